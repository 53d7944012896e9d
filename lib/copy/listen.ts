// LISTEN's sub-links by name, read from lib/navigation.ts so no path is retyped.
import { NAV_SECTIONS, type NavLink } from "@/lib/navigation";

const listenSection = NAV_SECTIONS.find((section) => section.key === "listen");

export function listenLink(label: "PODCASTS" | "BROWSE" | "SEARCH" | "My Podcasts"): NavLink {
  const link = listenSection?.subLinks.find((candidate) => candidate.label === label);
  if (!link) throw new Error(`LISTEN has no sub-link ${label}`);
  return link;
}
