// Word count and reading time without the Markdown renderer: the story editor runs in the
// browser, and lib/content/markdown.ts pulls unified in at its top level. These two functions are
// the ones markdown.ts re-exports, so the editor and the site count alike.

/** Words in a Markdown body (front matter excluded), as a reader would count them. */
export function countWords(markdown: string): number {
  const plain = markdown
    .replace(/!\[[^\]]*\]\([^)]*\)/g, " ")
    .replace(/\[([^\]]*)\]\([^)]*\)/g, "$1")
    .replace(/[#>*_`|-]+/g, " ");
  return plain.split(/\s+/).filter((token) => /[\p{L}\p{N}]/u.test(token)).length;
}

/** Minutes to read at 230 words a minute, never less than one. */
export function readingMinutes(words: number): number {
  return Math.max(1, Math.round(words / 230));
}
