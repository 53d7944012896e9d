// Text inside XML the site writes itself: READ's RSS feed, the podcast feeds, product pictures (SVG).

// Characters XML 1.0 forbids (every control character but tab, newline and return, and the two
// non-characters): a stray one in a title would make the whole document unreadable.
const INVALID_XML_CHARS = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\uFFFE\uFFFF]/g;
const XML_ESCAPES: Record<string, string> = { "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&apos;" };

/** Text made safe for an XML element or a double- or single-quoted attribute. */
export function escapeXml(text: string): string {
  return text.replace(INVALID_XML_CHARS, "").replace(/[&<>"']/g, (c) => XML_ESCAPES[c]);
}
