// The cart's pure logic, one implementation for the browser store, the server and the UI.
export { boxTypeForContainer, BOX_TYPES, PACKAGING_BOX_TYPES, type PackagingBoxType } from "./boxes";
export { cartValidity, remainderFor, type BoxedLine } from "./validity";
export { lineAmounts, cartAmounts, shippingPence, isShippingMethodId, type ShippingMethodId } from "./amounts";
export { moneyFromGross, penceText, zeroAmounts } from "./money";
export { emptyCart } from "./empty-cart";
export type * from "./types";
