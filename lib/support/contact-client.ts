// The browser's calls of the help centre (issue 38.4): the contact form (POST CONTACT_PATH) and the
// customer writing back in their conversation (POST customerThreadPath). The form sends the sign-in
// as a Bearer token when there is one, so the server can link the conversation to the account; a
// guest sends none. Never throws: every answer becomes its data, or a sentence to show (a 400's,
// 404's, 409's or 429's is the server's own when it gives one).
import { postAsCustomer } from "@/lib/auth/customer-post";
import {
  CONTACT_PATH,
  customerThreadPath,
  type ContactRequestBody,
  type ContactSuccess,
  type CustomerMessageBody,
  type CustomerThreadSuccess,
} from "./contract";

export type SupportResult<T> = { ok: true; data: T } | { ok: false; status: number; message: string };

export const CONTACT_MESSAGES = {
  network: "We couldn't reach our server. Please check your connection and try again.",
  notFound: "We couldn't find this conversation. Please open the link in our email again.",
  tooMany: "You have sent several messages in a short time. Please wait a few minutes and try again.",
  fallback: "Something went wrong and your message was not sent. Please try again.",
} as const;

/** The answers whose `{ code, message }` the customer is shown as it is. */
const SERVER_SENTENCE_STATUSES = new Set([400, 404, 409, 429]);
const OUR_SENTENCES: Record<number, string> = { 0: CONTACT_MESSAGES.network, 404: CONTACT_MESSAGES.notFound, 429: CONTACT_MESSAGES.tooMany };

type Payload = { data?: unknown; message?: unknown } | null;

/** POSTs `body` as JSON; the 201's `data` goes through `pick` (null: not what the contract says). */
async function post<T>(path: string, body: unknown, withToken: boolean, pick: (data: unknown) => T | null): Promise<SupportResult<T>> {
  const { status, payload: answer } = await postAsCustomer(path, body, { withToken });
  const payload = answer as Payload;
  const data = status === 201 ? pick(payload?.data) : null;
  if (data !== null) return { ok: true, data };
  const sentence = typeof payload?.message === "string" ? payload.message.trim() : "";
  if (SERVER_SENTENCE_STATUSES.has(status) && sentence) return { ok: false, status, message: sentence };
  return { ok: false, status, message: OUR_SENTENCES[status] ?? CONTACT_MESSAGES.fallback };
}

const isObject = (value: unknown): value is Record<string, unknown> => typeof value === "object" && value !== null;

/** Enough of the contract's shape to trust the rest: a conversation with its reference and messages. */
const isThreadData = (data: unknown): data is CustomerThreadSuccess["data"] =>
  isObject(data) && isObject(data.thread) && typeof data.thread.reference === "string" && Array.isArray(data.thread.messages);

/** The contact form: 201 `{ data: { reference } }`. */
export function sendContact(body: ContactRequestBody): Promise<SupportResult<ContactSuccess["data"]>> {
  return post(CONTACT_PATH, body, true, (data) => (isObject(data) && typeof data.reference === "string" ? { reference: data.reference } : null));
}

/** The customer writes back (the link's secret is `body.key`): 201 `{ data: { thread } }`. */
export function sendCustomerMessage(reference: string, body: CustomerMessageBody): Promise<SupportResult<CustomerThreadSuccess["data"]>> {
  return post(customerThreadPath(reference), body, false, (data) => (isThreadData(data) ? { thread: data.thread } : null));
}
