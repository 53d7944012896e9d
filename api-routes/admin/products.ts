import { firstValues } from "@/lib/admin/schemas";
import { adminProductActionSchema, isProductSlug, productQuerySchema } from "@/lib/admin/product-schemas";
import { applyProductAction } from "@/lib/server/admin/product-actions";
import { adminProductDetail, productList } from "@/lib/server/admin/products";
import { json, jsonError, readJsonBody, withDatabase } from "../http";
import { authoriseStaff } from "./staff-auth";

// /api/admin/products: the back office's catalogue (lib/admin/products.ts). Staff only
// (./staff-auth.ts), strict zod bodies; a price arrives as the pounds staff typed and is read by
// the server, and what a stock change may do is decided against the locked row, never the browser.

/** Largest action body: a price for the unit and every pack, with room to spare. */
const MAX_ACTION_BODY_BYTES = 8 * 1024;

type Context = { params: Promise<{ slug: string }> };

const productNotFound = (slug: string) => jsonError(404, "productNotFound", `There is no product ${slug}.`);

/** GET /api/admin/products?q=&category=&stock=&published=&sort=&page= */
export async function handleProductList(request: Request): Promise<Response> {
  const auth = await authoriseStaff(request);
  if ("response" in auth) return auth.response;
  const query = productQuerySchema.parse(firstValues(new URL(request.url).searchParams));
  return withDatabase(async () => json({ data: await productList(query) }));
}

/** GET /api/admin/products/<slug> */
export async function handleProductDetail(request: Request, context: Context): Promise<Response> {
  const auth = await authoriseStaff(request);
  if ("response" in auth) return auth.response;
  const { slug } = await context.params;
  if (!isProductSlug(slug)) return productNotFound(slug);
  return withDatabase(async () => {
    const product = await adminProductDetail(slug);
    return product ? json({ data: { product } }) : productNotFound(slug);
  });
}

/** POST /api/admin/products/<slug> with one action (price, setStock, adjustStock, publish, unpublish, threshold). */
export async function handleProductAction(request: Request, context: Context): Promise<Response> {
  const auth = await authoriseStaff(request);
  if ("response" in auth) return auth.response;
  const body = await readJsonBody(request, MAX_ACTION_BODY_BYTES, adminProductActionSchema);
  if (!body.ok) return body.response;
  const { slug } = await context.params;
  if (!isProductSlug(slug)) return productNotFound(slug);
  return withDatabase(async () => {
    const outcome = await applyProductAction(auth.member, slug, body.data);
    return outcome.ok ? json({ data: { product: outcome.product } }) : jsonError(outcome.status, outcome.code, outcome.message);
  });
}
