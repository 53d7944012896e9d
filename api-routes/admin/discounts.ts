import { discountActionSchema, discountCreateSchema, discountListQuerySchema } from "@/lib/admin/discount-schemas";
import { firstValues } from "@/lib/admin/schemas";
import { adminDiscountDetail, applyDiscountAction, createDiscount, discountList, type DiscountOutcome } from "@/lib/server/admin/discounts";
import { json, jsonError, readFormBody, refusalAnswer, withDatabase } from "../http";
import { authoriseStaff } from "./staff-auth";

// /api/admin/discounts: the back office's discount codes (lib/admin/discounts.ts). Staff only
// (./staff-auth.ts); bodies validated by strict zod schemas, whose refusals name the field
// (`fields`) so the form can show each beside its input; uses and the discount given are only
// ever counted by orders, never sent.

/** Largest body: a code's settings are a few hundred bytes. */
const MAX_BODY_BYTES = 4 * 1024;

type Context = { params: Promise<{ code: string }> };

function answer(outcome: DiscountOutcome, status = 200): Response {
  if (outcome.ok) return json({ data: { discount: outcome.discount } }, status);
  return refusalAnswer(outcome);
}

/** GET /api/admin/discounts?state=&q=&page= */
export async function handleDiscountList(request: Request): Promise<Response> {
  const auth = await authoriseStaff(request);
  if ("response" in auth) return auth.response;
  const query = discountListQuerySchema.parse(firstValues(new URL(request.url).searchParams));
  return withDatabase(async () => json({ data: await discountList(query) }));
}

/** POST /api/admin/discounts: 201 with the new code; 409 codeExists when the code is taken. */
export async function handleDiscountCreate(request: Request): Promise<Response> {
  const auth = await authoriseStaff(request);
  if ("response" in auth) return auth.response;
  const body = await readFormBody(request, MAX_BODY_BYTES, discountCreateSchema);
  if ("response" in body) return body.response;
  return withDatabase(async () => answer(await createDiscount(auth.member, body.data), 201));
}

/** GET /api/admin/discounts/<code> (any case). */
export async function handleDiscountDetail(request: Request, context: Context): Promise<Response> {
  const auth = await authoriseStaff(request);
  if ("response" in auth) return auth.response;
  const { code } = await context.params;
  return withDatabase(async () => {
    const discount = await adminDiscountDetail(code);
    return discount ? json({ data: { discount } }) : jsonError(404, "discountNotFound", `There is no discount code ${code}.`);
  });
}

/** POST /api/admin/discounts/<code> with one action (edit, pause, resume, end). */
export async function handleDiscountAction(request: Request, context: Context): Promise<Response> {
  const auth = await authoriseStaff(request);
  if ("response" in auth) return auth.response;
  const body = await readFormBody(request, MAX_BODY_BYTES, discountActionSchema);
  if ("response" in body) return body.response;
  const { code } = await context.params;
  return withDatabase(async () => answer(await applyDiscountAction(auth.member, code, body.data)));
}
