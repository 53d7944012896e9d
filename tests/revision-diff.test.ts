// What changed between two revisions of a story: only changed fields, in the editor's order,
// words for short fields, items for lists, lines for the body (words inside an edited paragraph).
import { describe, expect, it } from "vitest";
import { diffRevisions, type StoryRevisionFields } from "@/lib/content/revision-diff";

const older: StoryRevisionFields = {
  title: "Five alcohol-free gins for winter",
  standfirst: "Our pick for the season.",
  section: "features",
  topics: ["alcohol-free-drinks"],
  author: "jane-doe",
  heroImage: "/images/read/gins.svg",
  heroAlt: "Five bottles",
  products: ["a-gin", "b-gin"],
  video: "",
  seoTitle: "",
  seoDescription: "",
  body: "First paragraph here.\n\nSecond paragraph with a typo teh end.\n\nThird.\n",
};

describe("diffRevisions", () => {
  it("is empty when nothing changed", () => {
    expect(diffRevisions(older, { ...older, topics: [...older.topics] })).toEqual([]);
  });

  it("compares short fields by words, with human labels", () => {
    expect(diffRevisions(older, { ...older, title: "Six alcohol-free gins for winter", section: "news", seoTitle: "Best gins" })).toEqual([
      {
        field: "title",
        label: "Title",
        parts: [
          { kind: "removed", text: "Five" },
          { kind: "added", text: "Six" },
          { kind: "same", text: " alcohol-free gins for winter" },
        ],
      },
      { field: "section", label: "Section", parts: [{ kind: "removed", text: "features" }, { kind: "added", text: "news" }] },
      { field: "seoTitle", label: "Search title", parts: [{ kind: "added", text: "Best gins" }] },
    ]);
  });

  it("compares topics and products item by item", () => {
    expect(diffRevisions(older, { ...older, topics: ["health", "alcohol-free-drinks"], products: ["b-gin", "c-gin"] })).toEqual([
      {
        field: "topics",
        label: "Topics",
        parts: [
          { kind: "added", text: "health" },
          { kind: "same", text: "alcohol-free-drinks" },
        ],
      },
      {
        field: "products",
        label: "Products",
        parts: [
          { kind: "removed", text: "a-gin" },
          { kind: "same", text: "b-gin" },
          { kind: "added", text: "c-gin" },
        ],
      },
    ]);
  });

  it("shows a corrected word in a paragraph as that word", () => {
    const newer = { ...older, body: "First paragraph here.\n\nSecond paragraph with a typo the end.\n\nThird.\n" };
    expect(diffRevisions(older, newer)).toEqual([
      {
        field: "body",
        label: "Body",
        parts: [
          { kind: "same", text: "First paragraph here.\n\nSecond paragraph with a typo " },
          { kind: "removed", text: "teh" },
          { kind: "added", text: "the" },
          { kind: "same", text: " end.\n\nThird.\n" },
        ],
      },
    ]);
  });

  it("shows removed and added paragraphs as whole lines", () => {
    const newer = { ...older, body: "First paragraph here.\n\nThird.\n\nA new closing paragraph.\n" };
    expect(diffRevisions(older, newer)).toEqual([
      {
        field: "body",
        label: "Body",
        parts: [
          { kind: "same", text: "First paragraph here.\n\n" },
          { kind: "removed", text: "Second paragraph with a typo teh end.\n\n" },
          { kind: "same", text: "Third.\n" },
          { kind: "added", text: "\nA new closing paragraph.\n" },
        ],
      },
    ]);
  });

  it("shows a paragraph added after a last line with no newline as that paragraph alone", () => {
    const ended = { ...older, body: "First paragraph here.\n\nThird." };
    const newer = { ...older, body: "First paragraph here.\n\nThird.\n\nA new closing paragraph." };
    expect(diffRevisions(ended, newer)[0].parts).toEqual([
      { kind: "same", text: "First paragraph here.\n\nThird.\n" },
      { kind: "added", text: "\nA new closing paragraph." },
    ]);
    // And taken away again: the same paragraph, removed.
    expect(diffRevisions(newer, ended)[0].parts).toEqual([
      { kind: "same", text: "First paragraph here.\n\nThird.\n" },
      { kind: "removed", text: "\nA new closing paragraph." },
    ]);
  });

  it("keeps lines whole when one paragraph becomes several lines", () => {
    const newer = { ...older, body: "First paragraph here.\n\nRewritten.\nWith another line.\n\nThird.\n" };
    expect(diffRevisions(older, newer)[0].parts).toEqual([
      { kind: "same", text: "First paragraph here.\n\n" },
      { kind: "removed", text: "Second paragraph with a typo teh end.\n" },
      { kind: "added", text: "Rewritten.\nWith another line.\n" },
      { kind: "same", text: "\nThird.\n" },
    ]);
  });

  it("lists changed fields in the editor's order, whatever changed first", () => {
    const newer = { ...older, body: "Only.\n", heroAlt: "Six bottles", standfirst: "Our pick." };
    expect(diffRevisions(older, newer).map((diff) => [diff.field, diff.label])).toEqual([
      ["standfirst", "Standfirst"],
      ["heroAlt", "Hero image alt text"],
      ["body", "Body"],
    ]);
  });
});
