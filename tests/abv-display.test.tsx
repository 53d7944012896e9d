// @vitest-environment jsdom
// Every place a drink's strength is shown uses one formatter (lib/catalogue/abv.ts): product
// cards, the product page (with its link to the explainer), basket lines and the ABV filter; the
// explainer's arithmetic; and UI copy that never calls a 0.5% drink "none of the alcohol".
import { readFileSync, readdirSync, statSync } from "node:fs";
import { join } from "node:path";
import { act, cleanup, render, screen, within } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import MiniCart from "@/components/cart/MiniCart";
import { AbvExplainer } from "@/components/shop/AbvExplainer";
import { FilterPanel } from "@/components/shop/FilterPanel";
import { ProductCard } from "@/components/shop/ProductCard";
import { ProductDetailView } from "@/components/shop/ProductDetailView";
import { ABV_EXPLAINER_PATH, abvNumber, formatAbv, lineAbv } from "@/lib/catalogue/abv";
import { BOTTLE_SHARE_OF_GLASS, CANS_PER_PINT, WEAK_CANS_PER_PINT, figure, pureAlcoholMl, unitsOf } from "@/lib/catalogue/abv-units";
import { parseShopFilters } from "@/lib/catalogue/filters";
import type { ProductDetail, ProductSummary } from "@/lib/catalogue/types";
import { cartAmounts } from "@/lib/cart/amounts";
import type { CartItem } from "@/lib/cart/types";
import { useCartStore } from "@/stores/cart";
import { cartItem } from "./support/cart-item";

vi.mock("next/navigation", async (importOriginal) => ({
  ...(await importOriginal<typeof import("next/navigation")>()),
  useRouter: () => ({ push: vi.fn(), replace: vi.fn(), refresh: vi.fn(), prefetch: vi.fn(), back: vi.fn(), forward: vi.fn() }),
}));

afterEach(cleanup);

describe("formatAbv", () => {
  it("states the exact ABV with at least one decimal and no padding zeros", () => {
    expect(formatAbv(0)).toBe("0.0% ABV");
    expect(formatAbv(0.05)).toBe("0.05% ABV");
    expect(formatAbv(0.5)).toBe("0.5% ABV");
    expect(formatAbv(0.45)).toBe("0.45% ABV");
    expect(formatAbv(1.2)).toBe("1.2% ABV");
    expect(formatAbv(4)).toBe("4.0% ABV");
    // numeric(3,2) values arrive as numbers; float noise never shows.
    expect(formatAbv(0.1 + 0.2)).toBe("0.3% ABV");
    expect(abvNumber(Number.NaN)).toBe("0.0");
  });
});

const summary: ProductSummary = {
  sku: "AFB-LAG-001",
  slug: "test-lager",
  name: "Test Lager",
  brand: "Test Brewery",
  container: "can",
  sizeMl: 330,
  pricePence: 199,
  isVatable: true,
  stock: 20,
  lowStockThreshold: 12,
  imageUrl: "/images/products/test-lager.svg",
  boxType: "boxType_330",
  categorySlug: "alcohol-free-lagers",
  categoryName: "Lagers",
  packKinds: ["single", "multipack"],
  abv: 0.5,
};

describe("where the ABV shows", () => {
  it("on a product card, beside size and packs", () => {
    render(<ProductCard product={summary} />);
    expect(screen.getByTestId("product-abv")).toHaveTextContent("0.5% ABV");
    render(<ProductCard product={{ ...summary, slug: "zero", abv: 0 }} />);
    expect(screen.getAllByTestId("product-abv")[1]).toHaveTextContent("0.0% ABV");
  });

  it("on a product page, with a link to the explainer next to it", () => {
    const detail: ProductDetail = {
      ...summary,
      abv: 0.05,
      description: "A lager.",
      tastingNotes: "Malt.",
      ingredients: "Water, malt, hops, yeast.",
      packs: [{ kind: "single", multipackSku: null, quantity: 1, pricePence: 199 }],
      colours: { body: "#000", label: "#fff", accent: "#f00" },
      categories: [],
      facts: null,
      allergens: "",
      nutrition: { energyKcal: null, sugarsG: null },
      origin: "",
      seoTitle: "",
      seoDescription: "",
    };
    render(<ProductDetailView product={detail} related={[]} />);
    expect(screen.getByTestId("product-abv")).toHaveTextContent(/^0\.05% ABV$/);
    expect(screen.getByRole("link", { name: "What 0.05% ABV means" })).toHaveAttribute("href", ABV_EXPLAINER_PATH);
  });

  it("on a basket line", async () => {
    const withAbv = { ...cartItem("Test Lager", 199, 2), abv: 0.5 } as CartItem;
    const saved = cartItem("Old Line", 250, 1, 1, "SKU-OLD");
    expect(lineAbv(withAbv)).toBe(0.5);
    expect(lineAbv(saved)).toBeUndefined();
    HTMLDialogElement.prototype.showModal ??= function (this: HTMLDialogElement) {
      this.setAttribute("open", "");
    };
    HTMLDialogElement.prototype.close ??= function (this: HTMLDialogElement) {
      this.removeAttribute("open");
    };
    const items = [withAbv, saved];
    const cart = { id: null, items, discounts: [], amounts: cartAmounts(items, "standard") } as unknown as NonNullable<ReturnType<typeof useCartStore.getState>["cart"]>;
    act(() => useCartStore.setState({ cart, isMiniCartOpen: true }));
    render(<MiniCart />);
    const lines = await screen.findAllByTestId("cart-line");
    expect(within(lines[0]).getByText(/Single · £1\.99 · 0\.5% ABV/)).toBeInTheDocument();
    // A line saved before the server sent ABVs shows none until the next sync fills it in.
    expect(lines[1]).not.toHaveTextContent("ABV");
  });

  it("as a filter on every listing, with the current choice ticked", () => {
    render(<FilterPanel action="/shop/all-alcohol-free-beers" filters={parseShopFilters({ abv: "0.05" })} subcategories={[]} sizes={[330]} activeCount={1} />);
    const group = screen.getByRole("group", { name: "Alcohol (ABV)" });
    const radios = within(group).getAllByRole("radio");
    expect(radios.map((radio) => (radio as HTMLInputElement).value)).toEqual(["", "0", "0.05", "0.5"]);
    expect(within(group).getByRole("radio", { name: "Up to 0.05%" })).toBeChecked();
    expect(within(group).getByRole("link", { name: /What 0\.0%, 0\.05% and 0\.5% mean/ })).toHaveAttribute("href", ABV_EXPLAINER_PATH);
  });
});

describe("the explainer", () => {
  it("does the pint-and-can sums right", () => {
    expect(pureAlcoholMl(568, 4)).toBeCloseTo(22.72);
    expect(unitsOf(568, 4)).toBeCloseTo(2.272);
    expect(pureAlcoholMl(330, 0.5)).toBeCloseTo(1.65);
    expect(unitsOf(330, 0.5)).toBeCloseTo(0.165);
    expect(CANS_PER_PINT).toBe(14); // 22.72 / 1.65 = 13.8
    expect(WEAK_CANS_PER_PINT).toBe(138); // 22.72 / 0.165 = 137.7
    expect(BOTTLE_SHARE_OF_GLASS).toBeLessThan(0.2); // 3.75 ml against 21 ml: "less than a fifth"
    expect(unitsOf(330, 0.5)).toBeLessThan(0.2); // "less than a fifth of a unit's difference" between 0.5% and 0.0%
    expect(figure(22.72)).toBe("22.7");
    expect(figure(0.165)).toBe("0.165");
  });

  it("has one h1, a heading for each question, and says what it must", () => {
    render(<AbvExplainer />);
    expect(screen.getAllByRole("heading", { level: 1 })).toHaveLength(1);
    const h2s = screen.getAllByRole("heading", { level: 2 }).map((h) => h.textContent);
    expect(h2s).toEqual(["Three numbers, three meanings", "How much alcohol is 0.5%?", "Who should choose 0.0%", "Why we still sell 0.5%", "Finding the strength you want", "Browse the aisles"]);
    const text = document.body.textContent!.replace(/\s+/g, " ");
    expect(text).toContain("A pint (568 ml) of 4% beer holds 22.7 ml, about 2.27 units");
    expect(text).toContain("A 330 ml can at 0.5% holds 1.65 ml, or 0.165 of a unit");
    expect(text).toContain("about 14 cans of 0.5% beer");
    expect(text).toContain("the safest approach is not to drink alcohol at all");
    expect(text).toMatch(/consulted on raising the “alcohol-free” limit/);
    expect(text).not.toMatch(/none of the alcohol/i);
    const table = screen.getByRole("table", { name: "Pure alcohol and UK units in common drinks" });
    expect(within(table).getByRole("row", { name: /A pint of 4% beer/ })).toHaveTextContent("22.7 ml2.27");
  });
});

describe("shop copy", () => {
  const files = (dir: string): string[] =>
    readdirSync(dir).flatMap((name) => {
      const path = join(dir, name);
      return statSync(path).isDirectory() ? files(path) : /\.tsx?$/.test(name) ? [path] : [];
    });

  it("never says a drink has none of the alcohol, or that some beers are 0.0%", () => {
    const sources = [...files("app"), ...files("components"), "lib/catalogue/taxonomy.ts"];
    const offending = sources.filter((path) => /none of the alcohol|free of alcohol|some of our beers are 0\.0/i.test(readFileSync(path, "utf8")));
    expect(offending).toEqual([]);
  });
});
