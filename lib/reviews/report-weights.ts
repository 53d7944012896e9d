// How much one customer's report of a review counts (issue 34.9, pure). Reports used to be counted
// one per account, so any two free accounts could take any review off the product page. Now each
// report carries a weight the server works out from what it knows of the reporter, and a review is
// held for staff when the weights add up to REPORT_HOLD_THRESHOLD. The numbers are chosen so that:
//   - two brand-new accounts do not hold a review (1 + 1 < 6): silencing a customer must cost more
//     than two sign-ups;
//   - a verified buyer and a new account do not either (3 + 1 < 6), nor a buyer and an established
//     account (3 + 2 < 6): one real customer's dislike plus a sock puppet is not enough;
//   - two verified buyers do (3 + 3 = 6), as two reports always did before, and so do three
//     established accounts (2 + 2 + 2) or six new ones: a pile-on still reaches staff;
//   - staff count as the whole threshold: they could hide it from the back office anyway.
// Whole numbers, because review_reports.weight is a smallint.

/** A reporter with a dispatched order of their own (someone who has really bought from us). */
export const VERIFIED_BUYER_REPORT_WEIGHT = 3;
/** An account at least ESTABLISHED_ACCOUNT_DAYS old, with no dispatched order. */
export const ESTABLISHED_REPORT_WEIGHT = 2;
/** A new account with no dispatched order: what a throwaway looks like. */
export const NEW_ACCOUNT_REPORT_WEIGHT = 1;
/** The summed weight that holds a published review for staff: two verified buyers' worth. */
export const REPORT_HOLD_THRESHOLD = 2 * VERIFIED_BUYER_REPORT_WEIGHT;
/** A member of staff's report holds the review at once. */
export const STAFF_REPORT_WEIGHT = REPORT_HOLD_THRESHOLD;
/** An account this old (from its Firebase creation time) counts as established: throwaways are rarely kept this long. */
export const ESTABLISHED_ACCOUNT_DAYS = 30;

export interface ReporterStanding {
  staff: boolean;
  /** Has an order of their own that has been dispatched. */
  verifiedBuyer: boolean;
  /** Whole days since the account was made; null when unknown (counts as new). */
  accountAgeDays: number | null;
}

/** The weight of one report by this reporter. */
export function reportWeight({ staff, verifiedBuyer, accountAgeDays }: ReporterStanding): number {
  if (staff) return STAFF_REPORT_WEIGHT;
  if (verifiedBuyer) return VERIFIED_BUYER_REPORT_WEIGHT;
  if (accountAgeDays !== null && accountAgeDays >= ESTABLISHED_ACCOUNT_DAYS) return ESTABLISHED_REPORT_WEIGHT;
  return NEW_ACCOUNT_REPORT_WEIGHT;
}

/**
 * Whether the report that took the summed weight from `before` to `after` holds the review: only
 * the report that crosses the threshold does, so a review staff published again after a hold is
 * not held again by the next report.
 */
export const reportHoldsReview = (before: number, after: number) => before < REPORT_HOLD_THRESHOLD && after >= REPORT_HOLD_THRESHOLD;

/** Whole days between the account's creation and `now`; null when the creation time is unknown or unreadable. */
export function accountAgeDays(createdAt: string | Date | null | undefined, now = new Date()): number | null {
  if (!createdAt) return null;
  const created = new Date(createdAt).getTime();
  if (Number.isNaN(created)) return null;
  return Math.max(0, Math.floor((now.getTime() - created) / 86_400_000));
}
