// The customer's progress line (components/orders/OrderProgress.tsx): which steps an order shows,
// which of them are done and when, and where it is now. Pure, so the account's order page, the
// guest's confirmation page and the tests agree. Only what a customer may see of the back office's
// work goes in: dates, the carrier and tracking, amounts paid back; never notes or who acted.
//
//   card:             Placed → Paid → Packed → Dispatched → Delivered
//   pay on delivery:  Placed → Packed → Dispatched → Delivered (paid on delivery: said on the step)
//   cancelled:        the steps it reached, then Cancelled (with the amount refunded, if any)
//   refunded in full: the steps it reached, then Refunded £x
import { poundsText } from "@/lib/cart/money";
import type { OrderStatus, OrderView } from "@/lib/checkout/contract";
import { PROGRESS_STEPS, type ProgressStep } from "./lifecycle";

/** done: reached; current: reached, and where the order is now (the last reached step); upcoming: not yet. */
export type StepState = "done" | "current" | "upcoming";

export interface ProgressLineStep {
  id: ProgressStep | "cancelled" | "refunded";
  label: string;
  /** When it happened (ISO), for a reached step whose date is known. */
  at: string | null;
  state: StepState;
  /** A few words under the label ("Pay on delivery", "£12.00 refunded"), or null. */
  note: string | null;
}

export interface OrderTracking {
  /** The carrier's display name ("Royal Mail"), when known. */
  carrier: string | null;
  trackingNumber: string | null;
  /** The carrier's tracking page: only ever an https URL (anything else is left out). */
  trackingUrl: string | null;
}

export interface OrderProgress {
  /** active: on its way through the steps; cancelled or refunded: the line ends there. */
  outcome: "active" | "cancelled" | "refunded";
  steps: ProgressLineStep[];
  /** Paid back so far (pence): shown beside the line of an order that is partly refunded. */
  refundedPence: number;
  /** Carrier and tracking, once dispatched (never for a cancelled order). */
  tracking: OrderTracking | null;
}

export type ProgressFacts = Pick<OrderView, "status" | "paymentMethod" | "createdAt" | "paidAt" | "fulfilment">;

const LABELS: Record<ProgressStep, string> = {
  placed: "Placed",
  paid: "Paid",
  packed: "Packed",
  dispatched: "Dispatched",
  delivered: "Delivered",
};

/** How far along the steps each active status is (an index into PROGRESS_STEPS). */
const REACHED: Record<Exclude<OrderStatus, "cancelled" | "refunded">, number> = {
  placed: 0,
  awaitingPayment: 0,
  paid: 1,
  packed: 2,
  dispatched: 3,
  delivered: 4,
};


/** The steps this order's payment method goes through. */
export function stepsFor(paymentMethod: ProgressFacts["paymentMethod"]): ProgressStep[] {
  return paymentMethod === "payOnDelivery" ? PROGRESS_STEPS.filter((step) => step !== "paid") : [...PROGRESS_STEPS];
}

function dateOf(order: ProgressFacts, step: ProgressStep): string | null {
  switch (step) {
    case "placed":
      return order.createdAt;
    case "paid":
      return order.paidAt;
    case "packed":
      return order.fulfilment.packedAt;
    case "dispatched":
      return order.fulfilment.dispatchedAt;
    case "delivered":
      return order.fulfilment.deliveredAt;
  }
}

function noteFor(order: ProgressFacts, step: ProgressStep, reached: boolean): string | null {
  if (order.paymentMethod === "payOnDelivery") {
    if (step === "placed") return "Pay on delivery";
    if (step === "delivered") return reached && order.paidAt ? "Paid on delivery" : reached ? null : "You pay when it arrives";
    return null;
  }
  if (step === "paid" && !reached && order.status === "awaitingPayment") return "Waiting for your card payment";
  return null;
}

const safeUrl = (url: string | null) => (url && /^https:\/\//i.test(url) ? url : null);

export function trackingOf(order: ProgressFacts): OrderTracking | null {
  const { carrier, trackingNumber, trackingUrl, dispatchedAt } = order.fulfilment;
  const sent = dispatchedAt !== null || order.status === "dispatched" || order.status === "delivered";
  if (order.status === "cancelled" || !sent || (!carrier && !trackingNumber)) return null;
  return { carrier, trackingNumber, trackingUrl: safeUrl(trackingUrl) };
}

/** The progress line of an order as its customer sees it. */
export function orderProgress(order: ProgressFacts): OrderProgress {
  const refundedPence = Math.max(0, order.fulfilment.refundedPence);
  const tracking = trackingOf(order);
  const steps = stepsFor(order.paymentMethod);

  if (order.status === "cancelled" || order.status === "refunded") {
    // The steps it got to (the first always; the others by their dates), then where it ended.
    const reached: ProgressLineStep[] = steps
      .filter((step) => step === "placed" || dateOf(order, step) !== null)
      .map((step) => ({ id: step, label: LABELS[step], at: dateOf(order, step), state: "done", note: noteFor(order, step, true) }));
    const end: ProgressLineStep =
      order.status === "cancelled"
        ? {
            id: "cancelled",
            label: "Cancelled",
            at: order.fulfilment.cancelledAt,
            state: "current",
            note: refundedPence > 0 ? `${poundsText(refundedPence)} refunded` : null,
          }
        : { id: "refunded", label: `Refunded ${poundsText(refundedPence)}`, at: null, state: "current", note: null };
    return { outcome: order.status, steps: [...reached, end], refundedPence, tracking };
  }

  const at = REACHED[order.status];
  const lastReached = steps.filter((step) => PROGRESS_STEPS.indexOf(step) <= at).length - 1;
  return {
    outcome: "active",
    steps: steps.map((step, index) => {
      const reached = index <= lastReached;
      return {
        id: step,
        label: LABELS[step],
        at: reached ? dateOf(order, step) : null,
        state: index === lastReached ? "current" : reached ? "done" : "upcoming",
        note: noteFor(order, step, reached),
      };
    }),
    refundedPence,
    tracking,
  };
}
