import { activityQuerySchema, adminOrderActionSchema, firstValues, queueQuerySchema } from "@/lib/admin/schemas";
import { activityPage } from "@/lib/server/admin/activity";
import { applyOrderAction } from "@/lib/server/admin/order-actions";
import { adminOrderDetail } from "@/lib/server/admin/order-detail";
import { orderQueue } from "@/lib/server/admin/queue";
import { json, jsonError, readJsonBody, siteOrigin, withDatabase } from "../http";
import { authoriseStaff } from "./staff-auth";

// /api/admin: the back office's API (lib/admin/contract.ts). Staff only (./staff-auth.ts); bodies
// validated by strict zod schemas; the order's state and amounts always come from the database.

/** Largest action body: a refund of every line of a large order. */
const MAX_ACTION_BODY_BYTES = 16 * 1024;

type Context = { params: Promise<{ reference: string }> };

const orderNotFound = (reference: string) => jsonError(404, "orderNotFound", `There is no order ${reference}.`);

/** GET /api/admin/orders?tab=&q=&from=&to=&payment=&page= */
export async function handleOrderQueue(request: Request): Promise<Response> {
  const auth = await authoriseStaff(request);
  if ("response" in auth) return auth.response;
  const query = queueQuerySchema.parse(firstValues(new URL(request.url).searchParams));
  return withDatabase(async () => json({ data: await orderQueue(query) }));
}

/** GET /api/admin/orders/<reference> */
export async function handleOrderDetail(request: Request, context: Context): Promise<Response> {
  const auth = await authoriseStaff(request);
  if ("response" in auth) return auth.response;
  const { reference } = await context.params;
  return withDatabase(async () => {
    const order = await adminOrderDetail(reference);
    return order ? json({ data: { order } }) : orderNotFound(reference);
  });
}

/** POST /api/admin/orders/<reference> with one action (pack, dispatch, deliver, cancel, refund, note). */
export async function handleOrderAction(request: Request, context: Context): Promise<Response> {
  const auth = await authoriseStaff(request);
  if ("response" in auth) return auth.response;
  const body = await readJsonBody(request, MAX_ACTION_BODY_BYTES, adminOrderActionSchema);
  if (!body.ok) return body.response;
  const { reference } = await context.params;
  return withDatabase(async () => {
    const outcome = await applyOrderAction(auth.member, reference, body.data, siteOrigin(request));
    return outcome.ok ? json({ data: { order: outcome.order } }) : jsonError(outcome.status, outcome.code, outcome.message);
  });
}

/** GET /api/admin/activity?member=&action=&page= */
export async function handleActivity(request: Request): Promise<Response> {
  const auth = await authoriseStaff(request);
  if ("response" in auth) return auth.response;
  const query = activityQuerySchema.parse(firstValues(new URL(request.url).searchParams));
  return withDatabase(async () => json({ data: await activityPage(query) }));
}
