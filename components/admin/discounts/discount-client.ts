"use client";
// The browser's side of POST /api/admin/discounts (create) and /api/admin/discounts/<code> (edit,
// pause, resume, end): sent with the member's current Firebase token as a Bearer header and the
// cookie, like the order actions (../admin-client.ts). Answers the code, or throws the server's
// sentence with the fields it names.
import { ADMIN_API_DISCOUNTS_PATH } from "@/lib/admin/contract";
import {
  adminDiscountApiPath,
  type AdminDiscountDetail,
  type AdminDiscountFailure,
  type AdminDiscountSuccess,
  type DiscountActionBody,
  type DiscountCreateBody,
} from "@/lib/admin/discounts";

export class DiscountRequestError extends Error {
  constructor(
    message: string,
    readonly status: number,
    readonly code: string | null,
    readonly fields: Record<string, string> | undefined,
  ) {
    super(message);
  }
}

const FALLBACK: Record<number, string> = {
  401: "Your sign-in has expired. Sign in again, then repeat this.",
  403: "Your account is not allowed to do this.",
  404: "This code no longer exists.",
  429: "Too many changes in a short time. Wait a moment, then try again.",
};

async function send(path: string, body: unknown): Promise<AdminDiscountDetail> {
  const { currentToken } = await import("@/components/auth/session");
  const token = await currentToken().catch(() => "");
  let response: Response;
  try {
    response = await fetch(path, {
      method: "POST",
      credentials: "same-origin",
      cache: "no-store",
      headers: { "content-type": "application/json", ...(token ? { authorization: `Bearer ${token}` } : {}) },
      body: JSON.stringify(body),
    });
  } catch {
    throw new DiscountRequestError("We couldn't reach the server. Check the connection and try again.", 0, null, undefined);
  }
  const answer = (await response.json().catch(() => ({}))) as Partial<AdminDiscountSuccess> & Partial<AdminDiscountFailure>;
  if (!response.ok || !answer.data?.discount) {
    const message = answer.message ?? FALLBACK[response.status] ?? "Something went wrong. Nothing was changed; try again.";
    throw new DiscountRequestError(message, response.status, answer.code ?? null, answer.fields);
  }
  return answer.data.discount;
}

export const createDiscountRequest = (body: DiscountCreateBody) => send(ADMIN_API_DISCOUNTS_PATH, body);

export const discountActionRequest = (code: string, action: DiscountActionBody) => send(adminDiscountApiPath(code), action);
