import "server-only";
import { renderMarkdown } from "@/lib/content/markdown";

// The notes under a WATCH video's or a LISTEN playlist's description: the row's Markdown, rendered
// and sanitised as every story is (lib/content/markdown.ts). Kept per process by their Markdown, so
// a miss of the data cache renders nothing twice.

const notesByMarkdown = new Map<string, string>();
const NOTES_KEPT = 100;

/** The notes as sanitised HTML ("" for none). */
export async function notesHtmlOf(markdown: string): Promise<string> {
  if (!markdown.trim()) return "";
  const known = notesByMarkdown.get(markdown);
  if (known !== undefined) return known;
  const html = (await renderMarkdown(markdown)).html;
  if (notesByMarkdown.size >= NOTES_KEPT) notesByMarkdown.clear();
  notesByMarkdown.set(markdown, html);
  return html;
}
