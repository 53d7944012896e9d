// READ's featured-finds topics (paths from lib/navigation.ts) with the words their pages show.
import { FEATURED_FINDS, NAV_SECTIONS, type NavLink } from "@/lib/navigation";
import type { CardTone, IllustrationName } from "./art";

export interface FeaturedTopic extends NavLink {
  /** The path after /read/featured-finds/, e.g. "travel". */
  slug: string;
  description: string;
  /** What readers will find there, for the page's "arriving soon" panel. */
  coming: string;
  illustration: IllustrationName;
  tone: CardTone;
}

const TOPIC_COPY: Record<string, Omit<FeaturedTopic, keyof NavLink | "slug">> = {
  "Alcohol-Free Drinks": {
    description: "New bottles, cans and brands worth trying, from the supermarket shelf to the cocktail bar.",
    coming: "Tasting notes on new releases, side-by-side comparisons and the drinks our team keeps reaching for.",
    illustration: "cocktail",
    tone: "pink",
  },
  Entertainment: {
    description: "Films, books, shows and games for evenings that don't revolve around a drink.",
    coming: "Recommendations for nights in and days out, and interviews with people who make great things sober.",
    illustration: "watch",
    tone: "slate",
  },
  Health: {
    description: "Sleep, energy, mood and fitness: what changes when you drink less, in plain English.",
    coming: "Clear explainers on alcohol and the body, with the evidence behind them, reviewed for accuracy.",
    illustration: "learn",
    tone: "cyan",
  },
  Lifestyle: {
    description: "Food, home, style and socialising: fresh ideas for a full life without alcohol.",
    coming: "Recipes and pairings, hosting ideas and honest advice on parties, dates and the work do.",
    illustration: "softDrinks",
    tone: "citrus",
  },
  Sobriety: {
    description: "Personal stories, practical tools and support for going alcohol-free, one day at a time.",
    coming: "First-person stories, tips for tricky moments and where to find support when you need it.",
    illustration: "talk",
    tone: "apple",
  },
  Travel: {
    description: "Destinations, hotels and bars that welcome non-drinkers, plus tips for holidays without the booze.",
    coming: "City guides with the best alcohol-free menus, and how to handle all-inclusives and airport bars.",
    illustration: "compass",
    tone: "warm",
  },
};

export const FEATURED_TOPICS: FeaturedTopic[] = FEATURED_FINDS.items.map((item) => ({
  ...item,
  slug: item.href.replace(/^\/read\/featured-finds\//, "").replace(/\/+$/, ""),
  ...(TOPIC_COPY[item.label] ?? {
    description: `Our favourite finds on ${item.label.toLowerCase()}.`,
    coming: "Hand-picked articles and recommendations.",
    illustration: "read",
    tone: "warm",
  }),
}));

export function featuredTopicBySlug(slug: string): FeaturedTopic | undefined {
  return FEATURED_TOPICS.find((topic) => topic.slug === slug);
}

const readSection = NAV_SECTIONS.find((section) => section.key === "read");

/** READ's sub-links by name (FRONT PAGE, NEWS, OPINION), for cards and breadcrumbs. */
export function readLink(label: "FRONT PAGE" | "NEWS" | "OPINION"): NavLink {
  const link = readSection?.subLinks.find((candidate) => candidate.label === label);
  if (!link) throw new Error(`READ has no sub-link ${label}`);
  return link;
}
