import { describe, expect, it } from "vitest";
import { ownOrderNote } from "@/lib/assistant/own-order";
import { orderFixture } from "./support/order-view";

// The assistant's word on a signed-in customer's own order when they ask about cancelling or
// returning (issue 38.5): the newest order they can act on, in the rules' terms, with its link.

const NOW = new Date("2026-04-10T12:00:00Z");
const delivered = (number: number, deliveredAt: string) => orderFixture({ number, status: "delivered", fulfilment: { deliveredAt } });

describe("ownOrderNote", () => {
  it("an order not yet packed can be cancelled", () => {
    expect(ownOrderNote([orderFixture({ number: 100050, status: "paid" })], NOW)).toEqual({
      text: "Your order AFC-100050 has not been packed yet, so you can still cancel it: open it and choose “Cancel order”.",
      link: { label: "View AFC-100050", href: "/account/shop/orders/AFC-100050" },
    });
  });

  it("a delivered order inside its 14 days names the last day, in UK time", () => {
    // Delivered 1 April (BST): the window ends at the end of 15 April.
    expect(ownOrderNote([delivered(100051, "2026-04-01T09:00:00Z")], NOW)?.text).toBe(
      "You can return unopened drinks from AFC-100051 until 15 April 2026: open it and choose “Return items”.",
    );
  });

  it("a dispatched order: returns open once it arrives", () => {
    expect(ownOrderNote([orderFixture({ number: 100052, status: "dispatched" })], NOW)?.text).toBe(
      "AFC-100052 is on its way. Once it arrives you can return unopened drinks from its page within 14 days.",
    );
  });

  it("skips orders past their window or cancelled, and says nothing when none is left", () => {
    const old = delivered(100053, "2026-03-01T09:00:00Z");
    const cancelled = orderFixture({ number: 100054, status: "cancelled" });
    expect(ownOrderNote([cancelled, old], NOW)).toBeNull();
    expect(ownOrderNote([cancelled, old, delivered(100055, "2026-04-05T09:00:00Z")], NOW)?.link.href).toBe("/account/shop/orders/AFC-100055");
  });
});
