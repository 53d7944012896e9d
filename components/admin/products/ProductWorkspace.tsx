import { ADMIN_PRODUCTS_PATH } from "@/lib/admin/contract";
import type { AdminProductDetail } from "@/lib/admin/products";
import { AdminPageHeader } from "../AdminPageHeader";
import { Panel } from "../Panel";
import { PriceForm } from "./PriceForm";
import { ProductChanges } from "./ProductChanges";
import { ArchivedPill, PublishedPill, StockPill } from "./ProductPills";
import { ArchiveForm } from "./ArchiveForm";
import { ProductDetailsPanel, ProductHeaderActions } from "./ProductDetailsPanel";
import { ProductPhotos } from "./ProductPhotos";
import { PublishForm } from "./PublishForm";
import { StockForm } from "./StockForm";
import { StockHistory } from "./StockHistory";
import { ThresholdForm } from "./ThresholdForm";
import buttons from "../Actions.styles";
import styles from "./ProductWorkspace.styles";

/**
 * /admin/products/<slug>: stock (the count, a change with its reason), whether it is shown in the
 * shop, its low-stock threshold and archiving on the right; prices, the stock history, the other
 * changes and every detail staff write (the product form) on the left. On a tablet the stock comes first.
 */
export function ProductWorkspace({ product, now = new Date(), justCreated = false }: { product: AdminProductDetail; now?: Date; justCreated?: boolean }) {
  // As the shop's product page writes it (components/shop/ProductDetailView.tsx).
  const abv = `${product.abv.toFixed(product.abv === 0 ? 1 : 2)}% ABV`;
  return (
    <>
      <AdminPageHeader
        back={{ href: ADMIN_PRODUCTS_PATH, label: "Products" }}
        title={<span data-testid="admin-product-name">{product.name}</span>}
        badges={
          <>
            {product.archived && <ArchivedPill />}
            <PublishedPill published={product.published} />
            <StockPill state={product.stockState} />
          </>
        }
        subtitle={
          <>
            {product.brand} · SKU <span className={styles.sku}>{product.sku}</span> · {product.sizeMl} ml {product.container} · {abv} · {product.category.name}
          </>
        }
        actions={<ProductHeaderActions product={product} />}
      />
      {justCreated && (
        <p className={`${buttons.done} ${styles.created}`} role="status" data-testid="product-created">
          {product.name} created, unpublished and with no stock. Add photos and stock, then publish it.
        </p>
      )}
      <div className={styles.grid}>
        <div className={styles.side}>
          <Panel id="stock" title="Stock" aside={`low at ${product.lowStockThreshold.toLocaleString("en-GB")}`}>
            <p className={styles.count}>
              <span className={styles.countValue} data-testid="admin-product-stock">
                {product.stock.toLocaleString("en-GB")}
              </span>
              <span className={styles.countLabel}>unit{product.stock === 1 ? "" : "s"} in stock</span>
            </p>
            <StockForm product={product} />
          </Panel>
          <Panel id="publishing" title="Shown in the shop" aside={product.published ? "Published" : "Unpublished"}>
            {product.archived ? <p className={buttons.hint}>Archived: restore it first, then publish it.</p> : <PublishForm product={product} />}
          </Panel>
          <Panel id="threshold" title="Low-stock threshold">
            <ThresholdForm product={product} />
          </Panel>
          <Panel id="archive" title="Archive" aside={product.archived ? "Archived" : undefined}>
            <ArchiveForm product={product} />
          </Panel>
        </div>
        <div className={styles.main}>
          <Panel id="prices" title="Prices" aside="VAT included">
            <PriceForm product={product} />
          </Panel>
          <ProductPhotos slug={product.slug} />
          <Panel id="stock-history" title="Stock history" aside={`${product.stockChangeCount.toLocaleString("en-GB")} change${product.stockChangeCount === 1 ? "" : "s"}, UK time`} flush>
            <StockHistory product={product} now={now} />
          </Panel>
          <Panel id="changes" title="Other changes" aside="Details, prices, publishing" flush>
            <ProductChanges changes={product.changes} now={now} />
          </Panel>
          <ProductDetailsPanel product={product} />
        </div>
      </div>
    </>
  );
}
