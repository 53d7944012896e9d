// What a first-party page view stores (issue 34.12): the page's path and the referring page's origin
// and path, nothing after them. A query string or fragment can carry a secret (an order
// confirmation's ?key=, a reset link's code), and page_views is kept with no owner to erase it for.

/** The referrer as origin + path, or null when it is missing or not an http(s) URL. */
export function storedReferrer(referrer: string | undefined | null): string | null {
  if (!referrer?.trim()) return null;
  let url: URL;
  try {
    url = new URL(referrer.trim());
  } catch {
    return null;
  }
  if (url.protocol !== "http:" && url.protocol !== "https:") return null;
  // origin drops any user:password@ too.
  return `${url.origin}${url.pathname}`;
}

/** A page path without its query string or fragment. */
export function storedPath(path: string): string {
  return path.replace(/[?#].*$/s, "");
}
