// The browser's place-order call (loaded on first use, like lib/cart/client.ts): POST the body to
// PLACE_ORDER_PATH on the cart client's axios instance, with the bearer token when signed in, and
// turn every answer into a result the form can show. Never throws. Also the browser's check of the
// body with the server's own schema (zod), so zod too loads only when the shopper starts on the form.
import axios from "axios";
import { cartHttp } from "@/lib/cart/client";
import { PLACE_ORDER_ERROR_CODES, PLACE_ORDER_PATH, type PlaceOrderError, type PlaceOrderErrorCode, type PlaceOrderSuccess } from "@/lib/checkout/contract";
import type { z } from "zod";
import { placeOrderBodySchema, type PlaceOrderBody } from "@/lib/checkout/schemas";

/** No answer (offline, timeout) or an answer that is not the contract's. */
export type ClientErrorCode = "network" | "unexpected";

export type PlaceOrderResult =
  | { ok: true; data: PlaceOrderSuccess["data"] }
  | { ok: false; status: number | null; error: Omit<PlaceOrderError, "code"> & { code: PlaceOrderErrorCode | ClientErrorCode } };

const isErrorCode = (code: unknown): code is PlaceOrderErrorCode => typeof code === "string" && Object.hasOwn(PLACE_ORDER_ERROR_CODES, code);

function isSuccess(body: unknown): body is PlaceOrderSuccess {
  const data = (body as PlaceOrderSuccess | null)?.data;
  return !!data && typeof data.redirectUrl === "string" && typeof data.order?.reference === "string";
}

/**
 * `token`: the signed-in customer's ID token (even an empty one: the server then answers
 * "unauthorised" rather than taking them for a guest), or null for a guest.
 */
export async function placeOrder(body: PlaceOrderBody, token: string | null): Promise<PlaceOrderResult> {
  try {
    const response = await cartHttp.post<unknown>(PLACE_ORDER_PATH, body, token !== null ? { headers: { Authorization: `Bearer ${token}` } } : undefined);
    if (isSuccess(response.data)) return { ok: true, data: response.data.data };
    return { ok: false, status: response.status, error: { code: "unexpected", message: "Unexpected answer" } };
  } catch (error) {
    if (axios.isAxiosError(error) && error.response) {
      const payload = error.response.data as Partial<PlaceOrderError> | null;
      if (payload && isErrorCode(payload.code)) {
        return { ok: false, status: error.response.status, error: { ...payload, code: payload.code, message: payload.message ?? "" } };
      }
      return { ok: false, status: error.response.status, error: { code: "unexpected", message: `HTTP ${error.response.status}` } };
    }
    return { ok: false, status: null, error: { code: "network", message: "No response received from server" } };
  }
}

type Issue = z.core.$ZodIssue;

/**
 * The first message per field path ("delivery.address.postcode"). A union (saved or new address)
 * that failed reports each option's issues: the option the body chose is the one whose shape
 * matched (no unknown keys at its root), so its messages are the ones that help.
 */
export function fieldErrors(issues: readonly Issue[], prefix: PropertyKey[] = [], out: Record<string, string> = {}): Record<string, string> {
  for (const issue of issues) {
    const path = [...prefix, ...issue.path];
    if (issue.code === "invalid_union" && issue.errors.length > 0) {
      const chosen = issue.errors.find((branch) => !branch.some((inner) => inner.code === "unrecognized_keys" && inner.path.length === 0));
      if (chosen) {
        fieldErrors(chosen, path, out);
        continue;
      }
    }
    const key = path.length ? path.map(String).join(".") : "_";
    out[key] ??= issue.message;
  }
  return out;
}

/** Check a body in the browser with the server's own schema: null when it passes. */
export function validateBody(body: PlaceOrderBody): Record<string, string> | null {
  const result = placeOrderBodySchema.safeParse(body);
  return result.success ? null : fieldErrors(result.error.issues);
}
