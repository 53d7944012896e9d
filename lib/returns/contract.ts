// Returns (issue 38.2): what the customer's order pages, the back office and the API agree on.
// A customer asks to return unopened drinks within RETURN_WINDOW_DAYS of delivery; staff mark the
// parcel received, then refund it (restocking the drinks or writing them off) through the order's
// refunds, or refuse it with a reason the customer is told. Rules: lib/returns/rules.ts.

/** requested → received → refunded | refused (a requested return may also be refused: never sent). */
export const RETURN_STATUSES = ["requested", "received", "refunded", "refused"] as const;
export type ReturnStatus = (typeof RETURN_STATUSES)[number];

export const RETURN_STATUS_LABELS: Record<ReturnStatus, string> = {
  requested: "Requested",
  received: "Received",
  refunded: "Refunded",
  refused: "Refused",
};

/** Why the customer is sending drinks back (a change of mind; damage is its own report). */
export const RETURN_REASONS = ["changedMind", "orderedByMistake", "notAsExpected", "other"] as const;
export type ReturnReason = (typeof RETURN_REASONS)[number];

export const RETURN_REASON_LABELS: Record<ReturnReason, string> = {
  changedMind: "I changed my mind",
  orderedByMistake: "I ordered it by mistake",
  notAsExpected: "It is not what I expected",
  other: "Another reason",
};

/** What staff found when the parcel came back: the drinks go back on the shelf, or are written off. */
export const RETURN_INSPECTIONS = ["restock", "writeOff"] as const;
export type ReturnInspection = (typeof RETURN_INSPECTIONS)[number];

export const RETURN_INSPECTION_LABELS: Record<ReturnInspection, string> = {
  restock: "Back on the shelf",
  writeOff: "Written off",
};

/** Longest optional note from the customer, and longest refusal reason from staff (characters). */
export const MAX_RETURN_NOTE_LENGTH = 500;
export const MAX_RETURN_REFUSAL_LENGTH = 500;

/** One line of a return: which order line (CartItem.id), and how many of its packs. */
export interface ReturnLineView {
  lineId: string;
  productName: string;
  /** "Single" or "6-pack": which pack of the product the line is. */
  packText: string;
  quantity: number;
}

/** A return as the customer and staff see it. Dates are ISO strings. */
export interface ReturnView {
  /** "RET-100001-1": the order number and the return's number within the order. */
  reference: string;
  orderReference: string;
  status: ReturnStatus;
  reason: ReturnReason;
  note: string | null;
  lines: ReturnLineView[];
  requestedAt: string;
  receivedAt: string | null;
  /** When it was refunded or refused. */
  closedAt: string | null;
  inspection: ReturnInspection | null;
  /** What the refund repaid (pence), once refunded. */
  refundedPence: number | null;
  /** Staff's reason, once refused: the customer is told it. */
  refusalReason: string | null;
}

/** An order line as the return form offers it: how many packs may still be returned. */
export interface ReturnableLine {
  lineId: string;
  productName: string;
  packText: string;
  ordered: number;
  returnable: number;
}

/** What the customer's order page needs to offer a return (returnFactsOf in lib/returns/rules.ts). */
export interface ReturnOffer {
  orderReference: string;
  /** The return can be asked for now; otherwise `reason` says why not (the window ended, nothing left...). */
  open: boolean;
  reason: string | null;
  /** The last moment to ask (ISO), once the order is delivered; null before. */
  windowEndsAt: string | null;
  lines: ReturnableLine[];
  returns: ReturnView[];
}

/** Where the customer asks for a return of order `reference`. */
export const orderReturnsPath = (reference: string) => `/api/shop/orders/${encodeURIComponent(reference)}/returns`;

/** The customer's body: the lines and packs, a reason, and that the drinks are unopened. */
export interface ReturnRequestBody {
  accessToken?: string;
  lines: { lineId: string; quantity: number }[];
  reason: ReturnReason;
  note?: string;
  /** Must be true: the customer confirms the drinks are unopened with the seal intact. */
  unopened: true;
}

/** 201 from orderReturnsPath: the new return, and the address to send it to. Errors are `{ code, message }`. */
export interface ReturnRequestSuccess {
  data: { return: ReturnView; returnAddress: string[] };
}

/** The back office's list and one return's actions. */
export const ADMIN_RETURNS_PATH = "/admin/returns";
export const adminReturnPath = (reference: string) => `/api/admin/returns/${encodeURIComponent(reference)}`;

/** What staff do to a return. */
export type AdminReturnAction = { action: "receive" } | { action: "refund"; inspection: ReturnInspection } | { action: "refuse"; reason: string };

/** 200 from adminReturnPath: the return as the action left it. Errors are `{ code, message }` (400, 401, 403, 404, 409). */
export interface AdminReturnSuccess {
  data: { return: ReturnView };
}

/** A return in the back office's list: the return, and whose it is. */
export interface AdminReturnRow extends ReturnView {
  customerEmail: string;
  customerName: string;
  /** What a refund of it would repay now (pence), as the server plans it; null once closed. */
  refundPreviewPence: number | null;
}

/** The back office's tabs: the returns waiting for staff (requested or received), or one status, or all. */
export const ADMIN_RETURN_FILTERS = ["open", "requested", "received", "refunded", "refused", "all"] as const;
export type AdminReturnFilter = (typeof ADMIN_RETURN_FILTERS)[number];

/** Whether an order page shows its returns part: once the order is on its way, or when it has returns. */
export function showsReturns(status: string, offer: ReturnOffer | null): offer is ReturnOffer {
  return offer !== null && (offer.open || offer.returns.length > 0 || status === "dispatched" || status === "delivered");
}
