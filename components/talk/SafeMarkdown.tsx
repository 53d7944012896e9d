// Members' Markdown (TALK posts, product reviews), rendered on the server to React elements (never
// HTML strings): raw HTML is shown as the text it is (htmlAsText), react-markdown drops
// javascript:/data: links (its default URL transform), and rehype-sanitize keeps only the safe
// subset below. Links are marked as user content and leave through the site's leave-site dialog
// (components/shell/ExternalLinkGuard.tsx). No styles here: each caller wraps it in its own.
import ReactMarkdown, { type Components } from "react-markdown";
import rehypeSanitize, { defaultSchema } from "rehype-sanitize";
import remarkGfm from "remark-gfm";
import type { Root } from "mdast";
import { visit } from "unist-util-visit";

const SAFE_SUBSET = {
  ...defaultSchema,
  tagNames: ["p", "br", "em", "strong", "del", "ul", "ol", "li", "a", "blockquote", "code", "pre", "hr"],
  attributes: { a: ["href"], code: [], ol: ["start"] },
  protocols: { href: ["http", "https", "mailto"] },
  clobberPrefix: "user-content-",
};

/** Raw HTML is not markup here: "<b>hi</b>" in a post reads "<b>hi</b>". */
function htmlAsText() {
  return (tree: Root) => {
    visit(tree, "html", (node) => {
      (node as { type: string }).type = "text";
    });
  };
}

const components: Components = {
  a: ({ href, children }) => (
    <a href={href} rel="nofollow ugc noopener">
      {children}
    </a>
  ),
};

export function SafeMarkdown({ markdown }: { markdown: string }) {
  return (
    <ReactMarkdown remarkPlugins={[remarkGfm, htmlAsText]} rehypePlugins={[[rehypeSanitize, SAFE_SUBSET]]} components={components}>
      {markdown}
    </ReactMarkdown>
  );
}
