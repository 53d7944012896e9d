// LISTEN's sub-links by name, read from lib/navigation.ts so no path is retyped.
import { NAV_SECTIONS, type NavLink } from "@/lib/navigation";

const listenSection = NAV_SECTIONS.find((section) => section.key === "listen");

export function listenLink(label: "PODCASTS" | "BROWSE" | "SEARCH" | "My Podcasts"): NavLink {
  const link = listenSection?.subLinks.find((candidate) => candidate.label === label);
  if (!link) throw new Error(`LISTEN has no sub-link ${label}`);
  return link;
}

/** The listening topics shown on the podcast pages until the feeds arrive. */
export const PODCAST_THEMES = [
  {
    title: "Stories of change",
    text: "People from all walks of life on why they stopped or cut down, and what happened next.",
  },
  {
    title: "Drinks, decoded",
    text: "Brewers, winemakers and bartenders on how alcohol-free drinks are made and mixed.",
  },
  {
    title: "Health and science",
    text: "Doctors and researchers on sleep, mood, fitness and what alcohol does to the body.",
  },
  {
    title: "Everyday life",
    text: "Parties, dating, work and family: handling the moments where a drink is expected.",
  },
] as const;
