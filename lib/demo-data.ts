// The demo data setting (issue 36 part 5): DEMO_DATA=true loads the invented catalogue, TALK's
// conversations and the shipped podcast feeds at start-up, so `npm run dev`, `npm run start:demo`
// and the tests show a full site. Without it (a real production start) the shop starts empty and
// staff fill it from the back office. Read where pages render, so build and start must agree:
// docs/decisions/demo-data-is-a-setting.md.

export const DEMO_DATA_NOTICE = "Demo data: the products, brands, conversations, writers and podcast guests on this site are invented, for demonstration only.";

/** Whether this process loads (and says it shows) the demo data. */
export function demoDataEnabled(env: Record<string, string | undefined> = process.env): boolean {
  const value = env.DEMO_DATA?.trim().toLowerCase();
  return value === "true" || value === "1";
}
