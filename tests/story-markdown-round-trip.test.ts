// Opening a story in the editor and saving it untouched must not change what the site shows:
// every article and lesson body goes Markdown → editor document → Markdown, and both versions
// must render to the same HTML. Hostile input must come out as inert text or not at all.
import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import {
  editorDocToMarkdown,
  isSafeHref,
  markdownToEditorDoc,
  roundTripMarkdown,
} from "@/lib/content/editor-markdown";
import { renderMarkdown } from "@/lib/content/markdown";

function markdownFiles(folder: string): string[] {
  return readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const path = join(folder, entry.name);
    if (entry.isDirectory()) return markdownFiles(path);
    return entry.name.endsWith(".md") ? [path] : [];
  });
}

/** The body after the front matter (which may hold a lesson's quiz): what the editor edits. */
function bodyOf(path: string): string {
  const text = readFileSync(path, "utf8");
  const frontMatter = /^---\r?\n[\s\S]*?\r?\n---[ \t]*(?:\r?\n|$)/.exec(text);
  return frontMatter ? text.slice(frontMatter[0].length) : text;
}

const articles = markdownFiles("content/articles");
const lessons = markdownFiles("content/learn").filter((path) => !path.endsWith("course.md"));
const courses = markdownFiles("content/learn").filter((path) => path.endsWith("course.md"));

async function expectSameRendering(markdown: string) {
  const before = await renderMarkdown(markdown);
  const after = await renderMarkdown(roundTripMarkdown(markdown));
  expect(after.html).toBe(before.html);
}

describe("every story body survives the editor unchanged", () => {
  it("finds the content", () => {
    expect(articles.length).toBeGreaterThan(30);
    expect(lessons.length).toBeGreaterThan(20);
  });

  it.each([...articles, ...lessons, ...courses])("%s", async (path) => {
    const body = bodyOf(path);
    expect(body.trim().length).toBeGreaterThan(0);
    await expectSameRendering(body);
  });
});

describe("each construct the newsroom uses survives the editor", () => {
  it.each([
    ["headings", "## A section\n\nText.\n\n### A smaller one\n\nMore text."],
    ["marks", "Some **bold**, some *italic*, some _more italic_ and ***both***."],
    ["links", "An [external](https://example.com/a?b=1&c=2), an [internal](/learn/sleep) and a [mail](mailto:a@example.com) link, and [an anchor](#top)."],
    ["a link with a title", 'See [the guide](/read/guide "The guide").'],
    ["bold inside a link", "Read [**the whole** story](/read/story)."],
    ["bullet list", "- one\n- two with **bold**\n- three"],
    ["numbered list starting at 3", "3. three\n4. four\n5. five"],
    ["nested list", "- outer\n  - inner\n  - inner two\n- outer two"],
    ["loose list", "- one\n\n- two\n\n- three"],
    ["pull quote", '> "Four good bottles make more drinks than ten mediocre ones."\n>\n> A second paragraph.'],
    ["image", "Before.\n\n![A shelf of bottles](/images/read/shelf.jpg)\n\nAfter."],
    ["image with a title", '![A shelf](/images/read/shelf.jpg "Shelf")'],
    ["inline code and rule", "Type `npm run dev` to start.\n\n---\n\nAfter the rule."],
    ["hard break", "Line one  \nline two"],
    ["characters Markdown treats specially", "5 * 3 = 15, 2 < 3 & 4 > 1, a_b_c, [not a link], price £3 \\* 2, 100% true"],
    ["smart quotes and dashes", "\"Quoted\" and 'single' -- with a dash --- and an ellipsis..."],
    ["a line that looks like a list number", "In 1986. the law changed.\n\n2024\\. was a year."],
    ["entities", "Caf&eacute; &amp; bar &copy; 2026"],
  ])("%s", async (_name, markdown) => {
    await expectSameRendering(markdown);
  });
});

describe("hostile input", () => {
  it("turns a javascript: link into its plain words", () => {
    const output = roundTripMarkdown("Click [x](javascript:alert(1)) now.");
    expect(output).not.toMatch(/javascript:/i);
    expect(output).not.toContain("](");
    expect(output).toContain("Click x now.");
  });

  it.each(["data:text/html,<script>alert(1)</script>", "vbscript:msgbox(1)", "JaVaScRiPt:alert(1)", "//evil.example/", "/\\evil.example/"])(
    "drops the link target %s",
    (href) => {
      const output = roundTripMarkdown(`A [link](<${href}>) here.`);
      expect(output).toBe("A link here.");
    },
  );

  it("drops raw <script> blocks and inline tags", () => {
    const output = roundTripMarkdown("Before\n\n<script>alert(1)</script>\n\nMiddle <script>alert(2)</script> end");
    expect(output).not.toMatch(/<script/i);
    expect(output).toContain("Before");
    expect(output).toContain("Middle");
  });

  it("drops an <img onerror> tag", () => {
    const output = roundTripMarkdown('Picture <img src="x" onerror="alert(1)"> here\n\n<img src=x onerror=alert(1)>');
    expect(output).not.toMatch(/<img/i);
    expect(output).not.toMatch(/onerror/i);
    expect(output).not.toContain("![");
  });

  it("drops a picture whose source is not a web or site address", () => {
    expect(roundTripMarkdown("![alt](javascript:alert(1))")).not.toMatch(/javascript/i);
  });

  it("writes the text of a < character as an entity, never as a tag", () => {
    const doc = {
      type: "doc",
      content: [{ type: "paragraph", content: [{ type: "text", text: "<script>alert(1)</script>" }] }],
    };
    expect(editorDocToMarkdown(doc)).toBe("&lt;script&gt;alert(1)&lt;/script&gt;");
  });

  it("refuses to write a link mark carrying an unsafe target", () => {
    const doc = {
      type: "doc",
      content: [
        {
          type: "paragraph",
          content: [{ type: "text", text: "x", marks: [{ type: "link", attrs: { href: "javascript:alert(1)" } }] }],
        },
      ],
    };
    expect(editorDocToMarkdown(doc)).toBe("x");
  });
});

describe("the conversion itself", () => {
  it("reads an image's source and alt text", () => {
    const doc = markdownToEditorDoc("![A glass of tonic](/images/tonic.jpg)");
    expect(doc.content?.[0]?.content?.[0]).toMatchObject({
      type: "image",
      attrs: { src: "/images/tonic.jpg", alt: "A glass of tonic" },
    });
  });

  it.each([
    ["https://example.com", true],
    ["http://example.com/a", true],
    ["mailto:editor@example.com", true],
    ["/learn/sleep", true],
    ["#section", true],
    ["javascript:alert(1)", false],
    [" javascript:alert(1)", false],
    ["data:text/html,x", false],
    ["vbscript:x", false],
    ["//evil.example", false],
    ["ftp://example.com", false],
    ["learn/sleep", false],
  ])("isSafeHref(%s) is %s", (href, allowed) => {
    expect(isSafeHref(href)).toBe(allowed);
  });
});
