// Catalogue entities shared by the seed, the server queries and the shop pages.
import type { BoxType } from "../cart/types";
import type { ProductPhoto } from "../media/photo-urls";
import type { ProductFacts } from "./product-facts";

export type ContainerType = "bottle" | "can";
export type PackKind = "single" | "multipack" | "case";

export interface CategoryDefinition {
  /** The path after /shop/, e.g. "alcohol-free-red-wines". */
  slug: string;
  name: string;
  /** The top-level category's slug, or null for a top-level category. */
  parentSlug: string | null;
  description: string;
}

/** A product as the seed defines it. Pack SKUs derive from the product SKU (`${sku}-MP6`). */
export interface SeedProduct {
  /** Unique stock-keeping unit, e.g. "AFW-RED-001". */
  sku: string;
  /** Unique URL slug: the product page is /shop/products/<slug>. */
  slug: string;
  name: string;
  brand: string;
  /** Sub-category slugs; the first is the product's primary sub-category. */
  categorySlugs: string[];
  description: string;
  tastingNotes: string;
  ingredients: string;
  /** Alcohol by volume in percent: 0 or at most 0.5. */
  abv: number;
  container: ContainerType;
  sizeMl: number;
  /** Gross (VAT-inclusive) price of one bottle or can, in pence. */
  pricePence: number;
  isVatable: boolean;
  stock: number;
  /** Colours of the generated product illustration. */
  colours: { body: string; label: string; accent: string };
  /** Multipacks and cases: how many units, at what gross price in pence. */
  packs: { kind: Exclude<PackKind, "single">; quantity: number; pricePence: number }[];
  featured: boolean;
  /** When the product joined the range (ISO date): "newest" sorts by it. */
  addedOn: string;
}

export interface PackOption {
  kind: PackKind;
  /** null for the single unit (its SKU is the product's). */
  multipackSku: string | null;
  quantity: number;
  pricePence: number;
}

/** A product as listings show it. */
export interface ProductSummary {
  sku: string;
  slug: string;
  name: string;
  brand: string;
  container: ContainerType;
  sizeMl: number;
  pricePence: number;
  isVatable: boolean;
  stock: number;
  /** At or under this many units the shop says "Only n left" (staff set it per product). */
  lowStockThreshold: number;
  imageUrl: string;
  boxType: BoxType;
  categorySlug: string;
  categoryName: string;
  packKinds: PackKind[];
  /** Alcohol by volume in percent, exactly as the product is labelled (formatAbv shows it). */
  abv: number;
  /** The first staff photo (imageUrl is then its largest size); null or absent: the generated illustration. */
  photo?: ProductPhoto | null;
}

export interface ProductDetail extends ProductSummary {
  description: string;
  tastingNotes: string;
  ingredients: string;
  packs: PackOption[];
  colours: SeedProduct["colours"];
  categories: { slug: string; name: string; parentSlug: string | null }[];
  /** Structured facts (stands in for, good with, sweetness, body, dietary, serving); null before the seed wrote them. */
  facts: ProductFacts | null;
  /** As the label lists them ("Contains barley."); empty when none are declared. */
  allergens: string;
  /** Per 100 ml; null when the label does not give the figure (the page then makes no claim). */
  nutrition: { energyKcal: number | null; sugarsG: number | null };
  /** Where it is made ("Kent, England"); empty when not given. */
  origin: string;
  /** The search engines' title and description; empty means the page's own name and description. */
  seoTitle: string;
  seoDescription: string;
  /** Staff photos in their order; empty when the product has none (the illustration shows). */
  photos?: ProductPhoto[];
}
