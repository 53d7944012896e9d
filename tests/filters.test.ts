import { describe, expect, it } from "vitest";
import { MAX_QUERY_LENGTH, filtersToQuery, hasListingParams, parseShopFilters, sanitiseQuery } from "@/lib/catalogue/filters";
import { pageWindow } from "@/components/page/Pagination";
import { prefixTsQuery } from "@/lib/server/catalogue/catalogue";
import { boxTypeForContainer } from "@/lib/cart/boxes";

describe("parseShopFilters", () => {
  it("gives defaults for an empty URL", () => {
    expect(parseShopFilters({})).toEqual({ sub: [], minPricePence: null, maxPricePence: null, sizes: [], packs: [], inStock: false, maxAbv: null, swap: [], diet: [], goodWith: [], sort: "featured", page: 1, q: "" });
  });

  it("reads every filter, repeated or comma-separated", () => {
    const filters = parseShopFilters({ sub: ["alcohol-free-lagers", "alcohol-free-stouts-ales"], min: "1.5", max: "3", size: "330,440", pack: ["multipack", "case"], stock: "1", sort: "price-desc", page: "3" });
    expect(filters).toMatchObject({
      sub: ["alcohol-free-lagers", "alcohol-free-stouts-ales"],
      minPricePence: 150,
      maxPricePence: 300,
      sizes: [330, 440],
      packs: ["multipack", "case"],
      inStock: true,
      sort: "price-desc",
      page: 3,
    });
  });

  it("clamps or ignores out-of-range and malformed values", () => {
    const filters = parseShopFilters({ min: "-4", max: "1e9", size: "abc,-1,99999,330", pack: "crate", sort: "random", page: "-2", sub: ["%", "'; drop", "ok-slug"] });
    expect(filters).toMatchObject({ minPricePence: null, maxPricePence: 100_000, sizes: [330], packs: [], sort: "featured", page: 1, sub: ["ok-slug"] });
    expect(parseShopFilters({ page: "NaN" }).page).toBe(1);
    expect(parseShopFilters({ page: "99999999" }).page).toBe(10_000);
  });

  it("swaps a minimum above the maximum", () => {
    expect(parseShopFilters({ min: "20", max: "5" })).toMatchObject({ minPricePence: 500, maxPricePence: 2000 });
  });

  it("sorts a search by relevance unless told otherwise, and never sorts a listing by it", () => {
    expect(parseShopFilters({ q: "gin" }).sort).toBe("relevance");
    expect(parseShopFilters({ q: "gin", sort: "name" }).sort).toBe("name");
    expect(parseShopFilters({ sort: "relevance" }).sort).toBe("featured");
  });
});

describe("sanitiseQuery", () => {
  it("caps the length, folds spaces and drops control characters", () => {
    expect(sanitiseQuery("  dry \n\t rosé\u0000 ")).toBe("dry rosé");
    expect(sanitiseQuery("x".repeat(10_000))).toHaveLength(MAX_QUERY_LENGTH);
    expect(sanitiseQuery(undefined)).toBe("");
  });

  it("builds a prefix tsquery of letters and digits only", () => {
    expect(prefixTsQuery("Dry rosé 0.0%")).toBe("dry:* & rosé:* & 0:* & 0:*");
    expect(prefixTsQuery("'; DROP TABLE x; --")).toBe("drop:* & table:* & x:*");
    expect(prefixTsQuery("🍷 !!! ()")).toBeNull();
  });
});

describe("filtersToQuery", () => {
  it("round-trips through the URL and leaves out defaults", () => {
    const filters = parseShopFilters({ sub: "alcohol-free-lagers", min: "2", size: ["330", "440"], pack: "multipack", stock: "1", sort: "newest", page: "2" });
    const query = filtersToQuery(filters, { page: 2 });
    expect(parseShopFilters(Object.fromEntries([...new URLSearchParams(query).keys()].map((k) => [k, new URLSearchParams(query).getAll(k)])))).toEqual(filters);
    expect(filtersToQuery(parseShopFilters({}))).toBe("");
    expect(filtersToQuery(parseShopFilters({ q: "gin" }))).toBe("?q=gin");
  });

  it("resets to page 1 when a filter changes", () => {
    const filters = parseShopFilters({ page: "4", sort: "name" });
    expect(filtersToQuery(filters, { sort: "price-asc" })).toBe("?sort=price-asc");
  });

  it("knows when a URL changes a listing", () => {
    expect(hasListingParams(parseShopFilters({}))).toBe(false);
    expect(hasListingParams(parseShopFilters({ page: "2" }))).toBe(true);
    expect(hasListingParams(parseShopFilters({ q: "gin" }))).toBe(false);
  });
});

describe("shop helpers", () => {
  it("puts containers in the right box", () => {
    expect([150, 330, 440, 500, 700, 750].map(boxTypeForContainer)).toEqual(["boxType_330", "boxType_330", "boxType_500", "boxType_500", "boxType_750", "boxType_750"]);
  });

  it("shows a window of page links with gaps", () => {
    expect(pageWindow(1, 1)).toEqual([1]);
    expect(pageWindow(1, 8)).toEqual([1, 2, 3, "gap", 8]);
    expect(pageWindow(5, 10)).toEqual([1, "gap", 3, 4, 5, 6, 7, "gap", 10]);
    expect(pageWindow(8, 8)).toEqual([1, "gap", 6, 7, 8]);
  });
});
