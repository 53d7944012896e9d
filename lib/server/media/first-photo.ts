import { sql } from "drizzle-orm";
import type { PhotoFormat } from "@/lib/media/image-check";
import type { ProductPhoto } from "@/lib/media/photo-urls";
import { products } from "../catalogue/tables";
import { productImages } from "./tables";

// A product's first photo as one more column of a listing's query (lib/server/catalogue/catalogue.ts
// summaryColumns): a correlated subquery served by the (product_id, position) index, so a page of
// 24 products is still ONE query, not one more per product. Null for a product without photos,
// which keeps its generated illustration.

export const firstPhotoColumn = sql<ProductPhoto | null>`(select json_build_object('id', ${productImages.id}, 'alt', ${productImages.alt}, 'format', replace(${productImages.contentType}, 'image/', ''), 'width', ${productImages.width}, 'height', ${productImages.height}) from ${productImages} where ${productImages.productId} = ${products.id} order by ${productImages.position}, ${productImages.id} limit 1)`.mapWith(
  readFirstPhoto,
);

/** The column's value as drivers hand it over: parsed JSON (node-postgres, PGlite) or its text. */
function readFirstPhoto(value: unknown): ProductPhoto | null {
  const raw = typeof value === "string" ? (JSON.parse(value) as unknown) : value;
  if (!raw || typeof raw !== "object") return null;
  const { id, alt, format, width, height } = raw as Record<string, unknown>;
  if (typeof id !== "number" || typeof width !== "number" || typeof height !== "number") return null;
  return { id, alt: String(alt), format: format as PhotoFormat, width, height };
}
