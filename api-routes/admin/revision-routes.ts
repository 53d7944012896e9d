import { z } from "zod";
import type { StaffMember } from "@/lib/admin/contract";
import type { StoryRevisionSummary } from "@/lib/admin/content-contract";
import { revisionIdOf } from "@/lib/admin/revision-id";
import { json, jsonError, refuseUnexpectedBody, withDatabase } from "../http";
import { authoriseEditor } from "./staff-auth";

// The revision routes of a newsroom thing addressed by its slug (a WATCH video: ./video-revisions.ts,
// a LISTEN playlist: ./playlist-revisions.ts): GET …/revisions lists them newest first, or with
// ?from=<id>[&to=<id>] compares two (no `to`: with the thing as it is now); POST
// …/revisions/<id>/restore puts one back. Editors only (the verified token's `editor` claim),
// checked before anything else; a restore takes no body (an empty JSON object at most).

type SlugContext = { params: Promise<{ slug: string }> };
type RevisionContext = { params: Promise<{ slug: string; revision: string }> };

/** A restore's outcome as the thing's server module gives it: the thing restored under its noun (`video`), or a refusal. */
export type RestoreOutcome<Noun extends string> = ({ ok: true } & { [K in Noun]: unknown }) | { ok: false; status: 404 | 409; code: string; message: string };

export interface SlugRevisionConfig<Noun extends string> {
  /** What the answers and refusals call it ("video"); a restore answers { data: { <noun>: … } }. */
  noun: Noun;
  /** The address's slug when it can be one, or null (answered with `notFound`). */
  slugOf: (context: SlugContext) => Promise<string | null>;
  notFound: () => Response;
  /** Its revisions, newest first, or null when there is no such thing. */
  list: (slug: string) => Promise<StoryRevisionSummary[] | null>;
  /** Two revisions compared (newer null: the thing now), or null when either is not its. */
  compare: (slug: string, olderId: number, newerId: number | null) => Promise<object | null>;
  restore: (member: StaffMember, slug: string, revisionId: number) => Promise<RestoreOutcome<Noun>>;
}

const MAX_RESTORE_BODY_BYTES = 1024;
const noBody = z.strictObject({});

export function slugRevisionRoutes<Noun extends string>({ noun, slugOf, notFound, list, compare, restore }: SlugRevisionConfig<Noun>) {
  /** GET …/revisions: newest first. GET …/revisions?from=<id>&to=<id, or absent for the thing now>: the two compared. */
  async function handleRevisions(request: Request, context: SlugContext): Promise<Response> {
    const auth = await authoriseEditor(request);
    if ("response" in auth) return auth.response;
    const slug = await slugOf(context);
    if (!slug) return notFound();
    const query = new URL(request.url).searchParams;
    if (!query.has("from")) {
      return withDatabase(async () => {
        const revisions = await list(slug);
        return revisions ? json({ data: { revisions } }) : notFound();
      });
    }
    const from = revisionIdOf(query.get("from"));
    const to = query.has("to") ? revisionIdOf(query.get("to")) : null;
    if (!from || (query.has("to") && !to)) return jsonError(400, "invalidRevision", `Choose two revisions of this ${noun}.`);
    return withDatabase(async () => {
      const comparison = await compare(slug, from, to);
      return comparison ? json({ data: { comparison } }) : jsonError(404, "revisionNotFound", `Those revisions are not this ${noun}'s.`);
    });
  }

  /** POST …/revisions/<id>/restore: the thing as it was at that revision, saved and published as a new revision. */
  async function handleRestore(request: Request, context: RevisionContext): Promise<Response> {
    const auth = await authoriseEditor(request);
    if ("response" in auth) return auth.response;
    const refused = await refuseUnexpectedBody(request, MAX_RESTORE_BODY_BYTES, noBody);
    if (refused) return refused;
    const slug = await slugOf(context);
    if (!slug) return notFound();
    const id = revisionIdOf((await context.params).revision);
    if (!id) return jsonError(404, "revisionNotFound", `That revision is not one of this ${noun}'s.`);
    return withDatabase(async () => {
      const outcome = await restore(auth.member, slug, id);
      return outcome.ok ? json({ data: { [noun]: outcome[noun] } }) : json({ code: outcome.code, message: outcome.message }, outcome.status);
    });
  }

  return { handleRevisions, handleRestore };
}
