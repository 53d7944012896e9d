// TALK's invented members for the seed: the people whose threads a fresh install shows.
export const SEED_MEMBERS = {
  hannah: "Hannah K",
  tom: "Tom Okafor",
  priya: "Priya S",
  gareth: "Gareth Lloyd",
  mel: "Mel from Leeds",
  jonty: "Jonty",
  aisha: "Aisha Rahman",
  dave: "Dave W",
  ciara: "Ciara",
  sam: "Sam B",
  ruth: "Ruth Ellison",
  kofi: "Kofi Mensah",
  liv: "Liv",
  marek: "Marek",
  beth: "Beth in Bristol",
  niall: "Niall",
} as const;

export type SeedMember = keyof typeof SEED_MEMBERS;

export const SEED_CATEGORIES = [
  { slug: "getting-started", name: "Getting started", description: "New here, or new to drinking less? Introduce yourself and ask anything." },
  { slug: "drinks-reviews", name: "Drinks reviews", description: "Honest notes on alcohol-free wines, beers, spirits and softs: what's worth buying and what isn't." },
  { slug: "recipes-and-mixology", name: "Recipes and mixology", description: "Mocktails, spritzes, syrups and shrubs: share what you're making." },
  { slug: "support", name: "Support", description: "Hard days, slips and milestones. Be kind; everyone here has been there." },
  { slug: "events-and-meet-ups", name: "Events and meet-ups", description: "Alcohol-free socials, runs, quizzes and meet-ups, online and around the UK." },
] as const;
