// Cart entities. The browser's cart is a draft; the server recomputes every amount.
import type { BOX_CAPACITIES } from "../constants";
import type { CartDiscount } from "../discounts/contract";

export type BoxType = keyof typeof BOX_CAPACITIES;

/** An amount in integer pence with its two-decimal texts. */
export interface Money {
  gross: number;
  net: number;
  tax: number;
  grossText: string;
  netText: string;
  taxText: string;
}

export interface CartAmounts {
  productsPrice: Money;
  shippingPrice: Money;
  discountPrice: Money;
  totalPrice: Money;
}

export type CartLastAction = "cartCreated" | "itemAdded" | "itemUpdated" | "itemRemoved" | "cartEmptied";

export interface CartItemMetadata {
  productSKU: string;
  multipackSKU: string | null;
  boxType: BoxType;
  /** JSON string of container size (ml) to count, e.g. '{"330":1}'. */
  containerSizes: string;
  /** JSON string of container size to count × quantity. */
  containerSizesWithQuantity: string;
  itemUUID: string;
}

export interface CartItem {
  id: string;
  quantity: number;
  productName: string;
  itemPrice: { gross: number; isVatable: boolean };
  linePrice: Money;
  lastUpdated: string;
  dateAdded: string;
  multipackQuantity: number;
  /** The product's ABV in percent, as the catalogue states it (absent on lines saved before it was sent). */
  abv?: number;
  metadata: CartItemMetadata;
}

export interface PostalAddress {
  id?: string;
  firstName: string;
  lastName: string;
  line1: string;
  line2?: string;
  city: string;
  county?: string;
  postcode: string;
  country: string;
  phone?: string;
}

export interface Cart {
  id: string | null;
  items: CartItem[];
  createdAt: string;
  updatedAt: string;
  lastAction: CartLastAction;
  /** The signed-in user's id, or null for a guest cart. */
  customer: string | null;
  guest: boolean;
  guestId: string | null;
  shippingMethod: string;
  currency: "GBP";
  status: "new";
  deliveryAddress: PostalAddress | null;
  billingAddress: PostalAddress | null;
  /** Discount codes in the basket as the server judged them (applied, or why not). */
  discounts: CartDiscount[];
  amounts: CartAmounts;
}

export interface CartValidity {
  counts: Record<BoxType, number>;
  boxes: Record<BoxType, number>;
  remainders: Record<BoxType, number>;
  valid: boolean;
}
