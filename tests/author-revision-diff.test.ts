// What changed between two versions of a READ author (lib/content/author-revision-diff.ts): only
// changed fields, in the editor's order, with the editor's labels; the name and role by words, the
// biography by lines (an edited paragraph by its words), the avatar's path whole (old, then new).
// Every expected value is written out by hand.
import { describe, expect, it } from "vitest";
import { authorInputFromRevision, authorRevisionFieldsOf, diffAuthorRevisions, type AuthorRevisionFields } from "@/lib/content/author-revision-diff";

const older: AuthorRevisionFields = {
  name: "Hannah Brooks",
  role: "Lifestyle Writer",
  bio: "A pastry chef by training.\n\nShe writes about hosting.",
  avatar: "/images/authors/hannah-brooks.svg",
};

describe("diffAuthorRevisions", () => {
  it("is empty when nothing changed", () => {
    expect(diffAuthorRevisions(older, { ...older })).toEqual([]);
  });

  it("compares the name and role by words, with the editor's labels", () => {
    expect(diffAuthorRevisions(older, { ...older, name: "Hannah K Brooks", role: "Senior Lifestyle Writer" })).toEqual([
      {
        field: "name",
        label: "Name",
        parts: [
          { kind: "same", text: "Hannah " },
          { kind: "added", text: "K " },
          { kind: "same", text: "Brooks" },
        ],
      },
      {
        field: "role",
        label: "Role",
        parts: [
          { kind: "added", text: "Senior " },
          { kind: "same", text: "Lifestyle Writer" },
        ],
      },
    ]);
  });

  it("compares the biography by lines, an edited paragraph by its words", () => {
    expect(diffAuthorRevisions(older, { ...older, bio: "A pastry chef by training.\n\nShe writes about hosting and cooking." })).toEqual([
      {
        field: "bio",
        label: "Biography",
        parts: [
          { kind: "same", text: "A pastry chef by training.\n\nShe writes about hosting " },
          { kind: "added", text: "and cooking" },
          { kind: "same", text: "." },
        ],
      },
    ]);
  });

  it("shows an added paragraph as a line of its own", () => {
    expect(diffAuthorRevisions(older, { ...older, bio: `${older.bio}\n\nShe judges blind tastings.` })[0].parts).toEqual([
      { kind: "same", text: "A pastry chef by training.\n\nShe writes about hosting.\n" },
      { kind: "added", text: "\nShe judges blind tastings." },
    ]);
  });

  it("shows a new avatar as the old path and the new one, whole", () => {
    expect(diffAuthorRevisions(older, { ...older, avatar: "/media/library/12.webp" })).toEqual([
      {
        field: "avatar",
        label: "Avatar",
        parts: [
          { kind: "removed", text: "/images/authors/hannah-brooks.svg" },
          { kind: "added", text: "/media/library/12.webp" },
        ],
      },
    ]);
  });

  it("lists changed fields in the editor's order, whatever changed first", () => {
    const newer = { avatar: "/media/library/3.png", bio: "Bio.", role: "Editor", name: "H. Brooks" };
    expect(diffAuthorRevisions(older, newer).map((diff) => [diff.field, diff.label])).toEqual([
      ["name", "Name"],
      ["role", "Role"],
      ["bio", "Biography"],
      ["avatar", "Avatar"],
    ]);
  });
});

describe("authorRevisionFieldsOf", () => {
  it("reads a stored revision", () => {
    expect(authorRevisionFieldsOf({ ...older })).toEqual(older);
  });

  it("reads anything missing or of the wrong kind as empty, and leaves out what it does not keep", () => {
    expect(authorRevisionFieldsOf({ name: "H", role: 7, slug: "h", bio: null })).toEqual({ name: "H", role: "", bio: "", avatar: "" });
  });
});

describe("authorInputFromRevision", () => {
  it("gives the fields a save takes, without the address", () => {
    expect(authorInputFromRevision(older)).toEqual({ name: "Hannah Brooks", role: "Lifestyle Writer", bio: "A pastry chef by training.\n\nShe writes about hosting.", avatar: "/images/authors/hannah-brooks.svg" });
  });
});
