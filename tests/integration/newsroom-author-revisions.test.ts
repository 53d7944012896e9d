// A READ author's revisions in the newsroom through the real route handlers, on a real database and
// real emulator tokens, as a video's are (newsroom-video-revisions.test.ts): only editors list,
// compare or restore; a restore puts the revision's fields back and READ shows them at once (its
// cached author read), as a new revision and an `author.restore` entry in the activity log; a bad
// revision id, a revision of another author, or one today's rules refuse, changes nothing.
// Hannah Brooks and Priya Raman: no other test edits them.
import { desc, eq } from "drizzle-orm";
import { beforeAll, describe, expect, it, vi } from "vitest";
import { handleAuthorList, handleAuthorUpdate } from "@/api-routes/admin/content";
import { handleAuthorRestore, handleAuthorRevisions } from "@/api-routes/admin/author-revisions";
import { STORIES_EXPIRE_TAG } from "@/lib/server/content/cached-stories";
import { authorBySlug } from "@/lib/server/content/content";
import { getDb } from "@/lib/server/platform/db";
import { contentAuthorRevisions, staffActivity } from "@/lib/server/schema";
import { callHandler, nonEditorCallers, signUpEditor, type StaffAccount } from "../support/admin";
import type { Json } from "../support/handlers";
import { expectForeignRevisionsRefused, expectMalformedRevisionIdsRefused } from "../support/revision-refusals";
import { staffOnFreshDatabase } from "./staff-api-setup";

vi.mock("next/cache", async () => (await import("../support/next-cache")).fakeNextCache());
const sharedCache = vi.hoisted(() => ({ persistTagInvalidation: vi.fn(async (tags: string[]) => void tags) }));
vi.mock("@/lib/server/platform/shared-cache", () => sharedCache);

staffOnFreshDatabase();
const editor: StaffAccount = { uid: "", token: "", email: "" };
beforeAll(async () => {
  Object.assign(editor, await signUpEditor());
});

const SLUG = "hannah-brooks";
const OTHER_SLUG = "priya-raman";
const ADDED = "She also judges blind tastings.";

const base = (slug: string) => `/api/admin/content/authors/${slug}`;
const apiAs = (token: string | undefined, slug = SLUG) => ({
  save: (fields: unknown) => callHandler((r) => handleAuthorUpdate(r, { params: Promise.resolve({ slug }) }), "PUT", base(slug), token, fields),
  list: (query = "") => callHandler((r) => handleAuthorRevisions(r, { params: Promise.resolve({ slug }) }), "GET", `${base(slug)}/revisions${query}`, token),
  restore: (revision: number | string, body?: unknown) =>
    callHandler((r) => handleAuthorRestore(r, { params: Promise.resolve({ slug, revision: String(revision) }) }), "POST", `${base(slug)}/revisions/${revision}/restore`, token, body),
});
const api = (slug = SLUG) => apiAs(editor.token, slug);

type Fields = { name: string; role: string; bio: string; avatar: string };
type RevisionJson = { id: number; at: string; actor: { uid: string; email: string | null } };
type ComparisonJson = { older: RevisionJson; newer: RevisionJson | null; changes: { field: string; label: string; parts: { kind: string; text: string }[] }[] };
const dataOf = <T>(answer: { body: Json }) => (answer.body as { data: T }).data;

async function fieldsNow(slug = SLUG): Promise<Fields> {
  const answer = await callHandler(handleAuthorList, "GET", "/api/admin/content/authors", editor.token);
  expect(answer.status).toBe(200);
  const author = dataOf<{ authors: (Fields & { slug: string })[] }>(answer).authors.find((candidate) => candidate.slug === slug);
  if (!author) throw new Error(`No author ${slug}`);
  return { name: author.name, role: author.role, bio: author.bio, avatar: author.avatar };
}

const revisionsOf = async (slug = SLUG) =>
  (await getDb()).select().from(contentAuthorRevisions).where(eq(contentAuthorRevisions.author, slug)).orderBy(desc(contentAuthorRevisions.id));
const logOf = async (slug = SLUG) => (await getDb()).select().from(staffActivity).where(eq(staffActivity.subject, slug)).orderBy(staffActivity.id);

describe("who may see and restore an author's revisions", () => {
  it("a guest and a bad token get 401; a shopper and shop staff get 403; nothing changes", async () => {
    const before = await fieldsNow();
    const [imported] = await revisionsOf();
    expect([imported.actorUid, imported.actorEmail, imported.fields]).toEqual(["import", null, before]);
    for (const [token, status] of await nonEditorCallers()) {
      const as = apiAs(token);
      const answers = await Promise.all([as.list(), as.list(`?from=${imported.id}`), as.restore(imported.id), as.restore(imported.id, {})]);
      expect(answers.map((answer) => answer.status)).toEqual([status, status, status, status]);
    }
    expect(await fieldsNow()).toEqual(before);
    expect(await revisionsOf()).toHaveLength(1);
    expect(await logOf()).toEqual([]);
  });
});

describe("an editor restores an earlier version", () => {
  it("lists, compares and puts the import back: READ shows it at once, as a new revision and an author.restore in the log", async () => {
    const imported = await fieldsNow();
    // READ's cached read, warmed before the save: only the save's and the restore's expiry refresh it.
    expect((await authorBySlug(SLUG))?.bioText).not.toContain(ADDED);
    const saved = await api().save({ ...imported, bio: `${imported.bio}\n\n${ADDED}` });
    expect(saved.status).toBe(200);
    expect((await authorBySlug(SLUG))?.bioText).toContain(ADDED);

    const listed = dataOf<{ revisions: RevisionJson[] }>(await api().list()).revisions;
    expect(listed.map((revision) => [revision.actor.uid, revision.actor.email])).toEqual([
      [editor.uid, editor.email],
      ["import", null],
    ]);
    expect(listed.every((revision) => new Date(revision.at).toISOString() === revision.at)).toBe(true);
    const [latest, first] = listed.map((revision) => revision.id);

    // Her imported biography is one paragraph (one line, no newline after it): the comparison keeps it
    // as it was and shows only the new paragraph as added.
    expect(imported.bio).toMatch(/^A pastry chef by training, Hannah Brooks ran supper clubs[^\n]+testing it\.$/);
    const expected = [
      {
        field: "bio",
        label: "Biography",
        parts: [
          { kind: "same", text: `${imported.bio}\n` },
          { kind: "added", text: `\n${ADDED}` },
        ],
      },
    ];
    const withNow = dataOf<{ comparison: ComparisonJson }>(await api().list(`?from=${first}`)).comparison;
    expect([withNow.older.id, withNow.newer, withNow.changes]).toEqual([first, null, expected]);
    const withLatest = dataOf<{ comparison: ComparisonJson }>(await api().list(`?from=${first}&to=${latest}`)).comparison;
    expect([withLatest.older.id, withLatest.newer?.id, withLatest.changes]).toEqual([first, latest, expected]);

    sharedCache.persistTagInvalidation.mockClear();
    const restored = await api().restore(first);
    expect(restored.status).toBe(200);
    expect(dataOf<{ author: Fields & { slug: string } }>(restored).author).toMatchObject({ ...imported, slug: SLUG });
    expect(sharedCache.persistTagInvalidation).toHaveBeenCalledWith([STORIES_EXPIRE_TAG]);
    expect((await authorBySlug(SLUG))?.bioText).not.toContain(ADDED);
    expect(await fieldsNow()).toEqual(imported);

    const revisions = await revisionsOf();
    expect(revisions.map((revision) => revision.actorEmail)).toEqual([editor.email, editor.email, null]);
    expect(revisions[0].fields).toEqual(revisions[2].fields);
    const log = await logOf();
    expect(log.map((entry) => [entry.action, entry.actorUid, entry.actorEmail])).toEqual([
      ["author.edit", editor.uid, editor.email],
      ["author.restore", editor.uid, editor.email],
    ]);
    expect(log[1].after).toEqual({ revision: first });
    expect(dataOf<{ comparison: ComparisonJson }>(await api().list(`?from=${first}`)).comparison.changes).toEqual([]);

    // The restore is itself a revision, so it can be undone; an empty JSON object is as good as no body.
    expect((await api().restore(latest, {})).status).toBe(200);
    expect((await fieldsNow()).bio).toContain(ADDED);
    expect(await revisionsOf()).toHaveLength(4);
  });
});

describe("what a comparison or a restore refuses", () => {
  it("a revision id that is not one: 400 to compare, 404 to restore, nothing changed", async () => {
    const [latest] = await revisionsOf();
    await expectMalformedRevisionIdsRefused(api(), latest.id, async () => [await fieldsNow(), (await revisionsOf()).length]);
  });

  it("a revision of another author, an unknown author or revision: 404, nothing changed", async () => {
    const [[own], [other]] = await Promise.all([revisionsOf(), revisionsOf(OTHER_SLUG)]);
    expect(other).toBeDefined();
    await expectForeignRevisionsRefused({
      routes: { own: api(), unknown: api("no-such-author"), notASlug: api("Not A Slug") },
      ownId: own.id,
      otherId: other.id,
      notFoundCode: "authorNotFound",
      state: async () => [await fieldsNow(), await fieldsNow(OTHER_SLUG), await revisionsOf(), await revisionsOf(OTHER_SLUG), (await logOf()).length],
    });
  });

  it("a body other than an empty object: 400, nothing changed", async () => {
    const [latest] = await revisionsOf();
    const count = (await revisionsOf()).length;
    const answer = await api().restore(latest.id, { revision: latest.id });
    expect([answer.status, answer.body.code]).toEqual([400, "invalidBody"]);
    expect((await api().restore(latest.id, "not json")).status).toBe(400);
    expect(await revisionsOf()).toHaveLength(count);
  });

  it("a version today's rules refuse (a portrait from elsewhere, one deleted from the media library): 409 saying why, nothing changed", async () => {
    const before = await fieldsNow();
    const [elsewhere, deleted] = await (await getDb())
      .insert(contentAuthorRevisions)
      .values([
        { author: SLUG, fields: { ...before, name: "Not restored", avatar: "https://example.com/portrait.jpg" }, actorUid: "test", actorEmail: null },
        { author: SLUG, fields: { ...before, name: "Not restored", avatar: "/media/library/987654.webp" }, actorUid: "test", actorEmail: null },
      ])
      .returning();
    const count = (await revisionsOf()).length;
    const log = (await logOf()).length;
    sharedCache.persistTagInvalidation.mockClear();

    const picture = await api().restore(elsewhere.id);
    expect([picture.status, picture.body.code]).toEqual([409, "revisionInvalid"]);
    expect(picture.body.message).toMatch(/^This version cannot be restored: it no longer passes the author's checks \(avatar: /);
    const gone = await api().restore(deleted.id);
    expect([gone.status, gone.body]).toEqual([409, { code: "revisionInvalid", message: "This version cannot be restored: its portrait has since been deleted from the media library." }]);

    expect(await fieldsNow()).toEqual(before);
    expect((await authorBySlug(SLUG))?.name).toBe(before.name);
    expect(await revisionsOf()).toHaveLength(count);
    expect(await logOf()).toHaveLength(log);
    expect(sharedCache.persistTagInvalidation).not.toHaveBeenCalled();
  });
});
