// WATCH's four series, in the order the index shows them.
import type { VideoTheme } from "@/lib/content/schema";

export const VIDEO_THEME_COPY: Record<VideoTheme, { label: string; text: string }> = {
  "mix-it-up": {
    label: "Mix it up",
    text: "Step-by-step alcohol-free drinks you can make at home, with every measure in millilitres.",
  },
  "taste-test": {
    label: "Taste test",
    text: "Honest side-by-side tastings of alcohol-free wines, beers and spirits, so you know what to try next.",
  },
  "my-story": {
    label: "My story",
    text: "Short films about people who changed their relationship with alcohol, in their own words.",
  },
  "ask-the-expert": {
    label: "Ask the expert",
    text: "Plain answers to the questions readers ask most about alcohol-free drinks and drinking less.",
  },
};

export function watchHref(slug: string): string {
  return `/watch/${slug}`;
}
