import { describe, expect, it } from "vitest";
import { checkoutFormReducer, initialCheckoutFormState, type CheckoutFormState } from "@/lib/checkout/form-state";
import type { SavedAddress } from "@/lib/address/schema";
import type { PostalAddress } from "@/lib/cart/types";

const blank = { firstName: "", lastName: "", line1: "", line2: "", city: "", county: "", postcode: "", phone: "" };

function saved(id: string, flags: Partial<Pick<SavedAddress, "isDefaultDelivery" | "isDefaultBilling">> = {}): SavedAddress {
  return {
    id,
    firstName: "Ada",
    lastName: "Lovelace",
    line1: "1 Street",
    line2: null,
    city: "London",
    county: null,
    postcode: "SW1A 2AA",
    country: "GB",
    phone: null,
    isDefaultDelivery: false,
    isDefaultBilling: false,
    createdAt: "2026-01-01T00:00:00.000Z",
    updatedAt: "2026-01-01T00:00:00.000Z",
    ...flags,
  };
}

const kept: PostalAddress = { firstName: "Grace", lastName: "Hopper", line1: "2 Road", city: "Leeds", postcode: "LS1 1AA", country: "GB" };

const guest = (): CheckoutFormState => initialCheckoutFormState({ addresses: [], shippingMethod: "standard", idempotencyKey: "key-1" });

describe("checkout form state: start", () => {
  it("a guest (no saved addresses) starts on new addresses, billing same as delivery, saving the delivery address", () => {
    expect(guest()).toEqual({
      idempotencyKey: "key-1",
      email: "",
      delivery: { choice: { kind: "new" }, draft: blank, save: true },
      billingSame: true,
      billing: { choice: { kind: "new" }, draft: blank, save: false },
      shippingMethod: "standard",
      errors: {},
      problem: null,
      submitting: false,
      focusErrors: 0,
    });
  });

  it("a customer's default delivery and billing addresses are preselected, and nothing is saved by default", () => {
    const state = initialCheckoutFormState({
      addresses: [saved("a"), saved("b", { isDefaultDelivery: true }), saved("c", { isDefaultBilling: true })],
      shippingMethod: "express",
      idempotencyKey: "key-2",
    });
    expect(state.delivery).toEqual({ choice: { kind: "saved", id: "b" }, draft: blank, save: false });
    expect(state.billing).toEqual({ choice: { kind: "saved", id: "c" }, draft: blank, save: false });
  });
});

describe("checkout form state: editing", () => {
  it("typing in one address changes that field only and leaves the other address untouched (same object)", () => {
    const before = guest();
    const after = checkoutFormReducer(before, { type: "draft", kind: "delivery", field: "postcode", value: "SW1A 2AA" });
    expect(after.delivery.draft).toEqual({ ...blank, postcode: "SW1A 2AA" });
    expect(after.billing).toBe(before.billing);
    expect(before.delivery.draft.postcode).toBe("");
  });

  it("choice, save, billing-same, email and delivery option each set their own value", () => {
    let state = guest();
    state = checkoutFormReducer(state, { type: "choice", kind: "billing", value: { kind: "saved", id: "x" } });
    state = checkoutFormReducer(state, { type: "save", kind: "billing", value: true });
    state = checkoutFormReducer(state, { type: "billingSame", value: false });
    state = checkoutFormReducer(state, { type: "email", value: "a@example.com" });
    state = checkoutFormReducer(state, { type: "shippingMethod", value: "express" });
    expect(state.billing).toEqual({ choice: { kind: "saved", id: "x" }, draft: blank, save: true });
    expect(state.delivery).toEqual(guest().delivery);
    expect([state.billingSame, state.email, state.shippingMethod]).toEqual([false, "a@example.com", "express"]);
  });
});

describe("checkout form state: a guest's kept details", () => {
  it("fill the blank email and addresses, and show the billing address", () => {
    const state = checkoutFormReducer(guest(), { type: "restoreGuest", email: "g@example.com", delivery: kept, billing: kept });
    const draft = { ...blank, firstName: "Grace", lastName: "Hopper", line1: "2 Road", city: "Leeds", postcode: "LS1 1AA" };
    expect(state.email).toBe("g@example.com");
    expect(state.delivery.draft).toEqual(draft);
    expect(state.billing.draft).toEqual(draft);
    expect(state.billingSame).toBe(false);
  });

  it("never overwrite what the shopper has already typed", () => {
    let state = checkoutFormReducer(guest(), { type: "email", value: "typed@example.com" });
    state = checkoutFormReducer(state, { type: "draft", kind: "delivery", field: "line1", value: "9 Lane" });
    const restored = checkoutFormReducer(state, { type: "restoreGuest", email: "g@example.com", delivery: kept, billing: null });
    expect(restored.email).toBe("typed@example.com");
    expect(restored.delivery.draft).toBe(state.delivery.draft);
    expect(restored.billingSame).toBe(true);
  });

  it("leave the state as it is when nothing was kept", () => {
    const state = guest();
    expect(checkoutFormReducer(state, { type: "restoreGuest", email: null, delivery: null, billing: null })).toBe(state);
  });
});

describe("checkout form state: placing the order", () => {
  const problem = { message: "Check the postcode.", followUp: "fields" as const };

  it("each failed check shows its messages and asks for the focus again", () => {
    const once = checkoutFormReducer(guest(), { type: "fieldErrors", errors: { email: "Enter an email" }, problem });
    const twice = checkoutFormReducer(once, { type: "fieldErrors", errors: { email: "Enter an email" }, problem });
    expect(once).toMatchObject({ errors: { email: "Enter an email" }, problem, focusErrors: 1 });
    expect(twice.focusErrors).toBe(2);
  });

  it("sending clears the messages and marks the form busy; the end of sending frees it", () => {
    const failed = checkoutFormReducer(guest(), { type: "fieldErrors", errors: { email: "Enter an email" }, problem });
    const sending = checkoutFormReducer(failed, { type: "submitStarted" });
    expect(sending).toMatchObject({ submitting: true, errors: {}, problem: null, focusErrors: 1 });
    expect(checkoutFormReducer(sending, { type: "submitEnded" }).submitting).toBe(false);
  });

  it("a refusal shows its message and takes a new idempotency key only when given one", () => {
    const refusal = { message: "Payment failed.", followUp: "newKey" as const };
    expect(checkoutFormReducer(guest(), { type: "refused", problem: refusal, idempotencyKey: "key-9" })).toMatchObject({ problem: refusal, idempotencyKey: "key-9" });
    expect(checkoutFormReducer(guest(), { type: "refused", problem: refusal }).idempotencyKey).toBe("key-1");
  });
});
