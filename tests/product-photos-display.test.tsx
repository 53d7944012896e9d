// @vitest-environment jsdom
// Staff photos in the shop (issue 36 part 2): a card shows the product's first photo instead of
// its illustration, the product page shows every photo with staff's alt text, both offer WebP and
// the original's format in every stored width with width and height set; a product without
// photos keeps its generated illustration.
import { cleanup, render, screen, within } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { ProductCard } from "@/components/shop/ProductCard";
import { ProductDetailView } from "@/components/shop/ProductDetailView";
import type { ProductDetail, ProductSummary } from "@/lib/catalogue/types";

vi.mock("next/navigation", async (importOriginal) => ({
  ...(await importOriginal<typeof import("next/navigation")>()),
  useRouter: () => ({ push: vi.fn(), replace: vi.fn(), refresh: vi.fn(), prefetch: vi.fn(), back: vi.fn(), forward: vi.fn() }),
}));

afterEach(cleanup);

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
  packKinds: ["single"],
  abv: 0.5,
};
const front = { id: 41, alt: "A can of Test Lager on a wooden bar", format: "jpeg" as const, width: 1000, height: 800 };
const back = { id: 42, alt: "The back of the can, listing ingredients", format: "png" as const, width: 700, height: 1400 };

const detail = (photos: ProductDetail["photos"]): ProductDetail => ({
  ...summary,
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
  photos,
});

describe("staff photos in the shop", () => {
  it("a card shows the first photo, in WebP and JPEG at each width up to the original's, sized so nothing shifts", () => {
    const { container } = render(<ProductCard product={{ ...summary, photo: front, imageUrl: "/media/products/41-960.jpg" }} />);
    const source = container.querySelector("picture source")!;
    expect(source).toHaveAttribute("type", "image/webp");
    expect(source).toHaveAttribute("srcset", "/media/products/41-320.webp 320w, /media/products/41-640.webp 640w, /media/products/41-960.webp 960w");
    const image = container.querySelector("picture img")!;
    expect(image).toHaveAttribute("src", "/media/products/41-960.jpg");
    expect(image).toHaveAttribute("srcset", "/media/products/41-320.jpg 320w, /media/products/41-640.jpg 640w, /media/products/41-960.jpg 960w");
    expect(image).toHaveAttribute("sizes", "(min-width: 1200px) 300px, (min-width: 640px) 33vw, 50vw");
    expect(image).toHaveAttribute("width", "960");
    expect(image).toHaveAttribute("height", "768");
    // The card's name is its text; the picture beside it is decorative there.
    expect(image).toHaveAttribute("alt", "");
    expect(container.querySelector('img[src$=".svg"]')).toBeNull();
  });

  it("a card without a photo keeps the generated illustration", () => {
    const { container } = render(<ProductCard product={{ ...summary, photo: null }} />);
    expect(container.querySelector("picture")).toBeNull();
    expect(container.querySelector("img")).toHaveAttribute("src", "/images/products/test-lager.svg");
  });

  it("the product page shows every photo in staff's order with staff's alt text", () => {
    render(<ProductDetailView product={detail([back, front])} related={[]} />);
    const gallery = screen.getByTestId("product-photos");
    const images = within(gallery).getAllByRole("img");
    expect(images.map((image) => image.getAttribute("alt"))).toEqual([back.alt, front.alt]);
    expect(images[0]).toHaveAttribute("src", "/media/products/42-640.png");
    expect(images[0]).toHaveAttribute("width", "640");
    expect(images[0]).toHaveAttribute("height", "1280");
    expect(images[0]).toHaveAttribute("fetchpriority", "high");
    expect(images[1]).toHaveAttribute("loading", "lazy");
    expect(screen.queryByAltText("Test Brewery Test Lager, 330 ml can")).toBeNull();
  });

  it("a product page without photos keeps the illustration and its description", () => {
    render(<ProductDetailView product={detail([])} related={[]} />);
    expect(screen.queryByTestId("product-photos")).toBeNull();
    expect(screen.getByAltText("Test Brewery Test Lager, 330 ml can")).toHaveAttribute("src", "/images/products/test-lager.svg");
  });
});
