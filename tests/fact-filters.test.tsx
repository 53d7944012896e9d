// @vitest-environment jsdom
// The structured-fact filters in the URL ("Swap it for", dietary, "Good with"), read leniently like
// the others, and the facts as the product page and the filter panel show them.
import { cleanup, render, screen, within } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { FilterPanel } from "@/components/shop/FilterPanel";
import { activeFilterCount } from "@/components/shop/ProductListing";
import { ProductFactsList } from "@/components/shop/ProductDetailView";
import { FILTER_PARAM_KEYS, filtersToQuery, hasListingParams, parseShopFilters, readDietary, readGoodWith, readStandIn } from "@/lib/catalogue/filters";
import { PRODUCT_FACTS } from "@/lib/catalogue/product-facts-data";

afterEach(cleanup);

/** URLSearchParams → the record Next hands a page, keeping repeated keys. */
function paramsOf(query: string): Record<string, string | string[]> {
  const params = new URLSearchParams(query);
  return Object.fromEntries([...new Set(params.keys())].map((key) => [key, params.getAll(key).length > 1 ? params.getAll(key) : params.get(key)!]));
}

describe("fact filters in the URL", () => {
  it("read keys, labels, accents, plurals and common aliases", () => {
    expect(readStandIn("gin")).toBe("gin");
    expect(readStandIn(" Bitter Aperitif ")).toBe("bitter-aperitif");
    expect(readStandIn("Rosé")).toBe("rose-wine");
    expect(readStandIn("G&T")).toBe("gin-and-tonic");
    expect(readStandIn("IPAs")).toBe("ipa");
    expect(readStandIn("whiskey")).toBe("whisky");
    expect(readStandIn("crème de cassis")).toBe("creme-de-cassis");
    expect(readStandIn("alcopop")).toBeNull();
    expect(readDietary("Gluten free")).toBe("gluten-free");
    expect(readDietary("GF")).toBe("gluten-free");
    expect(readDietary("VEGAN")).toBe("vegan");
    expect(readDietary("0.0")).toBeNull();
    expect(readGoodWith("a Sunday roast")).toBe("sunday-roast");
    expect(readGoodWith("Sunday roast")).toBe("sunday-roast");
    expect(readGoodWith("BBQ")).toBe("barbecue");
    expect(readGoodWith("curry")).toBe("curry");
    expect(readGoodWith("sofa")).toBeNull();
  });

  it("parse repeated and comma-separated values, drop unknown ones and repeats, in vocabulary order", () => {
    const filters = parseShopFilters({ swap: ["rum,Gin", "gin", "nonsense"], diet: "gluten-free,vegan,keto", with: ["curry", "", "x".repeat(500)] });
    expect(filters.swap).toEqual(["gin", "rum"]);
    expect(filters.diet).toEqual(["vegan", "gluten-free"]);
    expect(filters.goodWith).toEqual(["curry"]);
    expect(parseShopFilters({ swap: "%00'; drop table products;--", diet: ["", " "], with: "<script>" })).toMatchObject({ swap: [], diet: [], goodWith: [] });
  });

  it("round-trip through the query string, count as active filters and make a listing a filtered one", () => {
    const filters = parseShopFilters({ swap: ["gin", "rum"], diet: "vegan", with: "curry", sort: "name" });
    const query = filtersToQuery(filters);
    expect(query).toBe("?swap=gin&swap=rum&diet=vegan&with=curry&sort=name");
    expect(parseShopFilters(paramsOf(query))).toEqual(filters);
    expect(activeFilterCount(filters)).toBe(4);
    expect(hasListingParams(parseShopFilters({ diet: "vegan" }))).toBe(true);
    expect(hasListingParams(parseShopFilters({ diet: "keto" }))).toBe(false);
    expect(filtersToQuery(filters, { swap: [], diet: [], goodWith: [] })).toBe("?sort=name");
    for (const key of ["swap", "diet", "with"]) expect(FILTER_PARAM_KEYS).toContain(key);
  });
});

describe("facts on the page", () => {
  it("the product page lists swap, good with, serve, style and dietary facts in a definition list", () => {
    const facts = PRODUCT_FACTS["juniper-moor-dry-botanical"];
    render(<ProductFactsList facts={facts} abv={0} />);
    const section = screen.getByRole("region", { name: "How to enjoy it" });
    const list = within(section).getByTestId("product-facts");
    expect(list.tagName).toBe("DL");
    const text = (term: string) => within(list).getByText(term).nextElementSibling?.textContent;
    expect(text("Swap it for")).toBe("gin in a G&T");
    expect(text("Good with")).toBe("aperitif hour, summer in the garden and curry");
    expect(text("Serve")).toMatch(/tonic/);
    expect(text("Style")).toBe("Dry, medium-bodied");
    expect(within(list).getAllByRole("listitem").map((li) => li.textContent)).toEqual(["Vegan", "Gluten-free", "0.0% alcohol"]);
  });

  it("leaves out rows with nothing to say", () => {
    render(<ProductFactsList facts={PRODUCT_FACTS["wendleby-brewing-co-crisp-lager"]} abv={0.5} />);
    expect(screen.queryByText("Dietary")).toBeNull();
    expect(screen.getByText("Swap it for").nextElementSibling).toHaveTextContent("lager");
  });

  it("the filter panel offers only the facts the listing has, and keeps a chosen one to untick", () => {
    const filters = parseShopFilters({ swap: "rum" });
    render(<FilterPanel action="/shop/x" filters={filters} subcategories={[]} sizes={[]} facets={{ swap: ["gin", "tequila"], diet: ["vegan"], goodWith: ["sunday-roast"] }} activeCount={1} />);
    const swap = screen.getByRole("group", { name: "Swap it for" });
    expect(within(swap).getAllByRole("checkbox").map((box) => (box as HTMLInputElement).value)).toEqual(["gin", "rum", "tequila"]);
    expect(within(swap).getByRole("checkbox", { name: "Rum" })).toBeChecked();
    expect(within(screen.getByRole("group", { name: "Good with" })).getByRole("checkbox", { name: "Sunday roast" })).toHaveAttribute("name", "with");
    expect(within(screen.getByRole("group", { name: "Dietary" })).getByRole("checkbox", { name: "Vegan" })).toHaveAttribute("name", "diet");
    cleanup();
    render(<FilterPanel action="/shop/x" filters={parseShopFilters({})} subcategories={[]} sizes={[]} activeCount={0} />);
    expect(screen.queryByRole("group", { name: "Swap it for" })).toBeNull();
  });
});
