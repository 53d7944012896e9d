// Damaged or missing on arrival (issue 38.3), the pure rules: when a report may be made (within
// DAMAGE_REPORT_HOURS of delivery), how many packs of each line may still be reported, whether a
// report is acceptable (and the one sentence that says why not), how reports hold packs against
// returns, and what a replacement order holds. `now` is always a parameter.
import type { CartItem } from "@/lib/cart/types";
import { containerSizesWithQuantity } from "@/lib/cart/lines";
import { moneyFromGross } from "@/lib/cart/money";
import type { OrderStatus } from "@/lib/checkout/contract";
import { DAMAGE_REPORT_HOURS } from "@/lib/constants";
import { orderMoment } from "@/lib/orders/moment";
import type { PriorRefund } from "@/lib/orders/refunds";
import { returnableLines, returnPackText, type ReturnOnOrder } from "@/lib/returns/rules";
import { MAX_DAMAGE_PHOTOS, type DamageKind, type DamageReportableLine, type DamageStatus } from "./contract";

const HOUR_MS = 60 * 60 * 1000;

/** "14:05 on 3 April 2026": a moment as the customer's pages write it (UK time). */
export const damageMomentText = (date: Date) => orderMoment(date.toISOString());

/** The sentences a report is refused with: the API's errors, the order pages and the tests share them. */
export const DAMAGE_REFUSALS = {
  notArrived: "You can tell us about damaged or missing items once your order is on its way to you.",
  cancelled: "This order was cancelled, so nothing was delivered.",
  refunded: "This order was refunded in full.",
  windowEnded: (endsAt: Date) =>
    `The ${DAMAGE_REPORT_HOURS} hours to report damaged or missing items ended at ${damageMomentText(endsAt)}. If something is wrong with your drinks, contact us through the help centre: your rights under consumer law still apply.`,
  nothingLeft: "Everything in this order has been returned, refunded or reported already.",
  unknownLine: "That item is not part of this order.",
  notWholeNumber: (name: string) => `Choose a whole number of ${name}.`,
  lineUsed: (name: string) => `${name} has already been returned, refunded or reported.`,
  tooMany: (name: string, reportable: number) => `You can report at most ${reportable} of ${name}.`,
  photoNeeded: "Add a photo of the damage, so we can see what happened (up to 3).",
  tooManyPhotos: `Send at most ${MAX_DAMAGE_PHOTOS} photos.`,
} as const;

export interface DamageOrderFacts {
  status: OrderStatus;
  deliveredAt: Date | null;
}

export type DamageWindow = { open: true; endsAt: Date | null } | { open: false; reason: string };

/** The last moment to report: DAMAGE_REPORT_HOURS after the delivery was recorded (hours, not calendar days). */
export const damageWindowEnd = (deliveredAt: Date) => new Date(deliveredAt.getTime() + DAMAGE_REPORT_HOURS * HOUR_MS);

/**
 * Whether a report may be made at `now`. A dispatched order is open with no end yet: the parcel
 * may be in the customer's hands before staff record the delivery. The end instant is inside.
 */
export function damageWindow(facts: DamageOrderFacts, now: Date): DamageWindow {
  switch (facts.status) {
    case "placed":
    case "awaitingPayment":
    case "paid":
    case "packed":
      return { open: false, reason: DAMAGE_REFUSALS.notArrived };
    case "cancelled":
      return { open: false, reason: DAMAGE_REFUSALS.cancelled };
    case "refunded":
      return { open: false, reason: DAMAGE_REFUSALS.refunded };
    case "dispatched":
      return { open: true, endsAt: null };
    case "delivered": {
      if (!facts.deliveredAt) return { open: true, endsAt: null };
      const endsAt = damageWindowEnd(facts.deliveredAt);
      return now.getTime() <= endsAt.getTime() ? { open: true, endsAt } : { open: false, reason: DAMAGE_REFUSALS.windowEnded(endsAt) };
    }
  }
}

/** A report's packs as its status weighs them. */
export interface DamageOnOrder {
  status: DamageStatus;
  lineId: string;
  quantity: number;
}

/**
 * Reports as returns count them: a reported or replaced line holds its packs (they cannot also be
 * returned or reported again); a refunded one is counted through its refund; a refused one holds
 * nothing, so an unopened bottle staff found undamaged may still be returned.
 */
export function damageHolds(reports: readonly DamageOnOrder[]): ReturnOnOrder[] {
  return reports
    .filter((report) => report.status === "reported" || report.status === "replaced")
    .map((report) => ({ status: "received", lines: [{ lineId: report.lineId, quantity: report.quantity }] }));
}

/** Each line's packs that may still be reported: ordered, less refunded, less held by returns and reports. */
export function reportableLines(
  items: readonly CartItem[],
  prior: readonly PriorRefund[],
  returns: readonly ReturnOnOrder[],
  reports: readonly DamageOnOrder[],
): DamageReportableLine[] {
  return returnableLines(items, prior, [...returns, ...damageHolds(reports)]).map((line) => ({
    lineId: line.lineId,
    productName: line.productName,
    packText: line.packText,
    ordered: line.ordered,
    reportable: line.returnable,
  }));
}

export interface DamageReportRequest {
  lineId: string;
  quantity: number;
  kind: DamageKind;
  photoCount: number;
}

export type DamageJudgement = { ok: true } | { ok: false; message: string };

/** Whether the customer may report these packs: a line of the order, 1…reportable packs, photos as the kind needs. */
export function judgeDamageReport(lines: readonly DamageReportableLine[], request: DamageReportRequest): DamageJudgement {
  const line = lines.find((candidate) => candidate.lineId === request.lineId);
  if (!line) return { ok: false, message: DAMAGE_REFUSALS.unknownLine };
  if (!Number.isSafeInteger(request.quantity) || request.quantity < 1) return { ok: false, message: DAMAGE_REFUSALS.notWholeNumber(line.productName) };
  if (line.reportable === 0) return { ok: false, message: DAMAGE_REFUSALS.lineUsed(line.productName) };
  if (request.quantity > line.reportable) return { ok: false, message: DAMAGE_REFUSALS.tooMany(line.productName, line.reportable) };
  if (request.photoCount > MAX_DAMAGE_PHOTOS) return { ok: false, message: DAMAGE_REFUSALS.tooManyPhotos };
  if (request.kind === "damaged" && request.photoCount === 0) return { ok: false, message: DAMAGE_REFUSALS.photoNeeded };
  return { ok: true };
}

/**
 * The one line of a replacement order: the same product and pack, `quantity` packs, at no charge
 * (its prices are zero, so the order's totals, VAT and any later refund of it are zero too).
 */
export function replacementLine(item: CartItem, quantity: number, now: Date): CartItem {
  return {
    ...item,
    quantity,
    itemPrice: { gross: 0, isVatable: item.itemPrice.isVatable },
    linePrice: moneyFromGross(0, item.itemPrice.isVatable),
    lastUpdated: now.toISOString(),
    dateAdded: now.toISOString(),
    metadata: { ...item.metadata, containerSizesWithQuantity: containerSizesWithQuantity(item.metadata.containerSizes, quantity) },
  };
}

/** "2 × 6-pack of Name" / "1 × Single of Name": a report's packs in emails and on the timeline. */
export const damagePacksText = (item: Pick<CartItem, "multipackQuantity" | "productName">, quantity: number) =>
  `${quantity} × ${returnPackText(item)} of ${item.productName}`;

// --- References ----------------------------------------------------------------------------------

/** "DMG-100001-1": the order's number and the report's number within the order. */
export const damageReference = (orderNumber: number, sequence: number) => `DMG-${orderNumber}-${sequence}`;

const REFERENCE_PATTERN = /^DMG-([1-9]\d{0,8})-([1-9]\d{0,5})$/i;

/** The order number and sequence of "DMG-100001-1" (any case, spaces around ignored); null for anything else. */
export function parseDamageReference(text: string): { orderNumber: number; sequence: number } | null {
  const match = REFERENCE_PATTERN.exec(text.trim());
  return match ? { orderNumber: Number(match[1]), sequence: Number(match[2]) } : null;
}
