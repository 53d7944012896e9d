// Relative, not "@/…": next.config.ts imports this module too.
import { BASKET_HINT_SCRIPT_HASH } from "../basket-hint";
export { wantsNonce } from "./nonce-routes";
import { firebaseAuthEmulatorHost, firebaseConfig } from "../firebase/config";

// The site's Content-Security-Policy (OWASP ASVS 5.0 §3.4). Two shapes, chosen per route:
// - a nonce policy ('nonce-…' 'strict-dynamic', no 'unsafe-inline') on the pages rendered per
//   request that handle money, identity, staff work or members' writing, or echo typed text: the
//   back office, checkout, the account pages, TALK, the back-in-stock confirm and unsubscribe pages
//   and the two searches (set by proxy.ts, which runs only there and on the API). On /admin an
//   injected script could read the afcfbtoken cookie (script-written, so not HttpOnly) and drive
//   the staff API;
// - a policy without a nonce on every other page (a static header from next.config.ts, so those
//   pages are served without running any code of ours). Those pages are prerendered at build time, when
//   no nonce exists, and Next's inline bootstrap scripts (self.__next_f.push…) differ per page, so
//   they run under 'unsafe-inline' restricted to this origin. A nonce there would make each page
//   render per request (slower for every visitor) or, worse, stop it hydrating.
// Neither allows 'unsafe-eval' (outside `next dev`, whose React needs it), plugins, <base> or framing.


/**
 * next.config.ts's source for the static policy header: every path but the API and the nonce pages
 * (a header source is a path-to-regexp pattern, so the routes are written out again here).
 */
export const STATIC_PAGES_SOURCE =
  "/:path((?!api/|admin(?:/|$)|account(?:/shop(?:/|$)|/privacy$|/reviews$|$)|shop/checkout(?:/|$)|talk(?:/|$)|stock-alerts/(?:confirm|unsubscribe)$|shop/search$|listen/podcasts/search$).*)";


/** A fresh, unguessable nonce (128 random bits, base64). */
export function newNonce(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return btoa(String.fromCharCode(...bytes));
}

interface PolicyOptions {
  /** Present: the nonce policy. Absent: the prerendered pages' policy. */
  nonce?: string;
  /** The page is served over HTTPS: ask the browser to upgrade any stray http:// subresource. */
  https: boolean;
  /** `next dev`: React's dev build needs eval for its error overlays. */
  development: boolean;
}

/** Origins the Firebase Auth SDK talks to: Google's APIs, or the local emulator. */
function firebaseOrigins(): { connect: string[]; frame: string[]; script: string[] } {
  if (firebaseAuthEmulatorHost) {
    const emulator = `http://${firebaseAuthEmulatorHost}`;
    return { connect: [emulator], frame: [emulator], script: [] };
  }
  const authDomain = firebaseConfig.authDomain ? [`https://${firebaseConfig.authDomain}`] : [];
  // signInWithPopup loads Google's api.js and an iframe on the project's auth domain.
  return { connect: ["https://*.googleapis.com"], frame: authDomain, script: ["https://apis.google.com"] };
}

export function contentSecurityPolicy({ nonce, https, development }: PolicyOptions): string {
  const firebase = firebaseOrigins();
  const scriptSrc = nonce
    ? // The root layout's one inline script of our own (lib/basket-hint.ts) by its hash. Only here: a
      // hash beside 'unsafe-inline' would switch 'unsafe-inline' off on the prerendered pages.
      ["'self'", `'nonce-${nonce}'`, BASKET_HINT_SCRIPT_HASH, "'strict-dynamic'", ...firebase.script]
    : ["'self'", "'unsafe-inline'", ...firebase.script];
  if (development) scriptSrc.push("'unsafe-eval'");
  const directives: Record<string, string[]> = {
    "default-src": ["'self'"],
    "script-src": scriptSrc,
    // React's style props and the layout's CSS variables are inline styles; styles cannot run code.
    "style-src": ["'self'", "'unsafe-inline'"],
    // Podcast feeds added through PODCAST_FEEDS bring artwork and audio from their own hosts.
    "img-src": ["'self'", "data:", "blob:", "https:"],
    "media-src": ["'self'", "blob:", "https:"],
    "font-src": ["'self'", "data:"],
    "connect-src": ["'self'", ...firebase.connect],
    "frame-src": firebase.frame.length ? firebase.frame : ["'none'"],
    "worker-src": ["'self'", "blob:"],
    "manifest-src": ["'self'"],
    "object-src": ["'none'"],
    "base-uri": ["'none'"],
    // Stripe Checkout is a redirect from our own API; a form may post only here.
    "form-action": ["'self'", "https://checkout.stripe.com"],
    "frame-ancestors": ["'none'"],
  };
  const policy = Object.entries(directives).map(([name, values]) => `${name} ${values.join(" ")}`);
  if (https) policy.push("upgrade-insecure-requests");
  return policy.join("; ");
}
