// A story's address under /read/: lowercase ASCII words joined by single hyphens, short enough to
// read and share. A story that changes its slug keeps its old addresses as redirects, so a link
// shared last year still lands on it.

import { z } from "zod";

export const STORY_SLUG_MAX = 80;

const STORY_SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

/** Letters that Unicode does not decompose into a base letter and an accent. */
const LETTERS_WITHOUT_DECOMPOSITION: Record<string, string> = {
  ß: "ss",
  æ: "ae",
  œ: "oe",
  ø: "o",
  ł: "l",
  đ: "d",
  ð: "d",
  þ: "th",
};

/** Whether a text is a valid story slug: lowercase ASCII kebab case, 1 to 80 characters. */
export function isStorySlug(slug: string): boolean {
  return slug.length <= STORY_SLUG_MAX && STORY_SLUG.test(slug);
}

/**
 * A new piece's address (a lesson's, a playlist's): a story's rules, trimmed, and none of
 * `reserved`, the addresses of pages that would shadow it, refused with `reservedMessage`.
 */
export function newAddressSchema(reserved: readonly string[], reservedMessage: string) {
  return z
    .string({ error: "is required" })
    .trim()
    .min(1, "is required")
    .max(STORY_SLUG_MAX, `must be at most ${STORY_SLUG_MAX} characters`)
    .refine((slug) => STORY_SLUG.test(slug), "must be lowercase letters and digits, with single hyphens between words")
    .refine((slug) => !reserved.includes(slug), reservedMessage);
}

/**
 * A slug suggested from a headline: accents folded ("Café" gives "cafe"), "&" read as "and",
 * apostrophes dropped ("Don't" gives "dont"), everything else that is not a letter or digit a
 * hyphen. Longer than 80 characters, it is cut at the last hyphen that fits so no word is halved.
 * A headline with no letters or digits gives "", which isStorySlug refuses: the editor types one.
 */
export function slugFromTitle(title: string): string {
  const folded = title
    .toLowerCase()
    .normalize("NFKD")
    .replace(/\p{M}/gu, "")
    .replace(/[ßæœøłđðþ]/g, (letter) => LETTERS_WITHOUT_DECOMPOSITION[letter])
    .replace(/&/g, " and ")
    .replace(/['’‘]/g, "");
  const slug = folded.replace(/[^a-z0-9]+/g, "-").replace(/^-+|-+$/g, "");
  return slug.length <= STORY_SLUG_MAX ? slug : cutAtHyphen(slug);
}

function cutAtHyphen(slug: string): string {
  // The character just past the limit being a hyphen means the cut already falls between words.
  if (slug[STORY_SLUG_MAX] === "-") return slug.slice(0, STORY_SLUG_MAX);
  const head = slug.slice(0, STORY_SLUG_MAX);
  const lastHyphen = head.lastIndexOf("-");
  // One word longer than the limit has no hyphen to cut at: cut it at the limit.
  return lastHyphen > 0 ? head.slice(0, lastHyphen) : head;
}

/**
 * Where an old slug now leads, following chains of renames (a → b → c gives c), or null when the
 * slug has no redirect or the chain loops (a → b → a), which would send a reader round forever.
 */
export function resolveSlugRedirect(slug: string, redirects: ReadonlyMap<string, string>): string | null {
  const seen = new Set([slug]);
  let current = redirects.get(slug);
  if (current === undefined) return null;
  while (true) {
    if (seen.has(current)) return null;
    seen.add(current);
    const next = redirects.get(current);
    if (next === undefined) return current;
    current = next;
  }
}
