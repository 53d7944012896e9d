// The browser's call that cancels the customer's own order (POST orderCancelPath, handled by
// api-routes/order-cancel.ts): the sign-in as a Bearer token when there is one (refreshed first), the
// secret of a guest's order link when the page has it. Never throws: every answer becomes the order
// as it is now, or a sentence to show (a 409's is the server's own, from lib/orders/customer-cancel.ts).
import { postAsCustomer } from "@/lib/auth/customer-post";
import { orderCancelPath, type OrderCancelSuccess, type OrderView } from "@/lib/checkout/contract";

export type OrderCancelResult = { ok: true; order: OrderView } | { ok: false; status: number; message: string };

const MESSAGES: Record<number, string> = {
  0: "We couldn't reach our server. Please check your connection and try again.",
  401: "Your sign-in has expired. Please sign in again, then cancel your order.",
  404: "We couldn't find this order. Please reload the page and try again.",
  429: "Too many attempts. Please wait a minute and try again.",
};
const FALLBACK = "Something went wrong and your order was not cancelled. Please try again.";

export async function requestOrderCancel(reference: string, accessToken: string | null): Promise<OrderCancelResult> {
  const { status, payload: answer } = await postAsCustomer(orderCancelPath(reference), accessToken ? { accessToken } : {});
  const payload = answer as (Partial<OrderCancelSuccess> & { message?: string }) | null;
  if (status === 200 && payload?.data?.order) return { ok: true, order: payload.data.order };
  if (status === 409 && payload?.message) return { ok: false, status: 409, message: payload.message };
  return { ok: false, status, message: MESSAGES[status] ?? FALLBACK };
}
