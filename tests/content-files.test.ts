// The content pipeline end to end: content-collections with the project's own configuration,
// run on the shipped files and on fixtures that each break one rule (issue 11).
import { cpSync, mkdtempSync, mkdirSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildContent } from "@/scripts/build-content";

const outputs: string[] = [];
const outputDir = () => {
  const dir = mkdtempSync(path.join(tmpdir(), "afc-content-out-"));
  outputs.push(dir);
  return dir;
};
afterAll(() => outputs.forEach((dir) => rmSync(dir, { recursive: true, force: true })));

async function buildWith(contentDir: string, publicDir: string, configName: string) {
  const saved = { content: process.env.CONTENT_DIR, public: process.env.CONTENT_PUBLIC_DIR };
  process.env.CONTENT_DIR = contentDir;
  process.env.CONTENT_PUBLIC_DIR = publicDir;
  try {
    return await buildContent({ configName, outputDir: outputDir() });
  } finally {
    process.env.CONTENT_DIR = saved.content;
    process.env.CONTENT_PUBLIC_DIR = saved.public;
    if (saved.content === undefined) delete process.env.CONTENT_DIR;
    if (saved.public === undefined) delete process.env.CONTENT_PUBLIC_DIR;
  }
}

describe("the shipped content", () => {
  it("passes every check", async () => {
    const result = await buildWith("content", "public", "shipped.mjs");
    expect(result.errors).toEqual([]);
    expect(result.documents).toBeGreaterThanOrEqual(7 + 30 + 8);
  });
});

describe("a bad file stops the build, naming the file and the field", () => {
  let root: string;
  const article = (fields: Record<string, string | undefined>) =>
    [
      "---",
      ...Object.entries({
        title: '"A fixture story"',
        standfirst: '"A standfirst for the fixture."',
        author: "fixture-author",
        date: "2026-03-04",
        section: "news",
        hero: "\n  image: /images/read/fixture.svg\n  alt: A drawn picture",
        products: "[]",
        ...fields,
      })
        .filter(([, value]) => value !== undefined)
        .map(([key, value]) => `${key}: ${value}`),
      "---",
      "The body of the fixture story.",
      "",
    ].join("\n");

  beforeAll(() => {
    root = mkdtempSync(path.join(tmpdir(), "afc-content-fixtures-"));
    outputs.push(root);
    cpSync("tests/fixtures/content", path.join(root, "content"), { recursive: true });
    mkdirSync(path.join(root, "public/images/read"), { recursive: true });
    mkdirSync(path.join(root, "public/images/authors"), { recursive: true });
    writeFileSync(path.join(root, "public/images/read/fixture.svg"), "<svg/>");
    writeFileSync(path.join(root, "public/images/authors/fixture-author.svg"), "<svg/>");
    const files: Record<string, string> = {
      "good.md": article({}),
      "missing-title.md": article({ title: undefined }),
      "bad-date.md": article({ date: "2026-02-30" }),
      "unknown-author.md": article({ author: "nobody-at-all" }),
      "unknown-product.md": article({ products: "[quillmere-estate-merlot-that-never-was]" }),
      "no-alt.md": article({ hero: "\n  image: /images/read/fixture.svg" }),
    };
    mkdirSync(path.join(root, "content/articles"), { recursive: true });
    for (const [name, text] of Object.entries(files)) writeFileSync(path.join(root, "content/articles", name), text);
  });

  it("accepts the good fixture and rejects each bad one with its file and field", async () => {
    const { errors, documents } = await buildWith(path.join(root, "content"), path.join(root, "public"), "fixtures.mjs");
    const errorFor = (file: string) => errors.find((error) => error.includes(`articles/${file}`));
    expect(errors).toHaveLength(5);
    expect(documents).toBe(2); // the author and the good story
    expect(errorFor("missing-title.md")).toMatch(/missing-title\.md: title: is required/);
    expect(errorFor("bad-date.md")).toMatch(/bad-date\.md: date: is not a real calendar date/);
    expect(errorFor("unknown-author.md")).toMatch(/unknown-author\.md: author: unknown author "nobody-at-all"/);
    expect(errorFor("unknown-product.md")).toMatch(/unknown-product\.md: products\[0\]: unknown product/);
    expect(errorFor("no-alt.md")).toMatch(/no-alt\.md: hero\.alt: is required/);
    expect(errorFor("good.md")).toBeUndefined();
  });
});

describe("LEARN: a bad lesson stops the build, naming the file and the field", () => {
  let root: string;
  const body = (words: number) => Array.from({ length: words }, (_, index) => `word${index}`).join(" ");
  const lesson = (fields: Record<string, string | undefined>, words = 320) =>
    [
      "---",
      ...Object.entries({
        title: '"A fixture lesson"',
        summary: '"What the lesson is about."',
        order: "1",
        takeaways: "\n  - One thing to remember\n  - Another thing to remember",
        products: "[]",
        ...fields,
      })
        .filter(([, value]) => value !== undefined)
        .map(([key, value]) => `${key}: ${value}`),
      "---",
      body(words),
      "",
    ].join("\n");
  const quiz = (answer: number) =>
    "\n" +
    [1, 2, 3].map((n) => `  - question: "Question ${n}?"\n    options: ["Yes", "No", "Maybe", "Never"]\n    answer: ${answer}\n    explanation: "Because."`).join("\n");

  beforeAll(() => {
    root = mkdtempSync(path.join(tmpdir(), "afc-learn-fixtures-"));
    outputs.push(root);
    const course = path.join(root, "content/learn/sober_sparks");
    mkdirSync(course, { recursive: true });
    mkdirSync(path.join(root, "content/learn/not_a_course"), { recursive: true });
    mkdirSync(path.join(root, "public"), { recursive: true });
    const courseFile = [
      "---",
      "title: Sober Sparks",
      "audience: A fixture audience",
      "level: Beginner",
      'summary: "A fixture course."',
      "outcomes: [One, Two, Three]",
      "illustration: cocktail",
      "tone: pink",
      "---",
      "The course introduction.",
      "",
    ].join("\n");
    writeFileSync(path.join(course, "course.md"), courseFile);
    writeFileSync(path.join(root, "content/learn/not_a_course/course.md"), courseFile);
    const files: Record<string, string> = {
      "good-lesson.md": lesson({ quiz: quiz(2) }),
      "unknown-product.md": lesson({ products: "[a-bottle-we-never-sold]" }),
      "too-short.md": lesson({}, 120),
      "answer-not-an-option.md": lesson({ quiz: quiz(5) }),
      "no-takeaways.md": lesson({ takeaways: undefined }),
    };
    for (const [name, text] of Object.entries(files)) writeFileSync(path.join(course, name), text);
  });

  it("accepts the good lesson and rejects each bad one with its file and field", async () => {
    const { errors, documents } = await buildWith(path.join(root, "content"), path.join(root, "public"), "learn-fixtures.mjs");
    const errorFor = (file: string) => errors.find((error) => error.includes(file));
    expect(errorFor("not_a_course/course.md")).toMatch(/folder: "not_a_course" is not one of the courses/);
    expect(errorFor("unknown-product.md")).toMatch(/unknown-product\.md: products\[0\]: unknown product "a-bottle-we-never-sold"/);
    expect(errorFor("too-short.md")).toMatch(/too-short\.md: content: has 120 words; a lesson has 300–900/);
    expect(errorFor("answer-not-an-option.md")).toMatch(/answer-not-an-option\.md: quiz\.0\.answer: is not one of the options/);
    expect(errorFor("no-takeaways.md")).toMatch(/no-takeaways\.md: takeaways: /);
    expect(errorFor("good-lesson.md")).toBeUndefined();
    expect(errors).toHaveLength(5);
    expect(documents).toBe(2); // the course and the good lesson
  });
});
