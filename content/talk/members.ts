// TALK's seed accounts: the invented members whose threads a fresh install shows, and the shop's
// own staff account. Members share experiences, questions and recipes, never a verdict on a
// product the shop sells (that would be an invented consumer review: DMCC Act 2024). Anything
// about a product in the seed comes from the staff account, as facts.
//
// Who they are, so new seed posts keep to it (dates: content/talk/time.ts, anchor 20 Nov 2026):
// - rachel: York, two kids; day 1 was Tue 27 Oct. Writes on her phone: long, run-on, "lol", "x", typos.
// - stu: told his wife on Mon 12 Oct, day 1 Tue 13 Oct. Short, plain, no emoji.
// - anj: day 1 Mon 26 Oct. Methodical, numbers and lists, asks follow-up questions.
// - gareth: Wakefield, sober-curious; a dry month from Mon 26 Oct. Brisk and dry, Welsh turns of phrase.
// - mel: Leeds, runs the monthly social; nearly three years alcohol-free. Chatty, exclamation marks, emoji, "x".
// - jonty: London, cutting down rather than stopping. One-liners, lowercase, tbh/ngl/imo.
// - aisha: Birmingham; her husband stopped at the end of August. Practical, the odd 😊.
// - dave: Swindon, stopped in 2021; his wife ("OH") still drinks. Ellipses, loose capitals, typos.
// - ciara: Belfast; day 1 Sun 4 Oct. Long, chatty, asides in brackets, "wee".
// - chris: Bath; stopped mid-July, slipped at a wedding on Sat 14 Nov. Open, sometimes raw.
// - ruth: nine years alcohol-free; retired. Long, careful paragraphs, points people to their GP.
// - kofi: three years in recovery. Thoughtful, medium to long, no emoji.
// - liv: Norwich, pregnant with her second (just over 20 weeks on 25 Sep, due in February). lowercase, short, emoji.
// - marek: Glasgow, home cook and ex-home-brewer; stopped in January. Precise, technical, short.
// - beth: Bristol, stopped two years ago after a health scare; runs a Saturday running group. Upbeat.
// - niall: Manchester (from Cork); stopped on 18 May. Reflective, warm, medium length.
// - shop: the shop's team, labelled as staff in its name; facts from the product pages, no verdicts.
export const SEED_MEMBERS = {
  rachel: "Rachel M",
  stu: "stu_c",
  anj: "Anj",
  gareth: "Gareth Lloyd",
  mel: "Mel from Leeds",
  jonty: "jonty",
  aisha: "Aisha Rahman",
  dave: "Dave W",
  ciara: "Ciara",
  chris: "ChrisP",
  ruth: "Ruth Ellison",
  kofi: "Kofi Mensah",
  liv: "liv.norwich",
  marek: "Marek",
  beth: "Beth in Bristol",
  niall: "Niall",
  shop: "Alcohol Free Co shop team (staff)",
} as const;

export type SeedMember = keyof typeof SEED_MEMBERS;

/**
 * Members' timelines, as dates (UK): `stopped` is when they last stopped drinking (what "four months
 * alcohol-free" counts from), `dayOne` the day their posts call "day 1" when it differs. The content
 * test checks every "day N", "N weeks in" and "N months" in their posts against the post's date.
 */
export const SEED_TIMELINES: Partial<Record<SeedMember, { stopped: string; dayOne?: string }>> = {
  rachel: { stopped: "2026-10-27" },
  stu: { stopped: "2026-10-13" },
  anj: { stopped: "2026-10-26" },
  gareth: { stopped: "2026-10-26" },
  ciara: { stopped: "2026-10-04" },
  chris: { stopped: "2026-07-15", dayOne: "2026-11-15" },
  niall: { stopped: "2026-05-18" },
  marek: { stopped: "2026-01-20" },
};

/** Accounts of the shop's own staff: their posts are the shop speaking, not a member. */
export const SEED_STAFF: readonly SeedMember[] = ["shop"];

export const SEED_CATEGORIES = [
  { slug: "getting-started", name: "Getting started", description: "New here, or new to drinking less? Introduce yourself and ask anything." },
  { slug: "drinks-reviews", name: "Drinks reviews", description: "Your own notes on alcohol-free wines, beers, spirits and softs, and questions about them. Posts from the shop's team are marked staff." },
  { slug: "recipes-and-mixology", name: "Recipes and mixology", description: "Mocktails, spritzes, syrups and shrubs: share what you're making." },
  { slug: "support", name: "Support", description: "Hard days, slips and milestones. Be kind; everyone here has been there." },
  { slug: "events-and-meet-ups", name: "Events and meet-ups", description: "Alcohol-free socials, runs, quizzes and meet-ups, online and around the UK." },
] as const;
