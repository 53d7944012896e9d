// The story editor's schema and its Markdown conversion, shared by the browser editor
// (components/admin/content/editor) and the round-trip test. Pure: no DOM is needed, because raw
// HTML is dropped by our own tokenizers before @tiptap/markdown would reach for a DOMParser.
// What the site renders (lib/content/markdown.ts: CommonMark, no raw HTML, no GFM) decides what
// the editor may hold: no underline or strike, since the site has no Markdown for them.
import { Node, type AnyExtension, type JSONContent, type MarkdownToken } from "@tiptap/core";
import Image from "@tiptap/extension-image";
import { MarkdownManager } from "@tiptap/markdown";
import StarterKit from "@tiptap/starter-kit";
import { decodeHTMLStrict } from "entities";

/** Link targets a story may carry: the web, email, and this site's own pages and anchors. */
export function isSafeHref(href: string): boolean {
  const value = href.trim();
  if (/^(https?:\/\/[^\s/]|mailto:[^\s])/i.test(value)) return true;
  // "//host" and "/\host" are read by browsers as another site, so they are not site-relative.
  return /^\/(?![/\\])/.test(value) || value.startsWith("#");
}

/** Picture sources a story may carry: this site's files or a web address. */
export function isSafeImageSrc(src: string): boolean {
  const value = src.trim();
  return /^https?:\/\/[^\s/]/i.test(value) || /^\/(?![/\\])/.test(value);
}

// Raw HTML, found by marked's own rules so the editor agrees with the lexer about what is HTML.
// The site never renders raw HTML (remark-rehype drops it), so the editor drops it too: that keeps
// both in step and keeps markup such as <script> out of stories. The rules come from the marked
// copy @tiptap/markdown bundles (the project's own marked is another major version).
const markedRules = new MarkdownManager({ extensions: [] }).instance.Lexer.rules;
const BLOCK_HTML = markedRules.block.normal.html;
const INLINE_HTML = markedRules.inline.normal.tag;

const RawHtml = Node.create({
  name: "droppedRawHtml",
  group: "block",
  atom: true,
  markdownTokenizer: {
    name: "droppedRawHtml",
    level: "block",
    // Never cut a paragraph short: marked's own paragraph rule already stops before HTML blocks.
    start: () => -1,
    tokenize: (src: string) => {
      const match = /^ {0,3}</.test(src) ? BLOCK_HTML.exec(src) : null;
      return match ? { type: "droppedRawHtml", raw: match[0] } : undefined;
    },
  },
  parseMarkdown: () => [],
});

const RawInlineHtml = Node.create({
  name: "droppedRawInlineHtml",
  group: "inline",
  inline: true,
  atom: true,
  markdownTokenizer: {
    name: "droppedRawInlineHtml",
    level: "inline",
    start: (src: string) => src.indexOf("<"),
    tokenize: (src: string) => {
      const match = INLINE_HTML.exec(src);
      return match ? { type: "droppedRawInlineHtml", raw: match[0] } : undefined;
    },
  },
  parseMarkdown: () => [],
});

// Character references (&eacute;, &#233;) become the characters they name, as CommonMark reads
// them; @tiptap/markdown decodes only &lt; &gt; &amp; &quot; and would write the rest back escaped.
const ENTITY = /^&(?:#\d{1,7}|#[xX][0-9a-fA-F]{1,6}|[A-Za-z][A-Za-z0-9]{1,31});/;
const CharacterReference = Node.create({
  name: "characterReference",
  group: "inline",
  inline: true,
  atom: true,
  markdownTokenizer: {
    name: "characterReference",
    level: "inline",
    start: (src: string) => src.indexOf("&"),
    tokenize: (src: string) => {
      const match = ENTITY.exec(src);
      return match ? { type: "characterReference", raw: match[0], text: decodeHTMLStrict(match[0]) } : undefined;
    },
  },
  parseMarkdown: (token: MarkdownToken) => ({ type: "text", text: token.text ?? token.raw }),
});

// Text that would start a block if it began a line (a list number, "- ", "#", ">", a setext
// underline) is escaped so it stays text. The serialiser escapes only inline syntax.
function escapeLineStarts(markdown: string): string {
  return markdown
    .split("\n")
    .map((line) =>
      line
        .replace(/^(\s*\d{1,9})([.)])(?=\s|$)/, "$1\\$2")
        .replace(/^(\s*)([-+#>=])/, (whole, space: string, marker: string, offset: number, all: string) =>
          startsBlock(marker, all.slice(space.length)) ? `${space}\\${marker}` : whole,
        ),
    )
    .join("\n");
}

function startsBlock(marker: string, line: string): boolean {
  if (marker === ">") return true;
  if (marker === "#") return /^#{1,6}(?:\s|$)/.test(line);
  if (marker === "=" || marker === "-") return /^(?:=+|-+)\s*$/.test(line) || /^-(?:\s|$)/.test(line) || /^(?:-\s*){3,}$/.test(line);
  return /^\+(?:\s|$)/.test(line);
}

// Paragraphs always hold inline content (an image alone in a paragraph stays inline, as Markdown
// has it), an empty paragraph writes nothing rather than &nbsp;, and line starts are escaped.
function storyParagraph(paragraph: AnyExtension): AnyExtension {
  return paragraph.extend({
    parseMarkdown: (token: MarkdownToken, helpers) => ({
      type: "paragraph",
      content: helpers.parseInline(token.tokens ?? []),
    }),
    renderMarkdown: (node: JSONContent, helpers) =>
      node.content?.length ? escapeLineStarts(helpers.renderChildren(node.content)) : "",
  });
}

// A loose list (blank lines between items) renders its items as paragraphs on the site, so the
// editor remembers looseness and writes the blank lines back.
function isLooseList(token: MarkdownToken): boolean {
  if (typeof token.loose === "boolean") return token.loose;
  return /\n[ \t]*\n/.test((token.raw ?? "").trim());
}

function looseAwareList(list: AnyExtension): AnyExtension {
  if (!(list instanceof Node)) return list;
  return list.extend({
    addAttributes() {
      return { ...this.parent?.(), loose: { default: false, rendered: false, keepOnSplit: true } };
    },
    parseMarkdown(token: MarkdownToken, helpers) {
      const parsed = this.parent?.(token, helpers);
      if (!parsed || Array.isArray(parsed) || "mark" in parsed || !isLooseList(token)) return parsed ?? [];
      return { ...parsed, attrs: { ...parsed.attrs, loose: true } };
    },
    renderMarkdown: (node: JSONContent, helpers) =>
      node.content ? helpers.renderChildren(node.content, node.attrs?.loose ? "\n\n" : "\n") : "",
  });
}

const STORY_OVERRIDES: Record<string, (extension: AnyExtension) => AnyExtension> = {
  link: safeLink,
  paragraph: storyParagraph,
  bulletList: looseAwareList,
  orderedList: looseAwareList,
};

function linkHref(node: JSONContent | { attrs?: Record<string, unknown> }): string {
  const href = node.attrs?.href;
  return typeof href === "string" ? href : "";
}

/** Every extension the editor and the conversion share: change them together or not at all. */
export function storyExtensions(): AnyExtension[] {
  return [
    StarterKit.configure({
      heading: { levels: [2, 3, 4] },
      underline: false,
      strike: false,
      link: {
        openOnClick: false,
        autolink: false,
        isAllowedUri: (url) => isSafeHref(url),
        HTMLAttributes: { target: null, rel: null },
      },
    }).extend({
      // StarterKit's own extensions, with the Markdown handling the site needs.
      addExtensions() {
        return (this.parent?.() ?? []).map((extension) => STORY_OVERRIDES[extension.name]?.(extension) ?? extension);
      },
    }),
    Image.configure({ inline: true }).extend({
      parseMarkdown: (token: MarkdownToken, helpers) => {
        const src = typeof token.href === "string" ? token.href : "";
        if (!isSafeImageSrc(src)) return [];
        return helpers.createNode("image", { src, alt: token.text ?? "", title: token.title ?? null });
      },
    }),
    RawHtml,
    RawInlineHtml,
    CharacterReference,
  ];
}

// A link whose target is not allowed keeps its words and loses the link, both ways.
function safeLink(link: AnyExtension): AnyExtension {
  return link.extend({
    parseMarkdown: (token: MarkdownToken, helpers) => {
      const content = helpers.parseInline(token.tokens ?? []);
      const href = typeof token.href === "string" ? token.href : "";
      if (!isSafeHref(href)) return content;
      return helpers.applyMark("link", content, { href, title: token.title || null });
    },
    renderMarkdown: (node, helpers) => {
      const text = helpers.renderChildren(node);
      const href = linkHref(node);
      if (!isSafeHref(href)) return text;
      const title = typeof node.attrs?.title === "string" ? node.attrs.title : "";
      return title ? `[${text}](${href} "${title.replace(/"/g, '\\"')}")` : `[${text}](${href})`;
    },
  });
}

/** The site reads CommonMark without GitHub's additions (tables, ~~strike~~), so the editor does too. */
export const STORY_MARKED_OPTIONS = { gfm: false } as const;

let manager: MarkdownManager | undefined;

function storyMarkdownManager(): MarkdownManager {
  manager ??= new MarkdownManager({ extensions: storyExtensions(), markedOptions: STORY_MARKED_OPTIONS });
  return manager;
}

/** A story body's Markdown as the editor's document (JSON). */
export function markdownToEditorDoc(markdown: string): JSONContent {
  return storyMarkdownManager().parse(markdown);
}

/** The editor's document (JSON) as the Markdown the site renders. */
export function editorDocToMarkdown(doc: JSONContent): string {
  return storyMarkdownManager().serialize(doc);
}

/** Markdown through the editor and back: what saving an untouched story would write. */
export function roundTripMarkdown(markdown: string): string {
  return editorDocToMarkdown(markdownToEditorDoc(markdown));
}
