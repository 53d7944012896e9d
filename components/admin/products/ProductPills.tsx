import { STOCK_STATE_LABELS, type StockState } from "@/lib/admin/products";
import pills from "../StatusPill.styles";
import styles from "./ProductPills.styles";

/** In stock (green), Low stock (amber) or Out of stock (red): the product's stock against its threshold. */
export function StockPill({ state }: { state: StockState }) {
  return (
    <span className={`${pills.pill} ${styles[state]}`} data-testid="admin-stock-state" data-state={state}>
      <span className={pills.dot} aria-hidden="true" />
      {STOCK_STATE_LABELS[state]}
    </span>
  );
}

/** Published (in the shop) or Unpublished (hidden everywhere, its page a 404). */
export function PublishedPill({ published }: { published: boolean }) {
  return (
    <span className={`${pills.pill} ${published ? styles.published : styles.unpublished}`} data-testid="admin-published" data-published={published}>
      {published ? "Published" : "Unpublished"}
    </span>
  );
}

/** Archived: withdrawn for good (gone from the shop, its orders and reviews kept) until restored. */
export function ArchivedPill() {
  return (
    <span className={`${pills.pill} ${styles.archived}`} data-testid="admin-archived">
      Archived
    </span>
  );
}
