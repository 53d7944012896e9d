"use client";
// RefundForm's state: packs per line, the delivery charge, restock and a reason, and the refund they
// add up to. The amount is worked out with the same arithmetic as the server (lib/orders/refunds.ts);
// the server recomputes it, and the browser sends only lines, quantities and the two choices.
import { useMemo, useState, type FormEvent } from "react";
import type { AdminOrderAction, AdminOrderDetail } from "@/lib/admin/contract";
import { poundsTextGrouped } from "@/lib/cart/money";
import { planRefund, type PriorRefund } from "@/lib/orders/refunds";

/** The order's refunds that took money back (or are on their way), as refund arithmetic reads them. */
export function priorRefunds(order: Pick<AdminOrderDetail, "refunds">): PriorRefund[] {
  return order.refunds
    .filter((refund) => refund.status !== "failed")
    .map((refund) => ({
      lines: refund.lines.map((line) => ({ lineId: line.lineId, quantity: line.quantity, amountPence: line.amount.gross })),
      shippingPence: refund.shipping.gross,
    }));
}

/** A typed pack count: whole numbers only, anything else counts as none. */
export const packsOf = (text: string | undefined) => (text && /^\d+$/.test(text.trim()) ? Number(text.trim()) : 0);

type RunAction = (action: AdminOrderAction, done: string) => Promise<AdminOrderDetail | null>;

export function useRefundForm(order: AdminOrderDetail, run: RunAction) {
  const [quantities, setQuantities] = useState<Record<string, string>>({});
  const [includeShipping, setIncludeShipping] = useState(false);
  const [restock, setRestock] = useState(false);
  const [reason, setReason] = useState("");

  const lines = useMemo(() => order.items.filter((item) => (order.refundable[item.id] ?? 0) > 0), [order]);
  const request = useMemo(
    () => ({
      lines: lines.map((item) => ({ lineId: item.id, quantity: packsOf(quantities[item.id]) })).filter((line) => line.quantity > 0),
      includeShipping,
    }),
    [lines, quantities, includeShipping],
  );
  const plan = useMemo(() => planRefund(order.items, order.amounts, priorRefunds(order), request), [order, request]);
  const overLine = lines.find((item) => packsOf(quantities[item.id]) > (order.refundable[item.id] ?? 0));
  const problem = overLine
    ? `Only ${order.refundable[overLine.id]} of ${overLine.productName} can be refunded.`
    : plan.ok
      ? null
      : plan.message;

  const setQuantity = (lineId: string, text: string) => setQuantities((current) => ({ ...current, [lineId]: text }));

  function selectAll() {
    setQuantities(Object.fromEntries(lines.map((item) => [item.id, String(order.refundable[item.id])])));
    setIncludeShipping(order.shippingRefundablePence > 0);
  }

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!plan.ok || overLine) return;
    const text = reason.trim();
    const how = order.paymentMethod === "stripe" ? "sent to Stripe" : "recorded as paid back by hand";
    const done = await run(
      { action: "refund", lines: request.lines, includeShipping, restock, ...(text ? { reason: text } : {}) },
      `Refund of ${poundsTextGrouped(plan.total.gross)} ${how}.`,
    );
    if (done) {
      setQuantities({});
      setIncludeShipping(false);
      setRestock(false);
      setReason("");
    }
  }

  return { quantities, setQuantity, includeShipping, setIncludeShipping, restock, setRestock, reason, setReason, lines, plan, overLine, problem, selectAll, submit };
}
