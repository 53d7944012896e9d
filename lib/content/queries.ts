// Ordering, paging and "related" for stories and videos. Pure functions over the built content,
// so the rules are tested without a build (tests/content-queries.test.ts).

/** Stories, NEWS, OPINION and every listing page show this many items a page (issue 11). */
export const ARTICLES_PER_PAGE = 12;

interface Dated {
  slug: string;
  date: string;
}

/** Newest first; the same day falls back to the slug so the order never wobbles. */
export function newestFirst<T extends Dated>(items: readonly T[]): T[] {
  return [...items].sort((a, b) => b.date.localeCompare(a.date) || a.slug.localeCompare(b.slug));
}

/** The page number in `?page=`: 1 when absent; null when it is not a whole number ≥ 1. */
export function parsePageParam(value: string | string[] | undefined): number | null {
  if (value === undefined) return 1;
  const raw = Array.isArray(value) ? value[0] : value;
  return /^[1-9]\d{0,4}$/.test(raw ?? "") ? Number(raw) : null;
}

export interface Page<T> {
  items: T[];
  page: number;
  pageCount: number;
  perPage: number;
  total: number;
}

/** One page of a list, or null when the page is past the end (a 404). Page 1 always exists. */
export function paginate<T>(items: readonly T[], page: number, perPage = ARTICLES_PER_PAGE): Page<T> | null {
  const pageCount = Math.max(1, Math.ceil(items.length / perPage));
  if (page < 1 || page > pageCount) return null;
  return { items: items.slice((page - 1) * perPage, page * perPage), page, pageCount, perPage, total: items.length };
}

interface Relatable extends Dated {
  section?: string;
  topics?: readonly string[];
  theme?: string;
  products: readonly string[];
}

/**
 * Other items most like this one: shared topics count most, then a shared product, then the
 * same section or theme; ties go to the newest.
 */
export function related<T extends Relatable>(item: T, all: readonly T[], limit = 3): T[] {
  const score = (other: T) =>
    (other.topics ?? []).filter((topic) => item.topics?.includes(topic)).length * 4 +
    (other.products.some((slug) => item.products.includes(slug)) ? 2 : 0) +
    (other.section !== undefined && other.section === item.section ? 1 : 0) +
    (other.theme !== undefined && other.theme === item.theme ? 1 : 0);
  return newestFirst(all.filter((other) => other.slug !== item.slug))
    .map((other, index) => ({ other, index, points: score(other) }))
    .sort((a, b) => b.points - a.points || a.index - b.index)
    .slice(0, limit)
    .map(({ other }) => other);
}
