import { z } from "zod";
import { firstValues } from "@/lib/admin/schemas";
import { adminProductActionSchema, isProductSlug, productQuerySchema } from "@/lib/admin/product-schemas";
import { productInputFields, productInputSchema } from "@/lib/admin/product-input";
import { applyProductAction } from "@/lib/server/admin/product-actions";
import { adminProductDetail, productList } from "@/lib/server/admin/products";
import { createProduct, updateProduct, type EditorOutcome } from "@/lib/server/catalogue/product-editor";
import { json, jsonError, readJsonBody, refusalAnswer, withDatabase } from "../http";
import { authoriseStaff } from "./staff-auth";
import { fieldsRefusedSentence } from "@/lib/content/field-errors";

// /api/admin/products: the back office's catalogue (lib/admin/products.ts). Staff only
// (./staff-auth.ts), strict zod bodies; a price arrives as the pounds staff typed and is read by
// the server, and what a stock change may do is decided against the locked row, never the browser.

/** Largest action body: a price for the unit and every pack, with room to spare. */
const MAX_ACTION_BODY_BYTES = 8 * 1024;

/** Largest product body: every text field at its limit, in multi-byte characters, with room to spare. */
const MAX_PRODUCT_BODY_BYTES = 64 * 1024;

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

/** POST /api/admin/products/<slug> with one action (price, setStock, adjustStock, publish, unpublish, archive, restore, threshold). */
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

/** A product body read against the strict contract; a refusal names each field ({ code, message, fields }). */
async function readProductInput(request: Request) {
  const body = await readJsonBody(request, MAX_PRODUCT_BODY_BYTES, z.unknown());
  if (!body.ok) return body;
  const parsed = productInputSchema.safeParse(body.data);
  if (parsed.success) return { ok: true as const, data: parsed.data };
  const fields = productInputFields(parsed.error);
  const message = fieldsRefusedSentence(Object.keys(fields).length);
  return { ok: false as const, response: json({ code: "invalidProduct", message, fields }, 400) };
}

function editorResponse(outcome: EditorOutcome, successStatus: number): Response {
  if (outcome.ok) return json({ data: { product: outcome.product } }, successStatus);
  return refusalAnswer(outcome);
}

/** POST /api/admin/products: a new product, unpublished and with no stock → 201 { data: { product } }. */
export async function handleProductCreate(request: Request): Promise<Response> {
  const auth = await authoriseStaff(request);
  if ("response" in auth) return auth.response;
  const body = await readProductInput(request);
  if (!body.ok) return body.response;
  return withDatabase(async () => editorResponse(await createProduct(auth.member, body.data), 201));
}

/** PUT /api/admin/products/<slug>: every editable field → 200 { data: { product } } (its slug follows the name). */
export async function handleProductUpdate(request: Request, context: Context): Promise<Response> {
  const auth = await authoriseStaff(request);
  if ("response" in auth) return auth.response;
  const body = await readProductInput(request);
  if (!body.ok) return body.response;
  const { slug } = await context.params;
  if (!isProductSlug(slug)) return productNotFound(slug);
  return withDatabase(async () => editorResponse(await updateProduct(auth.member, slug, body.data), 200));
}
