"use client";
// One staff change at a time for a product's page, and its outcome; the request is
// adminProductRequest (lib/admin/client.ts), sent with the member's current Firebase token.
// The page then re-renders from the server.
import { useRouter } from "next/navigation";
import { useState, useTransition } from "react";
import { AdminActionError, adminProductRequest } from "@/lib/admin/client";
import type { AdminProductAction, AdminProductDetail } from "@/lib/admin/products";

/** Which form an outcome belongs to: the stock form sends setStock or adjustStock, the archive buttons archive or restore. */
export type ProductForm = "price" | "stock" | "publish" | "threshold" | "archive";

const FORM_OF: Partial<Record<AdminProductAction["action"], ProductForm>> = { setStock: "stock", adjustStock: "stock", unpublish: "publish", restore: "archive" };

export const formOf = (action: AdminProductAction): ProductForm => FORM_OF[action.action] ?? (action.action as ProductForm);

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
