"use client";
import type { AdminProductDetail } from "@/lib/admin/products";
import { ProductActionDone, ProductActionError } from "./ProductActionMessage";
import { useConfirmStep } from "./use-confirm-step";
import { useProductAction } from "./use-product-action";
import styles from "../Actions.styles";

/**
 * Publish at once; unpublish after a confirmation saying what it does (gone from the shop, its
 * page a 404, out of baskets at their next update). Running out of stock is not a reason: an
 * out-of-stock product stays published and its page says so.
 */
export function PublishForm({ product }: { product: Pick<AdminProductDetail, "slug" | "published" | "stock"> }) {
  const { busy, state, run } = useProductAction(product.slug);
  const { confirming, setConfirming, confirmRef, openerRef } = useConfirmStep();

  async function unpublish() {
    if (await run({ action: "unpublish" }, "Unpublished. It is gone from the shop from the next visit.")) setConfirming(false);
  }

  return (
    <div className={styles.form} aria-busy={busy} data-testid="publish-form">
      <p className={styles.hint}>
        {product.published
          ? "Shown in the shop: its category pages, search, the sitemap, the assistant and story cards."
          : "Hidden from the shop: its page answers “not found”, and baskets holding it lose it at their next update."}
        {product.published && product.stock <= 0 ? " Out of stock, its page says so; it can stay published." : ""}
      </p>
      <ProductActionError state={state} form="publish" />
      {product.published && confirming ? (
        <div className={`${styles.form} ${styles.confirm}`}>
          <p className={styles.warning}>Unpublish it? It leaves every listing, search and basket, and its page answers “not found” until it is published again.</p>
          <div className={styles.buttons}>
            <button type="button" ref={confirmRef} className={styles.danger} disabled={busy} onClick={() => void unpublish()}>
              Confirm unpublish
            </button>
            <button type="button" className={styles.secondary} disabled={busy} onClick={() => setConfirming(false)}>
              Keep it published
            </button>
          </div>
        </div>
      ) : (
        <div className={styles.buttons}>
          {product.published ? (
            <button type="button" ref={openerRef} className={styles.dangerOutline} disabled={busy} aria-expanded="false" onClick={() => setConfirming(true)}>
              Unpublish
            </button>
          ) : (
            <button type="button" className={styles.primary} disabled={busy} onClick={() => void run({ action: "publish" }, "Published. It is in the shop from the next visit.")}>
              Publish
            </button>
          )}
        </div>
      )}
      <ProductActionDone state={state} form="publish" />
    </div>
  );
}
