// Markdown as plain text, for places that show no formatting: a page's meta description and its
// JSON-LD. Keeps the words, drops the marks (headings, emphasis, list bullets, link targets).

/** "**Crisp** and [dry](/x)\n- cold" → "Crisp and dry cold". */
export function markdownToPlainText(markdown: string): string {
  return markdown
    .replace(/!\[([^\]]*)\]\([^)]*\)/g, "$1")
    .replace(/\[([^\]]*)\]\([^)]*\)/g, "$1")
    .replace(/^\s{0,3}(#{1,6}\s+|>\s?|[-*+]\s+|\d+[.)]\s+)/gm, "")
    .replace(/(\*\*|__|\*|_|~~|`)(?=\S)([^]*?\S)\1/g, "$2")
    .replace(/\s+/g, " ")
    .trim();
}
