// The shape of the help centre, the terms of sale and the returns policy: words as data, no JSX.
// components/help/HelpBlocks.tsx renders them; the small builders below keep the content files
// readable. A link's href is a site path (rendered with next/link), never another site.

/** A run of plain text, or a link to a page of this site. */
export type HelpText = string | { text: string; href: string };

/** A paragraph (its runs side by side), a bulleted list or a numbered list (each item a run of texts). */
export type HelpBlock = { paragraph: HelpText[] } | { list: HelpText[][] } | { steps: HelpText[][] };

export interface HelpQuestion {
  /** The question's own anchor, unique on the page (#delivery-cost). */
  id: string;
  question: string;
  answer: HelpBlock[];
}

/** The help centre's topics, in the page's order; each id is the topic's anchor (#delivery). */
export const HELP_SECTION_IDS = ["delivery", "boxes", "strength", "returns", "payment", "account"] as const;
export type HelpSectionId = (typeof HELP_SECTION_IDS)[number];

export interface HelpSection {
  id: HelpSectionId;
  title: string;
  questions: HelpQuestion[];
}

/** One heading of a policy page (terms of sale, returns policy) and what it says. */
export interface PolicySection {
  id: string;
  title: string;
  body: HelpBlock[];
}

export interface PolicyDocument {
  title: string;
  /** The meta description. */
  description: string;
  standfirst: string;
  sections: PolicySection[];
}

/** A paragraph: `p("See ", link("the policy", "/x"), ".")`. */
export const p = (...parts: HelpText[]): HelpBlock => ({ paragraph: parts });

/** A bulleted list, one argument per item (a string, or an array of runs). */
export const list = (...items: (HelpText | HelpText[])[]): HelpBlock => ({ list: items.map((item) => (Array.isArray(item) ? item : [item])) });

/** A numbered list of steps, one argument per step. */
export const steps = (...items: (HelpText | HelpText[])[]): HelpBlock => ({ steps: items.map((item) => (Array.isArray(item) ? item : [item])) });

export const link = (text: string, href: string): HelpText => ({ text, href });

/** The words of a block, links as their text: for tests and plain-text uses. */
export function blockText(block: HelpBlock): string {
  const runs = (texts: HelpText[]) => texts.map((t) => (typeof t === "string" ? t : t.text)).join("");
  if ("paragraph" in block) return runs(block.paragraph);
  return ("list" in block ? block.list : block.steps).map(runs).join("\n");
}
