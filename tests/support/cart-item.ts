// A canonical cart line for tests of what is built from orders (emails, payment sessions).
import { lineAmounts } from "@/lib/cart/amounts";
import type { CartItem } from "@/lib/cart/types";

export function cartItem(name: string, unitGross: number, quantity: number, multipackQuantity = 1, sku = `SKU-${name}`): CartItem {
  return {
    id: `line-${name}`,
    quantity,
    productName: name,
    itemPrice: { gross: unitGross, isVatable: true },
    linePrice: lineAmounts(unitGross, quantity),
    lastUpdated: "2026-11-20T10:00:00.000Z",
    dateAdded: "2026-11-20T10:00:00.000Z",
    multipackQuantity,
    metadata: {
      productSKU: sku,
      multipackSKU: multipackQuantity > 1 ? `${sku}-${multipackQuantity}` : null,
      boxType: "boxType_330",
      containerSizes: JSON.stringify({ 330: multipackQuantity }),
      containerSizesWithQuantity: JSON.stringify({ 330: multipackQuantity * quantity }),
      itemUUID: `uuid-${name}`,
    },
  };
}
