"use client";
// The browser's side of POST /api/admin/products/<slug>: one staff change, sent with the member's
// current Firebase token (as admin-client.ts does for orders). Answers the updated product, or
// throws the server's sentence; the page then re-renders from the server.
import { useRouter } from "next/navigation";
import { useState, useTransition } from "react";
import { ADMIN_API_PRODUCTS_PATH } from "@/lib/admin/contract";
import type { AdminProductAction, AdminProductActionSuccess, AdminProductDetail } from "@/lib/admin/products";
import { AdminActionError, postAdminAction } from "../admin-client";

export const adminProductApiPath = (slug: string) => `${ADMIN_API_PRODUCTS_PATH}/${encodeURIComponent(slug)}`;

export async function adminProductRequest(slug: string, action: AdminProductAction): Promise<AdminProductDetail> {
  const data = await postAdminAction<AdminProductActionSuccess["data"]>(adminProductApiPath(slug), action, "This product no longer exists.");
  return data.product;
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
