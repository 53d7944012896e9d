// A story's address: made from its headline, checked when typed, and followed through renames.
import { describe, expect, it } from "vitest";
import { isStorySlug, resolveSlugRedirect, slugFromTitle } from "@/lib/content/story-slugs";

describe("slugFromTitle", () => {
  it("makes lowercase kebab case from a headline", () => {
    expect(slugFromTitle("Five Alcohol-Free Gins for Winter")).toBe("five-alcohol-free-gins-for-winter");
    expect(slugFromTitle("  Dry January:   what   we learnt!  ")).toBe("dry-january-what-we-learnt");
  });

  it("folds accents and letters without accents to ASCII", () => {
    expect(slugFromTitle("Café crème in São Paulo")).toBe("cafe-creme-in-sao-paulo");
    expect(slugFromTitle("Straße, Smørrebrød and Œuvres")).toBe("strasse-smorrebrod-and-oeuvres");
  });

  it("reads & as and and drops apostrophes", () => {
    expect(slugFromTitle("Gin & tonic: don't miss it")).toBe("gin-and-tonic-dont-miss-it");
    expect(slugFromTitle("The brewer’s year")).toBe("the-brewers-year");
  });

  it("gives an empty slug for a headline with no letters or digits", () => {
    expect(slugFromTitle("?!…")).toBe("");
    expect(slugFromTitle("")).toBe("");
  });

  it("cuts a long slug at the last hyphen within 80 characters", () => {
    // 9 words of 9 letters: 89 characters; the first 8 words are 79.
    const title = "abcdefghi ".repeat(9);
    expect(slugFromTitle(title)).toBe("abcdefghi-abcdefghi-abcdefghi-abcdefghi-abcdefghi-abcdefghi-abcdefghi-abcdefghi");
    // Exactly 80 characters before a hyphen: kept whole.
    expect(slugFromTitle(`${"a".repeat(80)} more`)).toBe("a".repeat(80));
    // One word longer than the limit: cut at 80.
    expect(slugFromTitle("b".repeat(90))).toBe("b".repeat(80));
  });
});

describe("isStorySlug", () => {
  it("accepts kebab case up to 80 characters", () => {
    expect(isStorySlug("five-alcohol-free-gins")).toBe(true);
    expect(isStorySlug("2027-in-review")).toBe(true);
    expect(isStorySlug("a".repeat(80))).toBe(true);
  });

  it("refuses capitals, spaces, doubled or edge hyphens, accents, empty and over-long slugs", () => {
    for (const slug of ["Five-gins", "five gins", "five--gins", "-five", "five-", "café", "", "a".repeat(81), "five_gins", "five/gins"]) {
      expect(isStorySlug(slug)).toBe(false);
    }
  });
});

describe("resolveSlugRedirect", () => {
  it("follows a chain of renames to its end", () => {
    const redirects = new Map([["a", "b"], ["b", "c"], ["x", "y"]]);
    expect(resolveSlugRedirect("a", redirects)).toBe("c");
    expect(resolveSlugRedirect("b", redirects)).toBe("c");
    expect(resolveSlugRedirect("x", redirects)).toBe("y");
  });

  it("gives null for a slug with no redirect", () => {
    expect(resolveSlugRedirect("c", new Map([["a", "c"]]))).toBeNull();
  });

  it("gives null on a loop, however long", () => {
    expect(resolveSlugRedirect("a", new Map([["a", "a"]]))).toBeNull();
    expect(resolveSlugRedirect("a", new Map([["a", "b"], ["b", "a"]]))).toBeNull();
    expect(resolveSlugRedirect("start", new Map([["start", "p"], ["p", "q"], ["q", "r"], ["r", "p"]]))).toBeNull();
  });
});
