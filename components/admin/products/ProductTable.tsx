import Link from "next/link";
import { adminProductPath } from "@/lib/admin/contract";
import type { AdminProductSummary } from "@/lib/admin/products";
import { ArchivedPill, PublishedPill, StockPill } from "./ProductPills";
import table from "../OrderTable.styles";
import styles from "./ProductTable.styles";
import { poundsTextGrouped } from "@/lib/cart/money";

interface ProductTableProps {
  products: AdminProductSummary[];
  /** The table's caption (visually hidden): what it lists. */
  caption: string;
  /** Shown in place of the rows when there are none. */
  empty: React.ReactNode;
}

/** Products as dense rows: the name links to the product's page (and the whole row is its target). */
export function ProductTable({ products, caption, empty }: ProductTableProps) {
  if (products.length === 0) {
    return (
      <p className={table.empty} data-testid="admin-products-empty">
        {empty}
      </p>
    );
  }
  return (
    <div className={table.scroller} role="region" aria-label={caption} tabIndex={0}>
      <table className={table.table} data-testid="admin-product-table">
        <caption className="visually-hidden">{caption}</caption>
        <thead>
          <tr>
            <th scope="col">Product</th>
            <th scope="col" className={styles.category}>
              Category
            </th>
            <th scope="col" className={table.num}>
              Price
            </th>
            <th scope="col" className={table.num}>
              Stock
            </th>
            <th scope="col">
              State<span className="visually-hidden"> of stock, and whether it is published</span>
            </th>
          </tr>
        </thead>
        <tbody>
          {products.map((product) => (
            <tr key={product.slug} data-testid="admin-product-row" data-slug={product.slug} className={product.published ? undefined : styles.unpublishedRow}>
              <th scope="row" className={styles.product}>
                <span className={table.stack}>
                  <Link href={adminProductPath(product.slug)} className={table.rowLink}>
                    {product.name}
                  </Link>
                  <span className={table.sub}>
                    {product.brand} · <span className={styles.sku}>{product.sku}</span>
                  </span>
                </span>
              </th>
              <td className={styles.category}>
                <span className={table.stack}>
                  <span>{product.category.name}</span>
                  <span className={table.sub}>
                    {product.sizeMl} ml {product.container}
                  </span>
                </span>
              </td>
              <td className={table.num}>
                <span className={table.stack}>
                  <span className={table.total}>{poundsTextGrouped(product.pricePence)}</span>
                  <span className={table.sub}>{product.packCount ? `+ ${product.packCount} pack${product.packCount === 1 ? "" : "s"}` : "singles only"}</span>
                </span>
              </td>
              <td className={table.num}>
                <span className={table.stack}>
                  <span className={table.total} data-testid="admin-product-stock">
                    {product.stock.toLocaleString("en-GB")}
                  </span>
                  <span className={table.sub}>low at {product.lowStockThreshold.toLocaleString("en-GB")}</span>
                </span>
              </td>
              <td>
                <span className={styles.pills}>
                  <StockPill state={product.stockState} />
                  {product.archived ? <ArchivedPill /> : !product.published && <PublishedPill published={false} />}
                </span>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
