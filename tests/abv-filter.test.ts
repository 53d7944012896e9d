// The ABV filter's URL parameter (lib/catalogue/filters.ts): read leniently like the other
// filters, never looser than asked, round-tripped through the URL, and counted as a listing
// parameter so /shop/<category>?abv=… is served by the filtered twin (next.config.ts).
import { describe, expect, it } from "vitest";
import { ABV_LIMITS, FILTER_PARAM_KEYS, filtersToQuery, hasListingParams, parseAbvLimit, parseShopFilters } from "@/lib/catalogue/filters";
import { activeFilterCount } from "@/components/shop/ProductListing";

describe("parseAbvLimit", () => {
  it("reads the three limits in the forms people type", () => {
    for (const raw of ["0", "0.0", "00", ".0", "0%", "0.0 %", "0.0% ABV", " 0 "]) expect(parseAbvLimit(raw), raw).toBe(0);
    for (const raw of ["0.05", "0.050", "0.05%", "0,05", ".05"]) expect(parseAbvLimit(raw), raw).toBe(0.05);
    for (const raw of ["0.5", "0.50", "0,5", "0.5%", "0.5 abv"]) expect(parseAbvLimit(raw), raw).toBe(0.5);
  });

  it("takes the stricter limit for a value between two, so it never shows a stronger drink than asked", () => {
    expect(parseAbvLimit("0.01")).toBe(0);
    expect(parseAbvLimit("0.1")).toBe(0.05);
    expect(parseAbvLimit("0.49")).toBe(0.05);
    expect(parseAbvLimit("1.2")).toBe(0.5);
    expect(parseAbvLimit("40")).toBe(0.5);
  });

  it("ignores nonsense, negatives and the empty 'Any' choice", () => {
    for (const raw of [undefined, "", "any", "-1", "-0.5", "abc", "0.5.5", "1e3", "NaN", "Infinity", "0x1", "'; drop table"]) {
      expect(parseAbvLimit(raw), String(raw)).toBeNull();
    }
  });
});

describe("the abv parameter in a listing's filters", () => {
  it("is absent by default and parsed from the URL", () => {
    expect(parseShopFilters({}).maxAbv).toBeNull();
    expect(parseShopFilters({ abv: "0.05" }).maxAbv).toBe(0.05);
    // A decimal comma is one value, not a list; a repeated parameter takes the first.
    expect(parseShopFilters({ abv: "0,5" }).maxAbv).toBe(0.5);
    expect(parseShopFilters({ abv: ["0", "0.5"] }).maxAbv).toBe(0);
  });

  it("round-trips through the URL with the other filters", () => {
    for (const limit of ABV_LIMITS) {
      const filters = parseShopFilters({ abv: limit.key, stock: "1", sort: "name" });
      const query = filtersToQuery(filters);
      expect(query).toContain(`abv=${limit.key}`);
      expect(parseShopFilters(Object.fromEntries(new URLSearchParams(query)))).toEqual(filters);
    }
    expect(filtersToQuery(parseShopFilters({ abv: "any" }))).toBe("");
    expect(filtersToQuery(parseShopFilters({ abv: "0" }), { maxAbv: null })).toBe("");
  });

  it("makes a listing a filtered one and counts as an active filter", () => {
    expect(FILTER_PARAM_KEYS).toContain("abv");
    expect(hasListingParams(parseShopFilters({ abv: "0" }))).toBe(true);
    expect(hasListingParams(parseShopFilters({ abv: "nonsense" }))).toBe(false);
    expect(activeFilterCount(parseShopFilters({ abv: "0.5", stock: "1" }))).toBe(2);
  });
});
