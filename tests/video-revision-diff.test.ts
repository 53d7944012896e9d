// What changed between two versions of a WATCH video (lib/watch/video-revision-diff.ts): only
// changed fields, in the editor's order, with the editor's labels; the title, description and alt
// text by words, the series by the name WATCH shows and the poster's path whole (old, then new),
// the products item by item, the notes by lines and only when both versions recorded them. Every
// expected value is written out by hand.
import { describe, expect, it } from "vitest";
import { diffVideoRevisions, seriesName, videoInputFromRevision, videoRevisionFieldsOf, type VideoRevisionFields } from "@/lib/watch/video-revision-diff";

const older: VideoRevisionFields = {
  title: "Garden spritz in three minutes",
  description: "A bitter, bright spritz from four things in the fridge.",
  theme: "mix-it-up",
  posterImage: "/media/videos/garden-spritz-in-three-minutes.jpg",
  posterAlt: "Title card reading Garden spritz",
  products: ["rosso-sera-bitter-aperitivo", "fellgate-tonic-co-light-tonic-water"],
  notes: null,
};

describe("diffVideoRevisions", () => {
  it("is empty when nothing changed", () => {
    expect(diffVideoRevisions(older, { ...older, products: [...older.products] })).toEqual([]);
  });

  it("compares the title, description and alt text by words, with the editor's labels", () => {
    const newer = { ...older, title: "Garden spritz in two minutes", description: "A bitter, bright spritz from three things in the fridge.", posterAlt: "Title card reading Garden spritz, fast" };
    expect(diffVideoRevisions(older, newer)).toEqual([
      {
        field: "title",
        label: "Title",
        parts: [
          { kind: "same", text: "Garden spritz in " },
          { kind: "removed", text: "three" },
          { kind: "added", text: "two" },
          { kind: "same", text: " minutes" },
        ],
      },
      {
        field: "description",
        label: "Description",
        parts: [
          { kind: "same", text: "A bitter, bright spritz from " },
          { kind: "removed", text: "four" },
          { kind: "added", text: "three" },
          { kind: "same", text: " things in the fridge." },
        ],
      },
      {
        field: "posterAlt",
        label: "Poster alt text",
        parts: [
          { kind: "same", text: "Title card reading Garden spritz" },
          { kind: "added", text: ", fast" },
        ],
      },
    ]);
  });

  it("shows a new series by the names WATCH gives them, the old one first", () => {
    expect(diffVideoRevisions(older, { ...older, theme: "taste-test" })).toEqual([
      {
        field: "theme",
        label: "Series",
        parts: [
          { kind: "removed", text: "Mix it up" },
          { kind: "added", text: "Taste test" },
        ],
      },
    ]);
  });

  it("shows a series WATCH does not know by its slug", () => {
    expect(diffVideoRevisions({ ...older, theme: "cooking" }, older)[0].parts).toEqual([
      { kind: "removed", text: "cooking" },
      { kind: "added", text: "Mix it up" },
    ]);
  });

  it("shows a new poster as the old path and the new one, whole", () => {
    expect(diffVideoRevisions(older, { ...older, posterImage: "/media/library/12.webp" })).toEqual([
      {
        field: "posterImage",
        label: "Poster image",
        parts: [
          { kind: "removed", text: "/media/videos/garden-spritz-in-three-minutes.jpg" },
          { kind: "added", text: "/media/library/12.webp" },
        ],
      },
    ]);
  });

  it("compares the products item by item, and a poster path first given only as added", () => {
    const newer = { ...older, products: ["fellgate-tonic-co-light-tonic-water", "haldenberg-pils"] };
    expect(diffVideoRevisions({ ...older, posterImage: "" }, newer)).toEqual([
      { field: "posterImage", label: "Poster image", parts: [{ kind: "added", text: "/media/videos/garden-spritz-in-three-minutes.jpg" }] },
      {
        field: "products",
        label: "Products",
        parts: [
          { kind: "removed", text: "rosso-sera-bitter-aperitivo" },
          { kind: "same", text: "fellgate-tonic-co-light-tonic-water" },
          { kind: "added", text: "haldenberg-pils" },
        ],
      },
    ]);
  });

  it("compares the notes by lines when both versions recorded them, an edited paragraph by its words", () => {
    const noted = { ...older, notes: "Serve it cold.\n\nTop with ice.\n" };
    expect(diffVideoRevisions(noted, { ...noted, notes: "Serve it cold.\n\nTop with lots of ice.\n" })).toEqual([
      {
        field: "notes",
        label: "Notes",
        parts: [
          { kind: "same", text: "Serve it cold.\n\nTop with " },
          { kind: "added", text: "lots of " },
          { kind: "same", text: "ice.\n" },
        ],
      },
    ]);
  });

  it("says nothing of the notes when one version did not record them", () => {
    expect(diffVideoRevisions(older, { ...older, notes: "Serve it cold.\n" })).toEqual([]);
    expect(diffVideoRevisions({ ...older, notes: "Serve it cold.\n" }, older)).toEqual([]);
  });

  it("lists changed fields in the editor's order, whatever changed first", () => {
    const newer = { ...older, products: [], posterAlt: "A glass", theme: "my-story", title: "Spritz" };
    expect(diffVideoRevisions(older, newer).map((diff) => [diff.field, diff.label])).toEqual([
      ["title", "Title"],
      ["theme", "Series"],
      ["posterAlt", "Poster alt text"],
      ["products", "Products"],
    ]);
  });
});

describe("videoRevisionFieldsOf", () => {
  it("reads a stored revision; the notes only when it has them", () => {
    const stored = { title: "T", description: "D", theme: "taste-test", posterImage: "/media/p.jpg", posterAlt: "A", products: ["one", "two"] };
    expect(videoRevisionFieldsOf(stored)).toEqual({ title: "T", description: "D", theme: "taste-test", posterImage: "/media/p.jpg", posterAlt: "A", products: ["one", "two"], notes: null });
    expect(videoRevisionFieldsOf({ ...stored, notes: "N" }).notes).toBe("N");
  });

  it("reads anything missing or of the wrong kind as empty", () => {
    expect(videoRevisionFieldsOf({ title: "T", products: ["one", 2, null], posterAlt: 7 })).toEqual({ title: "T", description: "", theme: "", posterImage: "", posterAlt: "", products: ["one"], notes: null });
  });
});

describe("videoInputFromRevision", () => {
  it("gives the fields a save takes, without the notes", () => {
    const fields = { ...older, notes: "Serve it cold.\n" };
    expect(videoInputFromRevision(fields)).toEqual({
      title: "Garden spritz in three minutes",
      description: "A bitter, bright spritz from four things in the fridge.",
      theme: "mix-it-up",
      products: ["rosso-sera-bitter-aperitivo", "fellgate-tonic-co-light-tonic-water"],
      posterImage: "/media/videos/garden-spritz-in-three-minutes.jpg",
      posterAlt: "Title card reading Garden spritz",
    });
  });
});

describe("seriesName", () => {
  it("names each series as WATCH does, and leaves an unknown slug as it is", () => {
    expect(["mix-it-up", "taste-test", "my-story", "ask-the-expert", "cooking"].map(seriesName)).toEqual(["Mix it up", "Taste test", "My story", "Ask the expert", "cooking"]);
  });
});
