import Link from "next/link";
import { ADMIN_PRODUCTS_PATH } from "@/lib/admin/contract";
import { editorFromInput } from "@/lib/admin/product-editor-form";
import { Panel } from "../Panel";
import { ProductEditor } from "./editor/ProductEditor";
import type { AdminProductDetail } from "@/lib/admin/products";
import buttons from "../Actions.styles";

/** The "Edit details" link in the product page's header, and "View in the shop" when it is published. */
export function ProductHeaderActions({ product }: { product: Pick<AdminProductDetail, "slug" | "published"> }) {
  return (
    <>
      <a href="#product-details" className={buttons.secondary} data-testid="edit-details-link">
        Edit details
      </a>
      {product.published && (
        // No prefetch: rendering the shop's page while staff are changing it could cache it
        // with the figures from just before the change (seen in e2e/admin-products.spec.ts).
        <Link href={`/shop/products/${product.slug}`} prefetch={false} className={buttons.secondary} data-testid="view-in-shop">
          View in the shop
        </Link>
      )}
    </>
  );
}

/** Every field staff write about the product, prefilled with what it says now. */
export function ProductDetailsPanel({ product }: { product: Pick<AdminProductDetail, "slug" | "input"> }) {
  return (
    <div id="product-details" tabIndex={-1}>
      <Panel id="details" title="Edit details" aside="Prices include VAT">
        <ProductEditor key={product.slug} slug={product.slug} initial={editorFromInput(product.input)} cancelHref={ADMIN_PRODUCTS_PATH} />
      </Panel>
    </div>
  );
}
