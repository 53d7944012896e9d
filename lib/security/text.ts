// Hostile text never reaches PostgreSQL as is: a NUL byte makes PostgreSQL refuse a text value
// (a 500 where the shopper deserves an answer), and other control characters have no place in what
// people type. Search boxes take one line; posts and messages keep their line breaks and tabs.

const ALL_CONTROLS = /[\u0000-\u001f\u007f]/g;
const CONTROLS_BUT_LAYOUT = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/g;

/** One line of text (a search): every control character becomes a space, runs of space one. */
export function singleLine(text: string): string {
  return text.replace(ALL_CONTROLS, " ").replace(/\s+/g, " ").trim();
}

/** Text with its line breaks and tabs (a post, a chat message): other control characters removed. */
export function withoutControlCharacters(text: string): string {
  return text.replace(CONTROLS_BUT_LAYOUT, "");
}
