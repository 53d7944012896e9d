/**
 * A revision id as an address gives it ("12" in a query or a path), or null: digits only, no
 * leading zero, within a safe integer. One parser for every kind of revision (stories, lessons,
 * videos), so "1e3", " 12" or "12.0" are refused the same way everywhere.
 */
export const revisionIdOf = (value: string | null | undefined): number | null => (value && /^[1-9]\d{0,14}$/.test(value) ? Number(value) : null);
