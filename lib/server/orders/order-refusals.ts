import "server-only";
import type { PlaceOrderError, PlaceOrderErrorCode } from "@/lib/checkout/contract";

// How placing an order says no: a refusal answered as is, or thrown from inside the order's
// transaction to roll back every write made so far.

export type PlaceOrderRefusal = { ok: false } & PlaceOrderError;

export const refuse = (code: PlaceOrderErrorCode, message: string, extra: Omit<PlaceOrderError, "code" | "message"> = {}): PlaceOrderRefusal => ({
  ok: false,
  code,
  message,
  ...extra,
});

/** Thrown inside the transaction to roll back every write and answer with the refusal. */
export class Refused extends Error {
  constructor(readonly refusal: PlaceOrderRefusal) {
    super(refusal.message);
  }
}
