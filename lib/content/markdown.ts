// Markdown to HTML for editorial text: files when the site builds (content-collections.ts) and the
// newsroom's stories when a page reads them (through the data cache). Pages receive finished HTML,
// so no Markdown code reaches the browser. Headings get ids and a
// "#" anchor; curly quotes and dashes come from smartypants; images must carry alt text.
import type { Element, Root } from "hast";
import { toString } from "hast-util-to-string";
import rehypeAutolinkHeadings from "rehype-autolink-headings";
import rehypeSanitize, { defaultSchema } from "rehype-sanitize";
import rehypeSlug from "rehype-slug";
import rehypeStringify from "rehype-stringify";
import remarkParse from "remark-parse";
import remarkRehype from "remark-rehype";
import remarkSmartypants from "remark-smartypants";
import { unified } from "unified";
import { visit } from "unist-util-visit";

// A type alias, not an interface: content-collections checks that transforms return serialisable
// types, and interfaces fail that check.
export type Heading = {
  id: string;
  text: string;
};

export interface RenderedMarkdown {
  html: string;
  /** The body's second-level headings, in order: the table of contents. */
  headings: Heading[];
  words: number;
}

// Counted without unified, so the newsroom's editor (a client component) counts as the site does.
export { countWords, readingMinutes } from "./word-count";
import { countWords } from "./word-count";

/** Minutes a lesson takes: reading at a learner's 200 words a minute, and half a minute a quiz question. */
export function lessonMinutes(words: number, quizQuestions = 0): number {
  return Math.ceil(words / 200) + Math.ceil(quizQuestions / 2);
}

function collectAndCheck(headings: Heading[], missingAlt: string[]) {
  return () => (tree: Root) => {
    visit(tree, "element", (node: Element) => {
      if (node.tagName === "h2" && typeof node.properties.id === "string") {
        headings.push({ id: node.properties.id, text: toString(node).trim() });
      }
      if (node.tagName === "img" && !String(node.properties.alt ?? "").trim()) {
        missingAlt.push(String(node.properties.src ?? "an image"));
      }
    });
  };
}

/** GitHub's schema, with ids kept as written (no "user-content-" prefix: headings get theirs after sanitising). */
const SANITISE_SCHEMA = { ...defaultSchema, clobberPrefix: "" };

/** Renders a body; throws naming the image when a picture in the text has no alt text. */
export async function renderMarkdown(markdown: string): Promise<RenderedMarkdown> {
  const headings: Heading[] = [];
  const missingAlt: string[] = [];
  const file = await unified()
    .use(remarkParse)
    .use(remarkSmartypants)
    .use(remarkRehype)
    // Editors' Markdown is untrusted: raw HTML never passes remark-rehype, and the sanitiser drops
    // what Markdown itself can say (javascript:, data: or vbscript: links and images) before the
    // trusted plugins below add heading ids and anchors.
    .use(rehypeSanitize, SANITISE_SCHEMA)
    .use(rehypeSlug)
    .use(collectAndCheck(headings, missingAlt))
    .use(rehypeAutolinkHeadings, {
      behavior: "append",
      test: ["h2", "h3"],
      properties: { className: ["heading-anchor"], ariaHidden: "true", tabIndex: -1 },
      content: { type: "text", value: "#" },
    })
    .use(rehypeStringify)
    .process(markdown);
  if (missingAlt.length > 0) throw new Error(`image ${missingAlt[0]} has no alt text`);
  return { html: String(file), headings, words: countWords(markdown) };
}
