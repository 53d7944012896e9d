// Damaged or missing on arrival (issue 38.3): what the customer's order pages, the back office and
// the API agree on. Within DAMAGE_REPORT_HOURS of delivery a customer reports packs of one order
// line as damaged or missing, with up to MAX_DAMAGE_PHOTOS photos; staff refund them (through the
// order's refunds), send a replacement (a new zero-value order, packed like any other) or refuse
// with a reason the customer is told. Rules: lib/damage/rules.ts.
import { MAX_DAMAGE_PHOTOS, MAX_DAMAGE_UPLOAD_BODY_BYTES } from "@/lib/media/limits";

export { MAX_DAMAGE_PHOTOS, MAX_DAMAGE_UPLOAD_BODY_BYTES };

export const DAMAGE_KINDS = ["damaged", "missing"] as const;
export type DamageKind = (typeof DAMAGE_KINDS)[number];

export const DAMAGE_KIND_LABELS: Record<DamageKind, string> = {
  damaged: "Damaged: broken, leaking or crushed",
  missing: "Missing from the parcel",
};

/** reported → refunded | replaced | refused. */
export const DAMAGE_STATUSES = ["reported", "refunded", "replaced", "refused"] as const;
export type DamageStatus = (typeof DAMAGE_STATUSES)[number];

export const DAMAGE_STATUS_LABELS: Record<DamageStatus, string> = {
  reported: "Reported",
  refunded: "Refunded",
  replaced: "Replacement sent",
  refused: "Refused",
};

// MAX_DAMAGE_PHOTOS per report: a damaged line needs at least one, a missing one none.
/** Longest optional note from the customer, and longest refusal reason from staff (characters). */
export const MAX_DAMAGE_NOTE_LENGTH = 500;
export const MAX_DAMAGE_REFUSAL_LENGTH = 500;

/** The multipart form's fields (POST orderDamagePath). `photos` repeats, once per file. */
export const DAMAGE_FIELDS = {
  accessToken: "accessToken",
  lineId: "lineId",
  quantity: "quantity",
  kind: "kind",
  note: "note",
  photos: "photos",
} as const;


/** A report as the customer and staff see it. Dates are ISO strings. */
export interface DamageReportView {
  /** "DMG-100001-1": the order number and the report's number within the order. */
  reference: string;
  orderReference: string;
  status: DamageStatus;
  kind: DamageKind;
  lineId: string;
  productName: string;
  /** "Single" or "6-pack". */
  packText: string;
  quantity: number;
  note: string | null;
  /** How many photos came with it (staff see them; the customer is told the count). */
  photoCount: number;
  reportedAt: string;
  /** When it was refunded, replaced or refused. */
  closedAt: string | null;
  /** What the refund repaid (pence), once refunded. */
  refundedPence: number | null;
  /** The replacement's order reference ("AFC-100002"), once replaced. */
  replacementOrderReference: string | null;
  /** Staff's reason, once refused: the customer is told it. */
  refusalReason: string | null;
}

/** An order line as the report form offers it: how many packs may still be reported. */
export interface DamageReportableLine {
  lineId: string;
  productName: string;
  packText: string;
  ordered: number;
  reportable: number;
}

/** What the customer's order page needs to offer a report (damageOfferOf on the server). */
export interface DamageOffer {
  orderReference: string;
  /** A report can be made now; otherwise `reason` says why not (the 48 hours ended, nothing left...). */
  open: boolean;
  reason: string | null;
  /** The last moment to report (ISO), once the order is delivered; null before. */
  windowEndsAt: string | null;
  lines: DamageReportableLine[];
  reports: DamageReportView[];
}

/** Whether an order page shows its damage part: while a report can be made, or when it has reports. */
export const showsDamage = (offer: DamageOffer | null): offer is DamageOffer => offer !== null && (offer.open || offer.reports.length > 0);

/** Where the customer reports damage on order `reference` (multipart/form-data, DAMAGE_FIELDS). */
export const orderDamagePath = (reference: string) => `/api/shop/orders/${encodeURIComponent(reference)}/damage`;

/** 201 from orderDamagePath. Errors are `{ code, message }` (400, 401, 404, 409, 413, 415, 429). */
export interface DamageReportSuccess {
  data: { report: DamageReportView };
}

// --- The back office ------------------------------------------------------------------------------

export const ADMIN_DAMAGE_PATH = "/admin/damage";
/** POST an AdminDamageAction. */
export const adminDamagePath = (reference: string) => `/api/admin/damage/${encodeURIComponent(reference)}`;
/** GET one photo of a report (JPEG, staff only; `index` from 1). */
export const adminDamagePhotoPath = (reference: string, index: number) => `/api/admin/damage/${encodeURIComponent(reference)}/photos/${index}`;

/** What staff do to a reported line: refund it, send it again at no charge, or refuse with a reason. */
export type AdminDamageAction = { action: "refund" } | { action: "replace" } | { action: "refuse"; reason: string };

/** 200 from adminDamagePath: the report as the action left it. Errors are `{ code, message }` (400, 401, 403, 404, 409). */
export interface AdminDamageSuccess {
  data: { report: DamageReportView };
}

/** One stored photo: its place (1…3) and size as shown. */
export interface DamagePhotoView {
  index: number;
  width: number;
  height: number;
}

/** A report in the back office's list: the report, whose it is, its photos, and what a refund would repay. */
export interface AdminDamageRow extends DamageReportView {
  customerEmail: string;
  customerName: string;
  photos: DamagePhotoView[];
  /** What refunding it would repay now (pence), as the server plans it; null once closed or when nothing is left to repay. */
  refundPreviewPence: number | null;
}

/** The back office's tabs: the reports waiting for staff, or one outcome, or all. */
export const ADMIN_DAMAGE_FILTERS = ["open", "refunded", "replaced", "refused", "all"] as const;
export type AdminDamageFilter = (typeof ADMIN_DAMAGE_FILTERS)[number];
