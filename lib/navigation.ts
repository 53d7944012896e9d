// The site map: main sections, their sub-links, the shop hover menus and the mobile
// drawer's extra groups. The header, drawer, secondary bar, route pages, sitemap and tests all read
// from here, so a path is written once.
import { PRODUCT_SLUG as P } from "./constants";
import { wantsNonce } from "./security/nonce-routes";

export interface NavLink {
  label: string;
  href: string;
  /** Shown only to signed-in users (My Podcasts). */
  signedInOnly?: boolean;
}

export interface NavMenuGroup {
  /** The menu's own link (the category page). */
  link: NavLink;
  /** Hover-menu entries, in the menu's order. */
  items: NavLink[];
  /** The category's About page. */
  about?: NavLink;
}

export interface NavSection {
  key: "home" | "read" | "listen" | "watch" | "learn" | "talk" | "shop";
  label: string;
  href: string;
  title: string;
  /** First path segments that belong to this section (e.g. /article/ is READ). */
  segments: string[];
  subLinks: NavLink[];
}

export const SHOP_CATEGORY_LINKS = {
  wines: { label: "WINES", href: `/shop/all-${P}-wines` },
  beers: { label: "BEERS", href: `/shop/all-${P}-beers` },
  ciders: { label: "CIDERS", href: `/shop/${P}-ciders` },
  cocktails: { label: "COCKTAILS", href: `/shop/${P}-cocktails` },
  spirits: { label: "SPIRITS", href: `/shop/all-${P}-spirits` },
  softDrinks: { label: "SOFT DRINKS", href: "/shop/soft-drinks-and-mixers" },
  search: { label: "SEARCH", href: "/shop/search" },
} as const satisfies Record<string, NavLink>;

export const NAV_SECTIONS: NavSection[] = [
  { key: "home", label: "HOME", href: "/", title: "Home", segments: [""], subLinks: [] },
  {
    key: "read",
    label: "READ",
    href: "/read/",
    title: "Read",
    segments: ["read", "article"],
    subLinks: [
      { label: "FRONT PAGE", href: "/read/" },
      { label: "NEWS", href: "/read/news/" },
      { label: "OPINION", href: "/read/opinion/" },
    ],
  },
  {
    key: "listen",
    label: "LISTEN",
    href: "/listen/",
    title: "Listen",
    segments: ["listen", "podcasts", "music"],
    subLinks: [
      { label: "PODCASTS", href: "/listen/" },
      { label: "BROWSE", href: "/listen/podcasts/browse" },
      { label: "SEARCH", href: "/listen/podcasts/search" },
      { label: "My Podcasts", href: "/listen/podcasts/my-podcasts/", signedInOnly: true },
    ],
  },
  { key: "watch", label: "WATCH", href: "/watch/", title: "Watch", segments: ["watch"], subLinks: [] },
  { key: "learn", label: "LEARN", href: "/learn/", title: "Learn", segments: ["learn"], subLinks: [] },
  { key: "talk", label: "TALK", href: "/talk/", title: "Talk", segments: ["talk"], subLinks: [] },
  {
    key: "shop",
    label: "SHOP",
    href: "/shop/",
    title: "Shop",
    segments: ["shop"],
    subLinks: Object.values(SHOP_CATEGORY_LINKS),
  },
];

/** The Shop hover menus (wines, beers, spirits), keyed by their category link. */
export const SHOP_HOVER_MENUS: Partial<Record<keyof typeof SHOP_CATEGORY_LINKS, NavMenuGroup>> = {
  wines: {
    link: SHOP_CATEGORY_LINKS.wines,
    items: [
      { label: "Red", href: `/shop/${P}-red-wines` },
      { label: "White", href: `/shop/${P}-white-wines` },
      { label: "Rosé", href: `/shop/${P}-rose-wines` },
      { label: "Sparkling", href: `/shop/${P}-sparkling-wines` },
      { label: "Organic", href: `/shop/${P}-organic-wines` },
    ],
    about: { label: "About Alcohol-Free Wines", href: `/shop/${P}-wines` },
  },
  beers: {
    link: SHOP_CATEGORY_LINKS.beers,
    items: [
      { label: "Lagers", href: `/shop/${P}-lagers` },
      { label: "Stouts & Ales", href: `/shop/${P}-stouts-ales` },
      { label: "Wheat Beers", href: `/shop/${P}-wheat-beers` },
      { label: "Fruit Beers", href: `/shop/${P}-fruit-beers` },
      { label: "Organic Beers", href: `/shop/${P}-organic-beers` },
    ],
    about: { label: "About Alcohol-Free Beers", href: `/shop/${P}-beers` },
  },
  spirits: {
    link: SHOP_CATEGORY_LINKS.spirits,
    items: [
      { label: "Gin Alternatives", href: `/shop/${P}-gin-alternatives` },
      { label: "Tequila Alternatives", href: `/shop/${P}-tequila-alternatives` },
      { label: "Whiskey Alternatives", href: `/shop/${P}-whiskey-alternatives` },
      { label: "Rum Alternatives", href: `/shop/${P}-rum-alternatives` },
      { label: "Liqueur Alternatives", href: `/shop/${P}-liqueur-alternatives` },
      { label: "Aperitifs", href: `/shop/${P}-aperitif-alternatives` },
    ],
    about: { label: "About Alcohol-Free Spirits", href: `/shop/${P}-spirits` },
  },
};

/** READ featured finds (mobile drawer) and its six sub-pages. */
export const FEATURED_FINDS: NavMenuGroup = {
  link: { label: "Featured Finds", href: "/read/featured-finds/" },
  items: [
    { label: "Alcohol-Free Drinks", href: `/read/featured-finds/${P}-drinks` },
    { label: "Entertainment", href: "/read/featured-finds/entertainment" },
    { label: "Health", href: "/read/featured-finds/health" },
    { label: "Lifestyle", href: "/read/featured-finds/lifestyle" },
    { label: "Sobriety", href: "/read/featured-finds/sobriety" },
    { label: "Travel", href: "/read/featured-finds/travel" },
  ],
};

/** LEARN's seven courses (mobile drawer). */
export const LEARN_COURSES: NavLink[] = [
  { label: "Sobriety Launchpad", href: "/learn/sobriety_launchpad" },
  { label: "Mindful Moderation", href: "/learn/mindful_moderation" },
  { label: "Sober Pathway", href: "/learn/sober_pathway" },
  { label: "Nourish and Flourish", href: "/learn/nourish_and_flourish" },
  { label: "Bitter Truths", href: "/learn/bitter_truths" },
  { label: "Sober Sparks", href: "/learn/sober_sparks" },
  { label: "Dry and Delish", href: "/learn/dry_and_delish" },
];

/** Shop category groups for the mobile drawer, each with an "All" entry first. */
export const SHOP_DRAWER_GROUPS: NavMenuGroup[] = (
  Object.keys(SHOP_CATEGORY_LINKS) as (keyof typeof SHOP_CATEGORY_LINKS)[]
)
  .filter((key) => key !== "search")
  .map((key) => {
    const link = SHOP_CATEGORY_LINKS[key];
    const menu = SHOP_HOVER_MENUS[key];
    const title = link.label.charAt(0) + link.label.slice(1).toLowerCase();
    return {
      link: { label: title, href: link.href },
      items: [
        { label: `All ${title}`, href: link.href },
        ...(menu?.items ?? []),
        ...(menu?.about ? [menu.about] : []),
      ],
    };
  });

export const ACCOUNT_LINKS = {
  overview: { label: "Overview", href: "/account" },
  orders: { label: "Orders", href: "/account/shop/orders" },
  addresses: { label: "Addresses", href: "/account/shop/addresses" },
  favourites: { label: "Favourites", href: "/account/favourites" },
  reviews: { label: "Reviews", href: "/account/reviews" },
  privacy: { label: "Your data", href: "/account/privacy" },
  signIn: { label: "Sign In", href: "/account/signin" },
  signUp: { label: "Sign Up", href: "/account/signup" },
  signOut: { label: "Sign Out", href: "/account/signingout" },
} as const satisfies Record<string, NavLink>;

/** The account pages' own navigation (AccountFrame), in its order. */
export const ACCOUNT_NAV: readonly NavLink[] = [
  ACCOUNT_LINKS.overview,
  ACCOUNT_LINKS.orders,
  ACCOUNT_LINKS.addresses,
  ACCOUNT_LINKS.favourites,
  ACCOUNT_LINKS.reviews,
  ACCOUNT_LINKS.privacy,
];

export const LEGAL_LINKS = {
  privacy: { label: "Privacy Policy", href: "/privacy-policy" },
  cookies: { label: "Cookie Policy", href: "/cookies" },
  /** What buying from the shop involves (app/terms); linked from the footer, checkout and the order emails. */
  terms: { label: "Terms of Sale", href: "/terms" },
  /** Cancelling, returns, damage and refunds (app/returns-policy). */
  returns: { label: "Returns Policy", href: "/returns-policy" },
} as const satisfies Record<string, NavLink>;

/** The help centre (app/help): answers by topic, each topic an anchor (content/help/). */
export const HELP_LINK = { label: "Help", href: "/help" } as const satisfies NavLink;

/** The section a path belongs to, from its first segment; undefined for account and legal pages. */
export function sectionForPath(pathname: string): NavSection | undefined {
  const first = pathname.split("/").filter(Boolean)[0] ?? "";
  return NAV_SECTIONS.find((section) => section.segments.includes(first));
}

/**
 * The canonical form of a site path: Next.js serves paths without a trailing slash and redirects
 * the "/read/" form there, so links point straight at the canonical one.
 */
export function canonicalHref(href: string): string {
  return href.length > 1 ? href.replace(/\/+$/, "") : href;
}

/**
 * <Link prefetch> for a site path: a page rendered per request (a nonce page such as TALK, the
 * searches or the account's orders, or any address with a query: filtered and paged listings) is
 * not prefetched, as each prefetch would be a full server render for every visitor who merely sees
 * the link, and its main-thread work competes with the page they are using. Prerendered pages keep
 * Next's default.
 */
export function prefetchFor(href: string): false | undefined {
  const [path, query] = href.split("#")[0].split("?");
  return query || wantsNonce(canonicalHref(path)) ? false : undefined;
}

/** Whether a nav link is the current page (trailing slashes ignored). */
export function isCurrentPath(pathname: string, href: string): boolean {
  return canonicalHref(pathname) === canonicalHref(href);
}
