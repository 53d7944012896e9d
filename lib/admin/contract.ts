// The back office's API contract (zod-free, shared by the admin pages and the server; the request
// schemas are in ./schemas.ts). Every route under /api/admin verifies the Firebase token and its
// role claim (`staff: true` for the shop, `editor: true` for the newsroom: ./roles.ts); the browser
// never says who it is or what an order costs.
import type { OrderStatus, OrderView, PaymentMethod } from "@/lib/checkout/contract";
import type { Money } from "@/lib/cart/types";
import type { CarrierId } from "@/lib/orders/carriers";

export const ADMIN_PATH = "/admin";
export const ADMIN_ORDERS_PATH = "/admin/orders";
export const ADMIN_ACTIVITY_PATH = "/admin/activity";
export const ADMIN_API_ORDERS_PATH = "/api/admin/orders";
export const ADMIN_API_ACTIVITY_PATH = "/api/admin/activity";
export const ADMIN_PRODUCTS_PATH = "/admin/products";
export const ADMIN_DISCOUNTS_PATH = "/admin/discounts";
export const ADMIN_REVIEWS_PATH = "/admin/reviews";
export const ADMIN_CUSTOMERS_PATH = "/admin/customers";
/** The newsroom (issue 37): editors only. */
export const ADMIN_CONTENT_PATH = "/admin/content";
export const ADMIN_API_PRODUCTS_PATH = "/api/admin/products";
export const ADMIN_API_DISCOUNTS_PATH = "/api/admin/discounts";
export const adminProductPath = (slug: string) => `${ADMIN_PRODUCTS_PATH}/${encodeURIComponent(slug)}`;
export const adminDiscountPath = (code: string) => `${ADMIN_DISCOUNTS_PATH}/${encodeURIComponent(code)}`;

export const adminOrderPath = (reference: string) => `${ADMIN_ORDERS_PATH}/${encodeURIComponent(reference)}`;
export const adminOrderSlipPath = (reference: string) => `${adminOrderPath(reference)}/slip`;
export const ADMIN_BATCH_SLIPS_PATH = `${ADMIN_ORDERS_PATH}/slips`;
export const adminOrderApiPath = (reference: string) => `${ADMIN_API_ORDERS_PATH}/${encodeURIComponent(reference)}`;

/** The order queue's tabs, in the order they are shown. */
export const ADMIN_TABS = ["toPack", "awaitingPayment", "packed", "dispatched", "delivered", "cancelled", "refunded"] as const;
export type AdminTab = (typeof ADMIN_TABS)[number];

export const ADMIN_TAB_LABELS: Record<AdminTab, string> = {
  toPack: "To pack",
  awaitingPayment: "Awaiting payment",
  packed: "Packed",
  dispatched: "Dispatched",
  delivered: "Delivered",
  cancelled: "Cancelled",
  refunded: "Refunded",
};

/** Which order statuses each tab lists. To pack lists oldest first; every other tab newest first. */
export const ADMIN_TAB_STATUSES: Record<AdminTab, readonly OrderStatus[]> = {
  toPack: ["placed", "paid"],
  awaitingPayment: ["awaitingPayment"],
  packed: ["packed"],
  dispatched: ["dispatched"],
  delivered: ["delivered"],
  cancelled: ["cancelled"],
  refunded: ["refunded"],
};

export const ADMIN_PAGE_SIZE = 25;

/** What the queue asks for (query string of GET /api/admin/orders and of /admin/orders). */
export interface QueueQuery {
  tab: AdminTab;
  /** A reference (AFC-100001 or 100001), an email (or part of one) or a postcode (or its outward part). */
  q?: string;
  /** Placed on or after / on or before these UK dates (YYYY-MM-DD). */
  from?: string;
  to?: string;
  payment?: PaymentMethod;
  page: number;
}

/** One row of the queue. */
export interface AdminOrderSummary {
  reference: string;
  number: number;
  createdAt: string;
  email: string;
  name: string;
  postcode: string;
  status: OrderStatus;
  paymentMethod: PaymentMethod;
  paid: boolean;
  total: Money;
  refundedPence: number;
  /** Boxes to pack, e.g. 3 (a half box counts as one). */
  boxCount: number;
}

export interface AdminOrderQueue {
  query: QueueQuery;
  counts: Record<AdminTab, number>;
  orders: AdminOrderSummary[];
  /** Orders matching the query in this tab, across every page. */
  total: number;
  pageCount: number;
}

/** /admin's numbers for today (UK day). */
export interface AdminDashboard {
  toPack: number;
  placedToday: number;
  placedTodayValue: Money;
  oldestNotDispatched: { reference: string; createdAt: string; status: OrderStatus } | null;
}

export const TIMELINE_EVENT_TYPES = [
  "placed",
  "paid",
  "packed",
  "dispatched",
  "delivered",
  "cancelled",
  "refundRequested",
  "refunded",
  "refundFailed",
  "emailSent",
  "note",
  "returnRequested",
  "returnReceived",
  "returnRefused",
  "damageReported",
  "damageReplaced",
  "damageRefused",
  "replacementPlaced",
] as const;
export type TimelineEventType = (typeof TIMELINE_EVENT_TYPES)[number];

/** A member of staff as the back office names them (from their verified token). */
export interface StaffMember {
  uid: string;
  email: string | null;
}

export interface TimelineEvent {
  id: number;
  type: TimelineEventType;
  at: string;
  /** Who did it; null for the customer, Stripe or the site itself. */
  actor: StaffMember | null;
  /** One line in plain words ("Dispatched with Royal Mail, AB123456785GB"). */
  summary: string;
}

export type RefundStatus = "pending" | "succeeded" | "failed";

export interface RefundView {
  id: string;
  status: RefundStatus;
  amount: Money;
  lines: { lineId: string; productName: string; quantity: number; amount: Money }[];
  shipping: Money;
  restocked: boolean;
  reason: string | null;
  createdAt: string;
  createdBy: StaffMember;
}

/** One order as the back office sees it: the customer's view plus refunds and the timeline. */
export interface AdminOrderDetail extends OrderView {
  paid: boolean;
  refunds: RefundView[];
  timeline: TimelineEvent[];
  /** Per line (CartItem.id): packs still refundable. */
  refundable: Record<string, number>;
  shippingRefundablePence: number;
  /** What each staff action would do now: allowed, or the sentence why not. */
  actions: Record<"pack" | "dispatch" | "deliver" | "cancel" | "refund", { allowed: true } | { allowed: false; reason: string }>;
}

/** POST /api/admin/orders/<reference>: one action, named in `action` (schemas.ts). */
export type AdminOrderAction =
  | { action: "pack" }
  | { action: "dispatch"; carrier: CarrierId; trackingNumber: string }
  | { action: "deliver" }
  | { action: "cancel"; reason?: string }
  | { action: "refund"; lines: { lineId: string; quantity: number }[]; includeShipping: boolean; restock: boolean; reason?: string }
  | { action: "note"; text: string };

/** 200 { data: { order } } after an action; errors are { code, message } (409 illegalTransition, 404 orderNotFound, …). */
export interface AdminOrderActionSuccess {
  data: { order: AdminOrderDetail };
}

export const ACTIVITY_ACTIONS = [
  "order.pack",
  "order.dispatch",
  "order.deliver",
  "order.cancel",
  "order.refund",
  "order.note",
  "return.request",
  "return.receive",
  "return.refund",
  "return.refuse",
  "damage.report",
  "damage.refund",
  "damage.replace",
  "damage.refuse",
  "support.reply",
  "support.close",
  "support.reopen",
  "product.price",
  "product.stock",
  "product.publish",
  "product.unpublish",
  "product.threshold",
  "product.photo.add",
  "product.photo.alt",
  "product.photo.reorder",
  "product.photo.delete",
  "product.create",
  "product.edit",
  "product.archive",
  "product.restore",
  "product.import",
  "discount.create",
  "discount.edit",
  "discount.pause",
  "discount.resume",
  "discount.end",
  "review.publish",
  "review.hide",
  "review.reply",
  "customer.note",
  "customer.export",
  "customer.erased",
  "story.create",
  "story.edit",
  "story.publish",
  "story.schedule",
  "story.unschedule",
  "story.unpublish",
  "story.restore",
  "author.create",
  "author.edit",
  "author.restore",
  "media.upload",
  "media.edit",
  "media.replace",
  "media.delete",
  "video.create",
  "video.remove",
  "video.files",
  "video.edit",
  "video.restore",
  "playlist.edit",
  "playlist.restore",
  "playlist.create",
  "playlist.remove",
  "lesson.edit",
  "lesson.restore",
  "lesson.create",
  "lesson.remove",
  "course.edit",
  "course.restore",
] as const;
export type ActivityAction = (typeof ACTIVITY_ACTIONS)[number];

export const ACTIVITY_ACTION_LABELS: Record<ActivityAction, string> = {
  "order.pack": "Packed an order",
  "order.dispatch": "Dispatched an order",
  "order.deliver": "Marked an order delivered",
  "order.cancel": "Cancelled an order",
  "order.refund": "Refunded an order",
  "order.note": "Added a note",
  "return.request": "A customer asked to return drinks",
  "return.receive": "Received a return",
  "return.refund": "Refunded a return",
  "return.refuse": "Refused a return",
  "damage.report": "A customer reported damaged or missing items",
  "damage.refund": "Refunded damaged or missing items",
  "damage.replace": "Sent a replacement for damaged or missing items",
  "damage.refuse": "Refused a damage report",
  "support.reply": "Replied to a customer",
  "support.close": "Closed a conversation",
  "support.reopen": "Reopened a conversation",
  "product.price": "Changed a price",
  "product.stock": "Changed stock",
  "product.publish": "Published a product",
  "product.unpublish": "Unpublished a product",
  "product.threshold": "Changed a low-stock threshold",
  "product.create": "Created a product",
  "product.edit": "Edited a product",
  "product.archive": "Archived a product",
  "product.restore": "Restored a product",
  "product.import": "Imported the catalogue CSV",
  "product.photo.add": "Added a product photo",
  "product.photo.alt": "Changed a photo's alt text",
  "product.photo.reorder": "Reordered product photos",
  "product.photo.delete": "Deleted a product photo",
  "discount.create": "Created a discount code",
  "discount.edit": "Edited a discount code",
  "discount.pause": "Paused a discount code",
  "discount.resume": "Resumed a discount code",
  "discount.end": "Ended a discount code",
  "review.publish": "Published a review",
  "review.hide": "Hid a review",
  "review.reply": "Replied to a review",
  "customer.note": "Added a note on a customer",
  "customer.export": "Exported a customer's data",
  "customer.erased": "Account erased (by the customer)",
  "story.create": "Started a story",
  "story.edit": "Edited a story",
  "story.publish": "Published a story",
  "story.schedule": "Scheduled a story",
  "story.unschedule": "Cancelled a story's schedule",
  "story.unpublish": "Unpublished a story",
  "story.restore": "Restored a story's revision",
  "author.create": "Added an author",
  "author.edit": "Edited an author",
  "author.restore": "Restored an author's revision",
  "media.upload": "Added a picture to the media library",
  "media.edit": "Edited a picture's details",
  "media.replace": "Replaced a picture everywhere it is used",
  "media.delete": "Deleted a picture from the media library",
  "video.create": "Added a video",
  "video.remove": "Removed a video",
  "video.files": "Replaced a video's film or captions",
  "video.edit": "Edited a video",
  "video.restore": "Restored a video's revision",
  "playlist.edit": "Edited a playlist",
  "playlist.restore": "Restored a playlist's revision",
  "playlist.create": "Added a playlist",
  "playlist.remove": "Removed a playlist",
  "lesson.edit": "Edited a lesson",
  "lesson.restore": "Restored a lesson's revision",
  "lesson.create": "Added a lesson",
  "lesson.remove": "Removed a lesson",
  "course.edit": "Edited a course",
  "course.restore": "Restored a course's revision",
};

export interface ActivityEntry {
  id: number;
  at: string;
  actor: StaffMember;
  action: ActivityAction;
  /** The order's reference, the product's slug or the discount code the action was on. */
  subject: string | null;
  before: Record<string, unknown> | null;
  after: Record<string, unknown> | null;
}

export interface ActivityQuery {
  member?: string;
  action?: ActivityAction;
  page: number;
}

export interface ActivityPage {
  query: ActivityQuery;
  entries: ActivityEntry[];
  members: StaffMember[];
  pageCount: number;
}
