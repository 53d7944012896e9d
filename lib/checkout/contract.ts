// The checkout API contract, shared by the browser's checkout form and the server (zod-free: the
// request schema is in ./schemas.ts). The browser says only what the shopper chose (which cart,
// which addresses, which shipping method, the total they were shown); the server re-reads,
// re-prices and re-checks everything in one transaction (lib/server/orders/orders.ts).
import type { SavedAddress } from "@/lib/address/schema";
import type { CartDiscount } from "../discounts/contract";
import type { SyncResult } from "@/lib/cart/sync-errors";
import type { BoxType, CartAmounts, CartItem, CartValidity, PostalAddress } from "@/lib/cart/types";

export const CHECKOUT_PATH = "/shop/checkout";
export const PLACE_ORDER_PATH = "/api/shop/checkout/place_order";
export const STRIPE_WEBHOOK_PATH = "/api/shop/checkout/stripe_webhook";
export const CHECKOUT_CONFIRMATION_PATH = "/shop/checkout/confirmation";
export const ACCOUNT_ORDERS_PATH = "/account/shop/orders";
/**
 * POST: the customer cancels their order before it is packed (api-routes/order-cancel.ts). Body
 * `{}` with the sign-in as a Bearer token, or `{ accessToken }`: the key of a guest's order link.
 */
export const orderCancelPath = (reference: string) => `/api/shop/orders/${encodeURIComponent(reference)}/cancel`;

/** Largest place-order request body, in bytes. */
export const MAX_PLACE_ORDER_BODY_BYTES = 16 * 1024;

/**
 * Status of an order: pay on delivery orders are placed at once; Stripe orders wait for payment.
 * The back office then moves them on (lib/orders/lifecycle.ts): packed, dispatched, delivered,
 * or cancelled before dispatch; refunded once everything paid has been paid back.
 */
export const ORDER_STATUSES = ["placed", "awaitingPayment", "paid", "packed", "dispatched", "delivered", "cancelled", "refunded"] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];

export const ORDER_STATUS_LABELS: Record<OrderStatus, string> = {
  placed: "Placed: pay on delivery",
  awaitingPayment: "Awaiting payment",
  paid: "Paid",
  packed: "Packed",
  dispatched: "Dispatched",
  delivered: "Delivered",
  cancelled: "Cancelled",
  refunded: "Refunded",
};

export const PAYMENT_METHODS = ["payOnDelivery", "stripe"] as const;
export type PaymentMethod = (typeof PAYMENT_METHODS)[number];

export const PAYMENT_METHOD_LABELS: Record<PaymentMethod, string> = {
  payOnDelivery: "Pay on delivery",
  stripe: "Card (Stripe)",
};

/** The order number as customers see it. */
export const formatOrderNumber = (number: number) => `AFC-${number}`;

/** An order as the pages, the email and the API show it (never the access key or its hash). */
export interface OrderView {
  id: string;
  number: number;
  /** "AFC-100001". */
  reference: string;
  customer: string | null;
  email: string;
  status: OrderStatus;
  paymentMethod: PaymentMethod;
  shippingMethod: string;
  items: CartItem[];
  boxes: Record<BoxType, number>;
  amounts: CartAmounts;
  /** The discount codes applied to the order, each with the discount it gave. */
  discounts: CartDiscount[];
  deliveryAddress: PostalAddress;
  billingAddress: PostalAddress;
  createdAt: string;
  paidAt: string | null;
  /** Where the order is after it was placed: what the customer may see of the back office's work. */
  fulfilment: OrderFulfilment;
}

/** The customer-visible facts of packing, dispatch, delivery, cancellation and refunds (never who did it, never notes). */
export interface OrderFulfilment {
  packedAt: string | null;
  dispatchedAt: string | null;
  deliveredAt: string | null;
  cancelledAt: string | null;
  /** Set once dispatched: the carrier's name ("Royal Mail"), the number and the carrier's tracking page. */
  carrier: string | null;
  trackingNumber: string | null;
  trackingUrl: string | null;
  /** Paid back so far (pence, refunds that succeeded or are on their way). */
  refundedPence: number;
}

/** 201 (new order) or 200 (the same request again: the order it already placed). */
export interface PlaceOrderSuccess {
  data: {
    order: OrderView;
    /** Where the browser goes next: the confirmation page, or Stripe Checkout. */
    redirectUrl: string;
  };
}

/** 200 from orderCancelPath: the order as the cancel left it. Errors are `{ code, message }` (401, 404, 409 with the sentence to show). */
export interface OrderCancelSuccess {
  data: { order: OrderView };
}

/** Every error is `{ code, message }`, plus what the form needs to show it. */
export interface PlaceOrderError {
  code: PlaceOrderErrorCode;
  message: string;
  /** invalidBody: the first message per field path, e.g. `{ "delivery.address.postcode": "…" }`. */
  fields?: Record<string, string>;
  /** cartInvalid: what each box still needs. */
  cartValidity?: CartValidity;
  /** outOfStock: the products short of stock. */
  products?: string[];
}

export const PLACE_ORDER_ERROR_CODES = {
  invalidBody: 400,
  unauthorised: 401,
  forbidden: 403,
  cartNotFound: 404,
  addressNotFound: 404,
  /** The cart's lines changed since checkout loaded it (another tab or device). */
  cartChanged: 409,
  /** The total the shopper saw is no longer the total (a price or the shipping changed). */
  priceChanged: 409,
  outOfStock: 409,
  /** The idempotency key was already used for another cart. */
  idempotencyConflict: 409,
  bodyTooLarge: 413,
  emptyCart: 422,
  cartInvalid: 422,
  tooManyRequests: 429,
  paymentUnavailable: 502,
  databaseUnavailable: 503,
} as const;
export type PlaceOrderErrorCode = keyof typeof PLACE_ORDER_ERROR_CODES;

/** A line the shop cannot supply in full right now. */
export interface StockShortfall {
  productName: string;
  /** Units (bottles or cans) the cart needs and the shop has. */
  needed: number;
  available: number;
}

/** A signed-in customer as checkout shows them. */
export interface CheckoutCustomer {
  uid: string;
  email: string;
  displayName: string | null;
}

/** What /shop/checkout renders, computed on the server from the stored cart, re-priced now. */
export type CheckoutData =
  | { state: "empty" }
  | {
      state: "invalid";
      cartId: string;
      /** The stored cart as the sync endpoints answer it, for a browser whose basket is empty. */
      cart: SyncResult;
      items: CartItem[];
      cartValidity: CartValidity;
    }
  | {
      state: "ready";
      cartId: string;
      /** The stored cart as the sync endpoints answer it, for a browser whose basket is empty. */
      cart: SyncResult;
      /** Identifies the lines shown; sent back with the order (see placeOrderBodySchema). */
      cartFingerprint: string;
      /** The cart's guest id (null for a signed-in customer's cart). */
      guestId: string | null;
      items: CartItem[];
      cartValidity: CartValidity;
      /** The cart's amounts for each shipping method, so switching shows the server's figures. */
      quotes: Record<string, CartAmounts>;
      /** The basket's discount codes as judged for each shipping method (free delivery is standard only). */
      discountsByMethod: Record<string, CartDiscount[]>;
      shippingMethod: string;
      stockShortfalls: StockShortfall[];
      /** What changed since the shopper last saw the basket (a price, a withdrawn product), or null. */
      notice: string | null;
      customer: CheckoutCustomer | null;
      /** The signed-in customer's address book (empty for guests). */
      addresses: SavedAddress[];
      paymentMethod: PaymentMethod;
    };
