// LEARN's seven courses (paths from LEARN_COURSES in lib/navigation.ts) with their summaries.
// The lessons themselves arrive as Markdown under content/ in the courses issue.
import { LEARN_COURSES, type NavLink } from "@/lib/navigation";
import type { CardTone } from "../CardGrid";
import type { IllustrationName } from "../Illustration";

export interface Course extends NavLink {
  /** The path after /learn/, e.g. "sober_pathway". */
  slug: string;
  /** Who it is for, in a few words. */
  audience: string;
  summary: string;
  /** What the course covers, one line each. */
  topics: string[];
  illustration: IllustrationName;
  tone: CardTone;
}

const COURSE_COPY: Record<string, Omit<Course, keyof NavLink | "slug">> = {
  "Sobriety Launchpad": {
    audience: "Your first alcohol-free month",
    summary:
      "A gentle, day-by-day start for your first weeks without alcohol: what to expect, how to plan for the tricky moments and how to notice the good changes.",
    topics: [
      "Setting your reason and your goal",
      "What changes in the first days and weeks",
      "Planning for cravings, evenings and weekends",
      "Telling friends and family",
    ],
    illustration: "compass",
    tone: "cyan",
  },
  "Mindful Moderation": {
    audience: "Drinking less, not necessarily none",
    summary:
      "For anyone who wants to cut down rather than stop: understand your habits, set limits that work and enjoy drinks more deliberately.",
    topics: [
      "Understanding units and the UK low-risk guidelines",
      "Spotting your habits and triggers",
      "Alcohol-free days and swaps that stick",
      "Keeping track without obsessing",
    ],
    illustration: "wine",
    tone: "berry",
  },
  "Sober Pathway": {
    audience: "Alcohol-free for the long run",
    summary:
      "Building a life you don't want a break from: routines, relationships and a sense of identity that don't depend on a drink.",
    topics: [
      "Moving from willpower to habit",
      "Handling setbacks without giving up",
      "Rebuilding your social life",
      "Finding support and giving it",
    ],
    illustration: "talk",
    tone: "apple",
  },
  "Nourish and Flourish": {
    audience: "Food, sleep and wellbeing",
    summary:
      "Look after your body as you drink less: eating well, sleeping better, moving more and managing the sugar cravings that can follow.",
    topics: [
      "Why sleep often improves first",
      "Balanced meals and managing sugar cravings",
      "Hydration beyond water",
      "Movement you actually enjoy",
    ],
    illustration: "softDrinks",
    tone: "citrus",
  },
  "Bitter Truths": {
    audience: "The facts about alcohol",
    summary:
      "A clear-eyed look at what alcohol does to the body and mind, and how it's marketed, with the evidence laid out plainly and without scaremongering.",
    topics: [
      "How the body processes alcohol",
      "Alcohol, mood and anxiety",
      "Long-term health risks, explained",
      "How drinks are advertised to us",
    ],
    illustration: "learn",
    tone: "slate",
  },
  "Sober Sparks": {
    audience: "Social life and confidence",
    summary:
      "Parties, dates, weddings and the work do: build the confidence to enjoy every occasion and keep the fun without the alcohol.",
    topics: [
      "What to say when someone offers you a drink",
      "Dating and nights out alcohol-free",
      "Hosting a great alcohol-free party",
      "Finding new things to do with friends",
    ],
    illustration: "cocktail",
    tone: "pink",
  },
  "Dry and Delish": {
    audience: "Alcohol-free drinks at home",
    summary:
      "Become the best alcohol-free bartender you know: mixing, garnishing and pairing drinks with food, using what's in your kitchen and our shop.",
    topics: [
      "Stocking an alcohol-free home bar",
      "Classic cocktails, made without alcohol",
      "Pairing alcohol-free wine and beer with food",
      "Syrups, shrubs and garnishes",
    ],
    illustration: "beer",
    tone: "amber",
  },
};

export const COURSES: Course[] = LEARN_COURSES.map((course) => ({
  ...course,
  slug: course.href.replace(/^\/learn\//, "").replace(/\/+$/, ""),
  ...(COURSE_COPY[course.label] ?? {
    audience: "Short course",
    summary: `A short course: ${course.label}.`,
    topics: [],
    illustration: "learn",
    tone: "slate",
  }),
}));

export function courseBySlug(slug: string): Course | undefined {
  return COURSES.find((course) => course.slug === slug);
}
