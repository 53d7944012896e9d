// The browser's call that asks for a return of the customer's own order (POST orderReturnsPath):
// the sign-in as a Bearer token when there is one (refreshed first), the secret of a guest's order
// link in the body when the page has it. Never throws: every answer becomes the new return with the
// address to send it to, or a sentence to show (a 400's or 409's is the server's own).
import { postAsCustomer } from "@/lib/auth/customer-post";
import { orderReturnsPath, type ReturnRequestBody, type ReturnRequestSuccess } from "@/lib/returns/contract";

export type ReturnRequestResult = { ok: true; value: ReturnRequestSuccess["data"] } | { ok: false; status: number; message: string };

const MESSAGES: Record<number, string> = {
  0: "We couldn't reach our server. Please check your connection and try again.",
  401: "Your sign-in has expired. Please sign in again, then return your items.",
  404: "We couldn't find this order. Please reload the page and try again.",
  429: "Too many attempts. Please wait a minute and try again.",
};
const FALLBACK = "Something went wrong and your return was not sent. Please try again.";

/** The answers whose `{ code, message }` the customer is shown as it is: the form was refused (400), or the order moved on (409). */
const SERVER_SENTENCE_STATUSES = new Set([400, 409]);

export async function requestReturn(
  reference: string,
  body: Omit<ReturnRequestBody, "accessToken">,
  accessToken: string | null,
): Promise<ReturnRequestResult> {
  const payloadOut: ReturnRequestBody = accessToken ? { accessToken, ...body } : { ...body };
  const { status, payload: answer } = await postAsCustomer(orderReturnsPath(reference), payloadOut);
  const payload = answer as (Partial<ReturnRequestSuccess> & { message?: unknown }) | null;
  const data = payload?.data;
  if (status === 201 && data?.return && Array.isArray(data.returnAddress)) {
    return { ok: true, value: { return: data.return, returnAddress: data.returnAddress } };
  }
  if (SERVER_SENTENCE_STATUSES.has(status) && typeof payload?.message === "string" && payload.message.trim() !== "") {
    return { ok: false, status, message: payload.message };
  }
  return { ok: false, status, message: MESSAGES[status] ?? FALLBACK };
}
