import { ADMIN_PRODUCTS_PATH } from "@/lib/admin/contract";
import { emptyEditor } from "@/lib/admin/product-editor-form";
import { AdminPageHeader } from "../AdminPageHeader";
import { Panel } from "../Panel";
import { ProductEditor } from "./editor/ProductEditor";
import styles from "./ProductWorkspace.styles";

/** /admin/products/new: the product form, and what happens after it is created beside it. */
export function NewProduct() {
  return (
    <>
      <AdminPageHeader back={{ href: ADMIN_PRODUCTS_PATH, label: "Products" }} title="New product" subtitle="A new product starts unpublished with no stock: add photos and stock on its page, then publish it." />
      <div className={styles.newGrid}>
        <Panel id="new-product" title="Details" aside="Prices include VAT">
          <ProductEditor slug={null} initial={emptyEditor()} cancelHref={ADMIN_PRODUCTS_PATH} />
        </Panel>
        <Panel id="how-products-work" title="Before it is in the shop">
          <ul className={styles.help}>
            <li>Its page’s address follows the name. Renaming it later keeps the old address working.</li>
            <li>Each SKU, the unit’s and every pack’s, belongs to one product only.</li>
            <li>Words such as “light”, “low calorie” or “alcohol-free” are checked against the ABV and nutrition you give, as the law asks.</li>
            <li>Once created, add photos and stock, then publish it. Until then shoppers cannot see it.</li>
          </ul>
        </Panel>
      </div>
    </>
  );
}
