"use client";
// The browser's side of POST /api/admin/products/<slug>: one staff change, sent with the member's
// current Firebase token (as admin-client.ts does for orders). Answers the updated product, or
// throws the server's sentence; the page then re-renders from the server.
import { useRouter } from "next/navigation";
import { useState, useTransition } from "react";
import { ADMIN_API_PRODUCTS_PATH } from "@/lib/admin/contract";
import type { AdminProductAction, AdminProductActionSuccess, AdminProductDetail } from "@/lib/admin/products";
import { AdminActionError } from "../admin-client";

const FALLBACK: Record<number, string> = {
  401: "Your sign-in has expired. Sign in again, then repeat this.",
  403: "Your account is not allowed to do this.",
  404: "This product no longer exists.",
  429: "Too many changes in a short time. Wait a moment, then try again.",
};

export const adminProductApiPath = (slug: string) => `${ADMIN_API_PRODUCTS_PATH}/${encodeURIComponent(slug)}`;

export async function adminProductRequest(slug: string, action: AdminProductAction): Promise<AdminProductDetail> {
  const { currentToken } = await import("@/components/auth/session");
  const token = await currentToken().catch(() => "");
  let response: Response;
  try {
    response = await fetch(adminProductApiPath(slug), {
      method: "POST",
      credentials: "same-origin",
      cache: "no-store",
      headers: { "content-type": "application/json", ...(token ? { authorization: `Bearer ${token}` } : {}) },
      body: JSON.stringify(action),
    });
  } catch {
    throw new AdminActionError("We couldn't reach the server. Check the connection and try again.", 0, null);
  }
  const answer = (await response.json().catch(() => ({}))) as Partial<AdminProductActionSuccess> & { code?: string; message?: string };
  if (!response.ok || !answer.data?.product) {
    const message = answer.message ?? FALLBACK[response.status] ?? "Something went wrong. Nothing was changed; try again.";
    throw new AdminActionError(message, response.status, answer.code ?? null);
  }
  return answer.data.product;
}

/** Which form an outcome belongs to: the stock form sends setStock or adjustStock. */
export type ProductForm = "price" | "stock" | "publish" | "threshold";

export const formOf = (action: AdminProductAction): ProductForm =>
  action.action === "setStock" || action.action === "adjustStock" ? "stock" : action.action === "unpublish" ? "publish" : action.action;

export type ProductActionState = { kind: "idle" } | { kind: "error" | "done"; form: ProductForm; message: string };

export type RunProductAction = (action: AdminProductAction, done: string | ((product: AdminProductDetail) => string)) => Promise<AdminProductDetail | null>;

/** One change at a time for the product's page: `busy` while it is sent and the page re-renders, its outcome in `state`. */
export function useProductAction(slug: string) {
  const router = useRouter();
  const [sending, setSending] = useState(false);
  const [refreshing, startRefresh] = useTransition();
  const [state, setState] = useState<ProductActionState>({ kind: "idle" });

  const run: RunProductAction = async (action, done) => {
    setSending(true);
    setState({ kind: "idle" });
    try {
      const product = await adminProductRequest(slug, action);
      setState({ kind: "done", form: formOf(action), message: typeof done === "string" ? done : done(product) });
      startRefresh(() => router.refresh());
      return product;
    } catch (caught) {
      setState({ kind: "error", form: formOf(action), message: caught instanceof AdminActionError ? caught.message : "Something went wrong. Try again." });
      // A 409 means the product moved on (another member, an order taking stock): show it as it is now.
      if (caught instanceof AdminActionError && caught.status === 409) startRefresh(() => router.refresh());
      return null;
    } finally {
      setSending(false);
    }
  };

  return { busy: sending || refreshing, state, run, reset: () => setState({ kind: "idle" }) };
}
