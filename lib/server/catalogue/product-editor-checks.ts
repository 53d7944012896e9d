import "server-only";
import { and, eq, inArray, ne } from "drizzle-orm";
import type { ProductInput } from "@/lib/admin/product-input";
import { packLabel } from "@/lib/admin/products";
import { copyProblemSentences, staffCopyProblems } from "@/lib/catalogue/copy-claims";
import { slugify } from "@/lib/slug";
import type { Executor } from "../cart/carts";
import { productPacks, products } from "../schema";

// What a staff save must pass before anything is written: lawful copy, a page address of its
// own, and SKUs no other product or pack uses. Each refusal names the field it belongs to
// (dotted path, as the form and the CSV import show it) with a sentence staff can act on.

export type EditorRefusal = { ok: false; status: 400 | 404 | 409 | 422; code: string; message: string; fields?: Record<string, string> };

export const refusal = (status: EditorRefusal["status"], code: string, message: string, fields?: Record<string, string>): EditorRefusal => ({
  ok: false,
  status,
  code,
  message,
  ...(fields ? { fields } : {}),
});

/** The longest slug a product URL may have (isProductSlug in lib/admin/product-schemas.ts). */
const MAX_SLUG_LENGTH = 120;

/** The page address a product gets from its brand and name ("Quillmere Estate" + "Rosé Brut"). */
export const productSlugFor = (input: Pick<ProductInput, "brand" | "name">) => slugify(`${input.brand} ${input.name}`);

/** 422 copyRefused when a claim in the copy is not met by the product's ABV or nutrition. */
export function copyRefusal(input: ProductInput): EditorRefusal | null {
  const problems = staffCopyProblems(input);
  if (!problems.length) return null;
  return refusal(422, "copyRefused", "Some words make a claim this product's ABV or nutrition does not support: see the fields marked.", copyProblemSentences(problems));
}

/** 400 when the name gives no usable address; 409 nameTaken when another product has it. */
export async function slugRefusal(tx: Executor, slug: string, productId: number | null): Promise<EditorRefusal | null> {
  if (!slug) return refusal(400, "nameUnusable", "The name needs letters or digits.", { name: "Use letters or digits in the name: the page address is made from the brand and name." });
  if (slug.length > MAX_SLUG_LENGTH) {
    return refusal(400, "nameUnusable", "The brand and name are too long for a page address.", {
      name: `Shorten the brand or name: together they make the page address, which is at most ${MAX_SLUG_LENGTH} characters.`,
    });
  }
  const [other] = await tx
    .select({ name: products.name, brand: products.brand })
    .from(products)
    .where(productId === null ? eq(products.slug, slug) : and(eq(products.slug, slug), ne(products.id, productId)));
  if (!other) return null;
  const sentence = `Another product, ${other.brand} ${other.name}, already has this brand and name (its page is /shop/products/${slug}): change the name.`;
  return refusal(409, "nameTaken", sentence, { name: sentence });
}

/** 409 skuTaken naming each field whose SKU another product or pack already uses. */
export async function skuRefusal(tx: Executor, input: ProductInput, productId: number | null): Promise<EditorRefusal | null> {
  const wanted = [{ field: "sku", sku: input.sku }, ...input.packs.map((pack, index) => ({ field: `packs.${index}.sku`, sku: pack.sku }))];
  const skus = wanted.map((entry) => entry.sku);
  const otherProduct = productId === null ? undefined : ne(products.id, productId);
  const otherPack = productId === null ? undefined : ne(productPacks.productId, productId);
  const [productHits, packHits] = await Promise.all([
    tx.select({ sku: products.sku, name: products.name, brand: products.brand }).from(products).where(and(inArray(products.sku, skus), otherProduct)),
    tx
      .select({ sku: productPacks.multipackSku, kind: productPacks.kind, quantity: productPacks.quantity, name: products.name, brand: products.brand })
      .from(productPacks)
      .innerJoin(products, eq(products.id, productPacks.productId))
      .where(and(inArray(productPacks.multipackSku, skus), otherPack)),
  ]);
  const owners = new Map<string, string>([
    ...productHits.map((hit) => [hit.sku, `${hit.brand} ${hit.name}`] as const),
    ...packHits.map((hit) => [hit.sku, `${hit.brand} ${hit.name} (${packLabel(hit.kind, hit.quantity).toLowerCase()})`] as const),
  ]);
  const fields: Record<string, string> = {};
  for (const { field, sku } of wanted) {
    const owner = owners.get(sku);
    if (owner) fields[field] = `${sku} is already the SKU of ${owner}: each SKU belongs to one product or pack.`;
  }
  if (!Object.keys(fields).length) return null;
  return refusal(409, "skuTaken", `${Object.keys(fields).length === 1 ? "A SKU is" : "Some SKUs are"} already in use: see the fields marked.`, fields);
}
