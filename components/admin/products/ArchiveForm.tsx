"use client";
import { ProductActionDone, ProductActionError } from "./ProductActionMessage";
import { useConfirmStep } from "./use-confirm-step";
import { useProductAction } from "./use-product-action";
import styles from "../Actions.styles";

/**
 * Archive after a confirmation saying what it does (gone from the shop like unpublishing, its
 * orders, reviews and history kept); restore at once. Focus moves into the question and back to
 * the button when it is dismissed.
 */
export function ArchiveForm({ product }: { product: { slug: string; name: string; archived: boolean } }) {
  const { busy, state, run } = useProductAction(product.slug);
  const { confirming, setConfirming, confirmRef, openerRef } = useConfirmStep();

  async function archive() {
    if (await run({ action: "archive" }, `${product.name} is archived: gone from the shop from the next visit.`)) setConfirming(false);
  }

  return (
    <div className={styles.form} aria-busy={busy} data-testid="archive-form">
      <p className={styles.hint}>
        {product.archived
          ? "Archived: gone from the shop, with its orders, reviews and history kept. Restoring brings it back among the products, unpublished: publish it when it is on sale again."
          : "Archive a product you no longer sell: it leaves the shop like unpublishing, and its orders, reviews and history are kept."}
      </p>
      <ProductActionError state={state} form="archive" />
      {!product.archived && confirming ? (
        <div className={`${styles.form} ${styles.confirm}`}>
          <p className={styles.warning} id="archive-what">
            Archive {product.name}? It leaves every listing, search and basket, and its page answers “not found” until it is restored.
          </p>
          <div className={styles.buttons}>
            <button type="button" ref={confirmRef} className={styles.danger} disabled={busy} onClick={() => void archive()} aria-describedby="archive-what">
              Confirm archive
            </button>
            <button type="button" className={styles.secondary} disabled={busy} onClick={() => setConfirming(false)}>
              Keep it
            </button>
          </div>
        </div>
      ) : (
        <div className={styles.buttons}>
          {product.archived ? (
            <button type="button" className={styles.primary} disabled={busy} onClick={() => void run({ action: "restore" }, `${product.name} is restored. Publish it to show it in the shop again.`)}>
              Restore
            </button>
          ) : (
            <button type="button" ref={openerRef} className={styles.dangerOutline} disabled={busy} aria-expanded="false" onClick={() => setConfirming(true)}>
              Archive
            </button>
          )}
        </div>
      )}
      <ProductActionDone state={state} form="archive" />
    </div>
  );
}
