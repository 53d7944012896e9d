// The pure rules of verified-buyer reviews (issue 28.1): what a review may say, how the ratings
// add up, how reviews are ordered, and how the author and the purchase are named. Shared by the
// server, the browser and the tests.
import { REVIEW_LIMITS, type RatingSummary, type ReviewInput, type ReviewSort, type Stars } from "./contract";

export type ReviewField = keyof ReviewInput;

/** Collapses runs of spaces in a one-line field and trims; keeps a body's line breaks (Markdown) but trims it. */
export const cleanTitle = (title: string) => title.replace(/\s+/g, " ").trim();
export const cleanBody = (body: string) => body.replace(/\r\n?/g, "\n").trim();

/** Length as a reader counts it (an emoji is one character, not two). */
export const charCount = (text: string) => Array.from(text).length;

/** A sentence per field that is wrong (empty when the review may be sent). Applied to cleaned text. */
export function reviewInputProblems(input: ReviewInput): Partial<Record<ReviewField, string>> {
  const problems: Partial<Record<ReviewField, string>> = {};
  const { ratingMin, ratingMax, titleMin, titleMax, bodyMin, bodyMax } = REVIEW_LIMITS;
  if (!Number.isInteger(input.rating) || input.rating < ratingMin || input.rating > ratingMax) {
    problems.rating = `Choose a rating from ${ratingMin} to ${ratingMax} stars.`;
  }
  const title = charCount(cleanTitle(input.title));
  if (title < titleMin || title > titleMax) problems.title = `Give your review a title of ${titleMin} to ${titleMax} characters.`;
  const body = charCount(cleanBody(input.body));
  if (body < bodyMin) problems.body = `Write at least ${bodyMin} characters (${body} so far).`;
  else if (body > bodyMax) problems.body = `Keep your review to ${bodyMax.toLocaleString("en-GB")} characters (${body.toLocaleString("en-GB")} now).`;
  return problems;
}

const STARS: Stars[] = [5, 4, 3, 2, 1];

/**
 * The product's rating from its published reviews' ratings: the count, the mean to one decimal
 * place (null with none; halves round up: 4.25 → 4.3) and how many gave each star, five first.
 * Ratings outside 1–5 or not whole are ignored (the database refuses them anyway).
 */
export function summariseRatings(ratings: readonly number[]): RatingSummary {
  const valid = ratings.filter((rating): rating is Stars => Number.isInteger(rating) && rating >= 1 && rating <= 5);
  const count = valid.length;
  const total = valid.reduce((sum, rating) => sum + rating, 0);
  const average = count === 0 ? null : Math.round((total * 10) / count) / 10;
  return { count, average, distribution: STARS.map((stars) => ({ stars, count: valid.filter((rating) => rating === stars).length })) };
}

/** The summary from per-star counts (what the database answers), as summariseRatings would. */
export function summaryFromCounts(counts: Partial<Record<number, number>>): RatingSummary {
  const ratings = STARS.flatMap((stars) => Array<number>(Math.max(0, counts[stars] ?? 0)).fill(stars));
  return summariseRatings(ratings);
}

/** "4.3 out of 5", or "No ratings yet". */
export function averageText(summary: RatingSummary): string {
  return summary.average === null ? "No ratings yet" : `${summary.average.toFixed(1)} out of 5`;
}

/** "1 review", "12 reviews". */
export const reviewCountText = (count: number) => `${count.toLocaleString("en-GB")} ${count === 1 ? "review" : "reviews"}`;

/** "4 out of 5 stars". */
export const starsText = (rating: number) => `${rating} out of 5 stars`;

/** Share of the reviews with this many stars, as a whole percentage (for the distribution bars). */
export const distributionPercent = (count: number, total: number) => (total === 0 ? 0 : Math.round((count / total) * 100));

/** "March 2026", in UK time. */
export const purchaseMonth = (iso: string) => new Intl.DateTimeFormat("en-GB", { month: "long", year: "numeric", timeZone: "Europe/London" }).format(new Date(iso));

/** "Verified purchase, March 2026": the month the author's order was placed (UK time). */
export const verifiedPurchaseLabel = (purchasedAtIso: string) => `Verified purchase, ${purchaseMonth(purchasedAtIso)}`;

/** "12 March 2026" (UK time). */
export const reviewDate = (iso: string) => new Intl.DateTimeFormat("en-GB", { dateStyle: "long", timeZone: "Europe/London" }).format(new Date(iso));

const EMAILISH = /@|\bhttps?:/i;

/**
 * The name a review is shown under, from the name on the author's account: first name and last
 * initial ("Ada Lovelace" → "Ada L."; "Ada" → "Ada"). Never an email: a name that looks like
 * one, or no name, gives "Verified buyer".
 */
export function reviewAuthorName(name: string | null | undefined): string {
  const words = (name ?? "").replace(/[\u0000-\u001f\u007f]/g, "").trim().split(/\s+/).filter(Boolean);
  if (words.length === 0 || words.some((word) => EMAILISH.test(word))) return "Verified buyer";
  const first = Array.from(words[0]).slice(0, 30).join("");
  if (words.length === 1) return first;
  const initial = Array.from(words.at(-1)!)[0]?.toLocaleUpperCase("en-GB") ?? "";
  return /\p{L}/u.test(initial) ? `${first} ${initial}.` : first;
}

/** What ordering needs of a review. */
export interface Sortable {
  id: string;
  rating: number;
  createdAt: string;
}

/**
 * The one ordering of each sort, used by the database's queries and the page alike: newest by
 * date; highest and lowest by rating, then newest first; the id breaks any tie.
 */
export function compareReviews(sort: ReviewSort): (a: Sortable, b: Sortable) => number {
  const byNewest = (a: Sortable, b: Sortable) => Date.parse(b.createdAt) - Date.parse(a.createdAt) || (a.id < b.id ? 1 : a.id > b.id ? -1 : 0);
  if (sort === "highest") return (a, b) => b.rating - a.rating || byNewest(a, b);
  if (sort === "lowest") return (a, b) => a.rating - b.rating || byNewest(a, b);
  return byNewest;
}

/** A sorted copy. */
export function sortReviews<T extends Sortable>(reviews: readonly T[], sort: ReviewSort): T[] {
  return [...reviews].sort(compareReviews(sort));
}
