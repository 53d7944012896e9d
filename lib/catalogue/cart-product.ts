import type { PackOption, ProductSummary } from "@/lib/catalogue/types";

export interface AddToCartProduct {
  sku: string;
  name: string;
  sizeMl: number;
  container: string;
  isVatable: boolean;
  stock: number;
  /** ABV in percent, carried to the basket line. */
  abv: number;
  /** Single first, then multipacks and cases. */
  packs: PackOption[];
}

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
