"use client";
// The browser's side of the back office's API: one staff action at a time (postAdminAction), for
// orders, products (POST /api/admin/products/<slug>; a product's details are created with POST
// /api/admin/products and edited with PUT /api/admin/products/<slug>) and discount codes (POST /api/admin/discounts
// to create, /api/admin/discounts/<code> to edit, pause, resume or end). Each answers the updated
// record or throws the server's sentence with the fields it names; the page then re-renders from
// the server. The hooks that run them are components/admin/use-order-action.ts and
// components/admin/products/use-product-action.ts.
import {
  ADMIN_API_DISCOUNTS_PATH,
  ADMIN_API_PRODUCTS_PATH,
  adminOrderApiPath,
  type AdminOrderAction,
  type AdminOrderActionSuccess,
  type AdminOrderDetail,
} from "@/lib/admin/contract";
import {
  adminDiscountApiPath,
  type AdminDiscountDetail,
  type AdminDiscountSuccess,
  type DiscountActionBody,
  type DiscountCreateBody,
} from "@/lib/admin/discounts";
import type { AdminProductAction, AdminProductActionSuccess, AdminProductDetail } from "@/lib/admin/products";
import type { ProductInputBody } from "@/lib/admin/product-input";

export class AdminActionError extends Error {
  constructor(
    message: string,
    readonly status: number,
    readonly code: string | null,
    /** Sentences for form fields, by field name, when the server names them. */
    readonly fields?: Record<string, string>,
  ) {
    super(message);
  }
}

const FALLBACK: Record<number, string> = {
  401: "Your sign-in has expired. Sign in again, then repeat this.",
  403: "Your account is not allowed to do this.",
  429: "Too many changes in a short time. Wait a moment, then try again.",
};

/** A back-office request: a JSON body, or a multipart one (FormData) for uploads. */
export interface AdminRequestInit {
  method: "GET" | "POST" | "PUT" | "PATCH" | "DELETE";
  json?: unknown;
  body?: BodyInit;
}

/**
 * Sends one request to the back office's API with the member's current token (refreshed first,
 * which also rewrites the afcfbtoken cookie) as a Bearer header: the API refuses a write that has
 * only the cookie (api-routes/admin/staff-auth.ts), so no token means a 401. Answers the `data`
 * of a success, or throws the server's sentence (else `fallback`'s for the status).
 */
export async function sendAdminRequest<Data>(path: string, init: AdminRequestInit, fallback: Record<number, string> = {}): Promise<Data> {
  const { currentToken } = await import("@/lib/auth/current-token");
  const token = await currentToken().catch(() => "");
  const headers: Record<string, string> = token ? { authorization: `Bearer ${token}` } : {};
  if (init.json !== undefined) headers["content-type"] = "application/json";
  let response: Response;
  try {
    response = await fetch(path, { method: init.method, credentials: "same-origin", cache: "no-store", headers, body: init.json !== undefined ? JSON.stringify(init.json) : init.body });
  } catch {
    throw new AdminActionError("We couldn't reach the server. Check the connection and try again.", 0, null);
  }
  const answer = (await response.json().catch(() => ({}))) as { data?: Data; code?: string; message?: string; fields?: Record<string, string> };
  if (!response.ok || !answer.data) {
    const message = answer.message ?? fallback[response.status] ?? FALLBACK[response.status] ?? "Something went wrong. Nothing was changed; try again.";
    throw new AdminActionError(message, response.status, answer.code ?? null, answer.fields);
  }
  return answer.data;
}

/** One staff action as JSON (`notFound`: the sentence for a 404 that brought none). */
export function postAdminAction<Data>(path: string, body: unknown, notFound: string, method: "POST" | "PUT" = "POST"): Promise<Data> {
  return sendAdminRequest<Data>(path, { method, json: body }, { 404: notFound });
}

export async function adminOrderRequest(reference: string, action: AdminOrderAction): Promise<AdminOrderDetail> {
  const data = await postAdminAction<AdminOrderActionSuccess["data"]>(adminOrderApiPath(reference), action, "This order no longer exists.");
  return data.order;
}

export const adminProductApiPath = (slug: string) => `${ADMIN_API_PRODUCTS_PATH}/${encodeURIComponent(slug)}`;

export async function adminProductRequest(slug: string, action: AdminProductAction): Promise<AdminProductDetail> {
  const data = await postAdminAction<AdminProductActionSuccess["data"]>(adminProductApiPath(slug), action, "This product no longer exists.");
  return data.product;
}

/** POST /api/admin/products (a new product) or PUT /api/admin/products/<slug> (its details): the saved product. */
export async function saveProductRequest(slug: string | null, body: ProductInputBody): Promise<AdminProductDetail> {
  const path = slug === null ? ADMIN_API_PRODUCTS_PATH : adminProductApiPath(slug);
  const data = await postAdminAction<AdminProductActionSuccess["data"]>(path, body, "This product no longer exists.", slug === null ? "POST" : "PUT");
  return data.product;
}

const sendDiscount = async (path: string, body: unknown): Promise<AdminDiscountDetail> =>
  (await postAdminAction<AdminDiscountSuccess["data"]>(path, body, "This code no longer exists.")).discount;

export const createDiscountRequest = (body: DiscountCreateBody) => sendDiscount(ADMIN_API_DISCOUNTS_PATH, body);

export const discountActionRequest = (code: string, action: DiscountActionBody) => sendDiscount(adminDiscountApiPath(code), action);
