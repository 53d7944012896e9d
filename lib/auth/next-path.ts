// Where to send a user after sign-in: the `next` query parameter, but only when it is a path on
// this site. Anything that could leave the site (an open redirect) falls back to the account
// overview. Pure: used by the server (redirects to /account/signin?next=…) and the browser.

/** Where a missing or refused `next` goes. */
export const DEFAULT_NEXT_PATH = "/account";
/** Longest `next` accepted. */
export const MAX_NEXT_PATH_LENGTH = 512;

/** Times a value is percent-decoded while looking for a hidden "//", "\" or control character. */
const DECODE_ROUNDS = 3;
const CONTROL_CHARACTERS = /[\u0000-\u001f\u007f-\u009f\u2028\u2029]/;
const PROBE_ORIGIN = "http://next-path.invalid";

/**
 * `raw` when it is a same-site absolute path ("/account/shop/orders?x=1"), else "/account".
 * Refused: anything not starting with exactly one "/", "//" anywhere, backslashes, control
 * characters (browsers drop tabs and newlines, so "/\t/evil.com" would become "//evil.com"),
 * the same in percent-decoded form ("/%2F%2Fevil.com"), malformed escapes, and over 512 characters.
 * Note that "//" is refused in the query too ("/a?u=https://x"): rare in our own paths, never needed.
 */
export function safeNextPath(raw: string | null | undefined): string {
  if (typeof raw !== "string" || raw.length === 0 || raw.length > MAX_NEXT_PATH_LENGTH) return DEFAULT_NEXT_PATH;
  let form = raw;
  for (let round = 0; round <= DECODE_ROUNDS; round += 1) {
    if (!isPlainPath(form)) return DEFAULT_NEXT_PATH;
    let decoded: string;
    try {
      decoded = decodeURIComponent(form);
    } catch {
      // Malformed as given: refuse. Malformed only once decoded ("100%25" -> "100%"): a literal "%", done.
      if (round === 0) return DEFAULT_NEXT_PATH;
      break;
    }
    if (decoded === form) break;
    if (round === DECODE_ROUNDS) return DEFAULT_NEXT_PATH; // still encoded after several rounds: refuse
    form = decoded;
  }
  // Belt and braces: the browser's own URL parser must keep it on this origin, as a path.
  try {
    const url = new URL(raw, PROBE_ORIGIN);
    if (url.origin !== PROBE_ORIGIN || !url.pathname.startsWith("/")) return DEFAULT_NEXT_PATH;
  } catch {
    return DEFAULT_NEXT_PATH;
  }
  return raw;
}

function isPlainPath(value: string): boolean {
  return value.startsWith("/") && !value.includes("//") && !value.includes("\\") && !CONTROL_CHARACTERS.test(value);
}
