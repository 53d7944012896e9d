import type { PackOption, ProductSummary } from "@/lib/catalogue/types";
import type { AddToCartProduct } from "./AddToCart";

/** What an add-to-basket button needs of a product: only this crosses to the browser. */
export function cartProduct(product: ProductSummary, packs?: PackOption[]): AddToCartProduct {
  return {
    sku: product.sku,
    name: product.name,
    sizeMl: product.sizeMl,
    container: product.container,
    isVatable: product.isVatable,
    stock: product.stock,
    abv: product.abv,
    // Without a pack list (product cards), the button adds one bottle or can.
    packs: packs ?? [{ kind: "single", multipackSku: null, quantity: 1, pricePence: product.pricePence }],
  };
}
