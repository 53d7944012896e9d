// The editor's save body (issue 37): what a story may carry, the sentence shown beside each
// refused field, and fields that cannot be sent with a save (mass assignment).
import { describe, expect, it } from "vitest";
import { authorFieldErrors, authorInputSchema } from "@/lib/content/author-input";
import { storyFieldErrors, storyInputSchema } from "@/lib/content/story-input";

const valid = {
  slug: "five-alcohol-free-gins",
  title: "Five alcohol-free gins for winter",
  standfirst: "What we poured by the fire this year.",
  section: "features",
  topics: ["alcohol-free-drinks", "lifestyle"],
  author: "jane-doe",
  heroImage: "/images/read/gins.svg",
  heroAlt: "Five bottles on a windowsill",
  products: ["botanical-spritz"],
  video: "garden-spritz-in-three-minutes",
  seoTitle: "Five alcohol-free gins",
  seoDescription: "Our pick of winter's gins without the alcohol.",
  body: "First paragraph.\n\nSecond paragraph.",
};

const refused = (body: unknown) => {
  const parsed = storyInputSchema.safeParse(body);
  expect(parsed.success).toBe(false);
  return parsed.success ? {} : storyFieldErrors(parsed.error);
};

describe("storyInputSchema", () => {
  it("reads a valid body, trimming text", () => {
    expect(storyInputSchema.parse({ ...valid, title: "  Five alcohol-free gins for winter " })).toEqual(valid);
  });

  it("fills in empty lists, the video and search fields left out", () => {
    const { topics: _t, products: _p, video: _v, seoTitle: _s, seoDescription: _d, ...minimal } = valid;
    expect(storyInputSchema.parse(minimal)).toEqual({ ...minimal, topics: [], products: [], video: "", seoTitle: "", seoDescription: "" });
  });

  it("accepts hero pictures in sub-folders of /images/ and /media/", () => {
    for (const heroImage of ["/images/read/2027/gins.jpg", "/media/uploads/ab12cd.webp", "/images/hero.jpeg", "/media/a.png"]) {
      expect(storyInputSchema.safeParse({ ...valid, heroImage }).success).toBe(true);
    }
  });

  it("refuses hero pictures elsewhere, with a scheme, climbing out or of another kind", () => {
    const heroMessage = "Choose a picture under /images/ or /media/ (svg, jpg, jpeg, png or webp).";
    for (const heroImage of [
      "https://example.com/images/a.jpg",
      "//example.com/images/a.jpg",
      "/images/../secrets/a.jpg",
      "/images/read/a..b.jpg",
      "/uploads/a.jpg",
      "/images/a.gif",
      "/images/A.JPG",
      "images/a.jpg",
      "/images/a.jpg?x=1",
      "javascript:alert(1)//a.png",
    ]) {
      expect(refused({ ...valid, heroImage })).toEqual({ heroImage: heroMessage });
    }
  });

  it("answers each refused field with one plain sentence", () => {
    expect(
      refused({
        ...valid,
        slug: "Five Gins",
        title: " ",
        standfirst: "s".repeat(321),
        section: "sport",
        topics: ["health", "travel", "sobriety"],
        author: "Jane Doe",
        heroAlt: "a".repeat(201),
        products: ["a", "b", "c", "d", "e", "f", "g"],
        seoTitle: "t".repeat(71),
        seoDescription: "d".repeat(161),
        body: "b".repeat(20001),
      }),
    ).toEqual({
      slug: "Use lowercase letters, digits and single hyphens, at most 80 characters.",
      title: "Title is required.",
      standfirst: "Standfirst must be at most 320 characters.",
      section: "Choose news, opinion or features.",
      topics: "Choose at most 2 topics.",
      author: "Choose an author.",
      heroAlt: "Hero image alt text must be at most 200 characters.",
      products: "List at most 6 products.",
      seoTitle: "Search title must be at most 70 characters.",
      seoDescription: "Search description must be at most 160 characters.",
      body: "Body must be at most 20000 characters.",
    });
  });

  it("says which required fields are missing", () => {
    expect(refused({})).toEqual({
      slug: "Slug is required.",
      title: "Title is required.",
      standfirst: "Standfirst is required.",
      section: "Choose news, opinion or features.",
      author: "Choose an author.",
      heroImage: "Hero image is required.",
      heroAlt: "Hero image alt text is required.",
      body: "Body is required.",
    });
  });

  it("takes a video by its slug or none, and refuses anything else", () => {
    expect(storyInputSchema.parse({ ...valid, video: "garden-spritz-in-three-minutes" }).video).toBe("garden-spritz-in-three-minutes");
    expect(storyInputSchema.parse({ ...valid, video: "" }).video).toBe("");
    expect(refused({ ...valid, video: "https://example.com/clip.mp4" })).toEqual({ video: "Choose a video from the list." });
    expect(refused({ ...valid, video: 7 })).toEqual({ video: "Choose a video from the list." });
  });

  it("refuses unknown topics, doubled topics or products, and products that are not slugs", () => {
    expect(refused({ ...valid, topics: ["gardening"] })).toEqual({ topics: "Choose topics from the list." });
    expect(refused({ ...valid, topics: ["health", "health"] })).toEqual({ topics: "Choose each topic once." });
    expect(refused({ ...valid, products: ["a-gin", "a-gin"] })).toEqual({ products: "List each product once." });
    expect(refused({ ...valid, products: ["A Gin"] })).toEqual({ products: "Name products by their slugs, such as botanical-spritz." });
  });

  it("refuses fields a save cannot carry, each by name, and a body that is not an object", () => {
    expect(refused({ ...valid, status: "published", publishAt: "2027-01-01T09:00", id: 7 })).toEqual({
      status: '"status" is not a field of a story and cannot be sent.',
      publishAt: '"publishAt" is not a field of a story and cannot be sent.',
      id: '"id" is not a field of a story and cannot be sent.',
    });
    expect(refused("a story")).toEqual({ form: "Send the story's fields as a JSON object." });
  });
});

describe("an author's refused body", () => {
  it("names each refusal beside its field, and a key an author does not have on its own", () => {
    const parsed = authorInputSchema.safeParse({ name: "", role: "Writer", bioMarkdown: "", avatar: "/images/read/a.svg", uid: "someone" });
    expect(parsed.success).toBe(false);
    const fields = parsed.success ? {} : authorFieldErrors(parsed.error);
    expect(fields.uid).toBe('"uid" is not a field of an author and cannot be sent.');
    expect(Object.keys(fields)).toContain("name");
  });
});
