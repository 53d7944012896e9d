// The cookie policy's tables: every cookie the site sets or reads, and what it keeps in the
// browser's storage, with purposes and lifetimes. Names and lifetimes come from lib/constants.ts,
// so the policy page, the consent banner and any test read the same facts.
import { COOKIE_MAX_AGE_SECONDS, COOKIE_NAMES, STATE_PERSISTENCE_KEY } from "./constants";

/** Essential items keep the site working and are always on; consent items follow "Accept All Cookies". */
export type CookieCategory = "essential" | "consent";

export interface CookiePolicyEntry {
  /** The cookie's name, exactly as the browser shows it. */
  name: string;
  purpose: string;
  /** Lifetime in seconds, or null when the site does not set it (read only). */
  maxAgeSeconds: number | null;
  /** The lifetime as people read it: "30 days", "1 year", or a sentence for read-only cookies. */
  lifetime: string;
  category: CookieCategory;
  /** Who sets it: the site itself, or a partner page whose cookie we only read. */
  setBy: "us" | "partner";
}

export interface StoragePolicyEntry {
  /** The storage key (or database name) as the browser's developer tools show it. */
  name: string;
  /** Where in the browser it lives. */
  storage: "localStorage" | "IndexedDB";
  purpose: string;
  lifetime: string;
  category: CookieCategory;
}

const MINUTE = 60;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;
const YEAR = 365 * DAY;

function plural(count: number, unit: string): string {
  return `${count} ${unit}${count === 1 ? "" : "s"}`;
}

/**
 * A cookie lifetime in words: whole years as years ("1 year"), otherwise the largest whole unit
 * ("30 days", "12 hours"). `unit: "days"` keeps days even for a whole year ("365 days"), as the
 * consent cookie's lifetime is worded.
 */
export function formatDuration(seconds: number, options: { unit?: "auto" | "days" } = {}): string {
  if (!Number.isFinite(seconds) || seconds < 0) throw new RangeError(`Not a duration: ${seconds}`);
  if (options.unit === "days" && seconds % DAY === 0 && seconds > 0) return plural(seconds / DAY, "day");
  if (seconds >= YEAR && seconds % YEAR === 0) return plural(seconds / YEAR, "year");
  if (seconds >= DAY && seconds % DAY === 0) return plural(seconds / DAY, "day");
  if (seconds >= HOUR && seconds % HOUR === 0) return plural(seconds / HOUR, "hour");
  if (seconds >= MINUTE && seconds % MINUTE === 0) return plural(seconds / MINUTE, "minute");
  return plural(seconds, "second");
}

/** Every cookie the site sets or reads (names and lifetimes: lib/constants.ts). All are essential: none is used for tracking. */
export const COOKIE_POLICY: CookiePolicyEntry[] = [
  {
    name: COOKIE_NAMES.token,
    purpose:
      "Your sign-in token. It proves to our server that you are signed in, so your account, orders, addresses and saved cart load securely.",
    maxAgeSeconds: COOKIE_MAX_AGE_SECONDS.token,
    lifetime: formatDuration(COOKIE_MAX_AGE_SECONDS.token),
    category: "essential",
    setBy: "us",
  },
  {
    name: COOKIE_NAMES.cartId,
    purpose:
      "The id of your shopping cart, so the drinks you add are still there when you come back, whether or not you are signed in.",
    maxAgeSeconds: COOKIE_MAX_AGE_SECONDS.cartId,
    lifetime: formatDuration(COOKIE_MAX_AGE_SECONDS.cartId),
    category: "essential",
    setBy: "us",
  },
  {
    name: COOKIE_NAMES.userId,
    purpose: "The id of the signed-in user, so the site can match your cart and account to you.",
    maxAgeSeconds: COOKIE_MAX_AGE_SECONDS.userId,
    lifetime: formatDuration(COOKIE_MAX_AGE_SECONDS.userId),
    category: "essential",
    setBy: "us",
  },
  {
    name: COOKIE_NAMES.consent,
    purpose: "Records that you chose \"Accept All Cookies\", so we don't ask again.",
    maxAgeSeconds: COOKIE_MAX_AGE_SECONDS.consent,
    lifetime: formatDuration(COOKIE_MAX_AGE_SECONDS.consent, { unit: "days" }),
    category: "essential",
    setBy: "us",
  },
  {
    name: COOKIE_NAMES.consentDeclined,
    purpose:
      "Records that you chose \"Only Essential Cookies\", so we respect that choice and don't ask again.",
    maxAgeSeconds: COOKIE_MAX_AGE_SECONDS.consent,
    lifetime: formatDuration(COOKIE_MAX_AGE_SECONDS.consent, { unit: "days" }),
    category: "essential",
    setBy: "us",
  },
];

/** What the site keeps in the browser's own storage (not cookies, never sent to us automatically). */
export const STORAGE_POLICY: StoragePolicyEntry[] = [
  {
    name: STATE_PERSISTENCE_KEY,
    storage: "localStorage",
    purpose:
      "Your saved cart, whether you are signed in, your chat with our assistant and your cookie choice, so the site picks up where you left off.",
    lifetime: "Until you sign out, clear it or clear your browser's site data",
    category: "essential",
  },
  {
    // The player store's own key (stores/player.ts PLAYER_STORAGE_KEY), kept apart from "root" so
    // an episode survives signing out; tests/cookie-policy.test.ts checks the two agree.
    name: "podcastPlayer",
    storage: "localStorage",
    purpose:
      "The episode playing in the podcast player, where you got to and your playback speed, so you can carry on listening on the next page or visit.",
    lifetime: "Until you close the player or clear your browser's site data (signing out keeps it)",
    category: "essential",
  },
  {
    name: "firebaseLocalStorageDb",
    storage: "IndexedDB",
    purpose:
      "Kept by our sign-in provider, Firebase Authentication, to hold your signed-in session on this device.",
    lifetime: "Until you sign out",
    category: "essential",
  },
];

/** What happens only after "Accept All Cookies": nothing is stored in the browser for it. */
export const CONSENT_ONLY_PROCESSING = [
  {
    name: "Page-view analytics",
    purpose:
      "Which pages are visited and when, counted by our own server and stored in our own database, to learn what people find useful. No third-party analytics or advertising trackers are used.",
    recordedWhen: "We record page views only after you choose \"Accept All Cookies\"",
  },
] as const;
