// Every business constant and limit of the product (timings, money, cookies, layout sizes, box
// capacities), named as the product's own description names them. Nothing else in the code base repeats these
// numbers: CSS gets the layout sizes through `layoutCssVariables()` in lib/layout.ts.

/** The site's display name is configuration (NEXT_PUBLIC_SITE_NAME, default "Alcohol Free Co"). */
export const SITE_NAME = process.env.NEXT_PUBLIC_SITE_NAME || "Alcohol Free Co";

/** The public origin, for absolute URLs in feeds, sitemaps, JSON-LD and canonical links. */
export const SITE_URL = process.env.NEXT_PUBLIC_SITE_URL || "http://localhost:3000";

/** The `{product}` part of the shop's routes (/shop/all-alcohol-free-wines). */
export const PRODUCT_SLUG = "alcohol-free";

// --- Cart ------------------------------------------------------------------------------------
/** Cart save debounce: 10 seconds. */
export const CART_SAVE_DEBOUNCE_MS = 10_000;
/** Wait after a guest sync before checking the cart for changes: 3 seconds. */
export const GUEST_SYNC_CHANGE_CHECK_MS = 3_000;

// --- Money -----------------------------------------------------------------------------------
/** VAT 20 percent: net = gross / 1.2. */
export const VAT_RATE = 0.2;
export const VAT_DIVISOR = 1 + VAT_RATE;
/** Prices are integer minor units (pence). */
export const CURRENCY = "GBP";

// --- Identity --------------------------------------------------------------------------------
/** Refresh the token when less than this remains before expiry. */
export const TOKEN_REFRESH_THRESHOLD_MS = 300_000;
/** Token fetch: 3 attempts, 1 second apart. */
export const TOKEN_FETCH_ATTEMPTS = 3;
export const TOKEN_FETCH_RETRY_DELAY_MS = 1_000;
/** The identity provider's name in the token error messages ("Failed to get token from {provider}"). */
export const IDENTITY_PROVIDER_NAME = "Firebase";

// --- Cookies (secure, cross-site, path /) ----------------------------------------------------
const DAY_SECONDS = 24 * 60 * 60;
export const COOKIE_MAX_AGE_SECONDS = {
  /** afcfbtoken: 30 days (2592000 s), the shorter of two readings (docs/decisions/token-cookie.md). */
  token: 30 * DAY_SECONDS,
  /** afcctid: 1 year. */
  cartId: 365 * DAY_SECONDS,
  /** afcfbuid: 1 year. */
  userId: 365 * DAY_SECONDS,
  /** afc-cookie-consent: 365 days. */
  consent: 365 * DAY_SECONDS,
} as const;

export const COOKIE_NAMES = {
  token: "afcfbtoken",
  cartId: "afcctid",
  userId: "afcfbuid",
  consent: "afc-cookie-consent",
  /** "Only Essential Cookies" sets this decline cookie; it lives as long as the consent cookie. */
  consentDeclined: "afc-cookie-consent-declined",
  /**
   * Read only: holds a payload user id. No use for it is named and no partner
   * sets it, so nothing reads it today and the cookie policy does not list it (it says only what
   * the site does). A partner integration that reads it must add its line to lib/cookie-policy.ts.
   */
  payloadUserId: "afcpluid",
} as const;

/** Attributes every cookie the site sets shares (secure, cross-site, path /). */
export const COOKIE_PATH = "/";
export const COOKIE_SAME_SITE = "none" as const;

// --- Idle ------------------------------------------------------------------------------------
export const IDLE_TIMEOUT_MS = 60_000;
/** Activity events that clear idleness (mouse move, mouse down, key press, scroll, touch start). */
export const ACTIVITY_EVENTS = ["mousemove", "mousedown", "keypress", "scroll", "touchstart"] as const;

// --- Chat ------------------------------------------------------------------------------------
export const TYPING_RESET_MS = 10_000;
export const INFO_MESSAGE_TYPING_TIMEOUT_MS = 1_000;

// --- Persistence -----------------------------------------------------------------------------
/** The storage key under which user, cart, chat and consent persist. */
export const STATE_PERSISTENCE_KEY = "root";
export const REHYDRATE_TIMEOUT_MS = 5_000;

// --- Timings ---------------------------------------------------------------------------------
export const LOADING_DELAY_MS = 500;
export const MENU_CLOSE_DELAY_MS = 100;
export const MOBILE_DRAWER_FADE_MS = 500;
export const ROUTE_PREFETCH_MARGIN = "200px";

// --- Layout (px) -----------------------------------------------------------------------------
export const HEADER_TOP_BAR_HEIGHT = 60;
export const SECONDARY_BAR_HEIGHT = 50;
export const OFFSET = 40;
export const BANNER_HEIGHT = 40;
export const MAX_CONTENT_WIDTH = 1408;
export const MOBILE_LOGO_SIZE = { width: 200, height: 24 } as const;
export const SPINNER_LOGO_WIDTH = 128;
/** Breakpoint helpers add this width while the chat panel shows. */
export const CHAT_PANEL_WIDTH = 320;
export const ASSET_BASE_URL = "";
export const HTTP_BASE_URL = "";

// --- Boxes -----------------------------------------------------------------------------------
export const BOX_CAPACITIES = {
  boxType_330: 24,
  boxType_500: 12,
  /** Wine & spirits boxes hold 12 in the cart logic; a half box holds 6. */
  boxType_750: 12,
} as const;
export const HALF_BOX_750_CAPACITY = 6;

export const BUTTON_COLOURS = ["cyan", "pink", "white"] as const;

// --- Podcast player ---------------------------------------------------------------------------
export const PODCAST_SPEEDS = [1, 1.25, 1.5, 1.75, 2, 0.5, 0.75] as const;
/** Back 15 s and forward 30 s (issue 12). */
export const PODCAST_SKIP_BACK_SECONDS = 15;
export const PODCAST_SKIP_FORWARD_SECONDS = 30;
/** A signed-in listener's position is saved this often while playing (issue 12). */
export const PODCAST_POSITION_SYNC_MS = 15_000;

// --- Podcast feeds (issue 12) ------------------------------------------------------------------
/** Remote feeds are refreshed on this schedule, each fetch capped in time and size. */
export const PODCAST_REFRESH_INTERVAL_MS = 30 * 60_000;
export const PODCAST_FETCH_TIMEOUT_MS = 10_000;
export const PODCAST_FEED_MAX_BYTES = 5 * 1024 * 1024;
/** Transcripts and chapters are small: a tighter cap. */
export const PODCAST_SIDECAR_MAX_BYTES = 1024 * 1024;

// --- Shop banner ------------------------------------------------------------------------------
export const BANNER_TEXT = "Order Now For Fast Delivery";

// --- Shop (docs/decisions/money-in-pence-with-vat.md, boxes-must-be-full.md) ---------------
/** The shipping method preset on every new cart. */
export const DEFAULT_SHIPPING_METHOD_ID = "standard";

/** Shipping methods (docs/decisions/money-in-pence-with-vat.md): standard is free once products reach £65. */
export const SHIPPING_METHODS = {
  standard: { id: "standard", name: "Standard delivery", pricePence: 599, freeFromPence: 6500 },
  "next-day": { id: "next-day", name: "Next-day delivery", pricePence: 999, freeFromPence: null },
} as const;

// --- Cancelling, returns and damage (issue 38; the help centre, terms of sale and returns policy) ---
/**
 * A change-of-mind return: unopened drinks with the seal intact, asked for within this many days of
 * delivery. Never shorter than the 14 days the Consumer Contracts Regulations 2013 give.
 */
export const RETURN_WINDOW_DAYS = 14;
/** Damaged or missing items: reported, with a photograph, within this many hours of delivery. */
export const DAMAGE_REPORT_HOURS = 48;
