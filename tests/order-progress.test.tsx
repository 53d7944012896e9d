// @vitest-environment jsdom
// What the customer sees of the back office's work: the progress line's logic (lib/orders/progress.ts)
// for every status and both ways of paying, and the order pages' components rendering it
// (components/orders/OrderProgress.tsx, OrderDetail.tsx, OrderConfirmation.tsx): an ordered list,
// the current step marked aria-current="step", dates in UK time, tracking once dispatched,
// amounts refunded, payment sentences for every status, and nothing of staff or notes.
import { cleanup, render, screen, within } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { ORDER_STATUSES, type OrderView } from "@/lib/checkout/contract";
import { checkTrackingNumber } from "@/lib/orders/carriers";
import { orderProgress, stepsFor } from "@/lib/orders/progress";
import { OrderConfirmation, paymentLine } from "@/components/orders/OrderConfirmation";
import { OrderDetail, paymentNote } from "@/components/orders/OrderDetail";
import { orderFixture, type OrderOverrides } from "./support/order-view";

vi.mock("next/link", () => ({
  default: ({ href, children, ...rest }: { href: string; children: React.ReactNode }) => (
    <a href={href} {...rest}>
      {children}
    </a>
  ),
}));

// The confirmation page's "Cancel order" (components/orders/CancelOrder.tsx) re-reads the page through the router.
vi.mock("next/navigation", () => ({ useRouter: () => ({ refresh: vi.fn(), push: vi.fn(), replace: vi.fn(), prefetch: vi.fn(), back: vi.fn(), forward: vi.fn() }) }));

afterEach(cleanup);

const tracked = checkTrackingNumber("royalMail", "AB123456785GB");
if (!tracked.ok) throw new Error(tracked.message);

const PLACED = "2026-11-20T10:15:00.000Z";
const PAID = "2026-11-20T10:16:00.000Z";
const PACKED = "2026-11-21T09:00:00.000Z";
// 23:30 UTC on 1 July is 00:30 on 2 July in London (BST): the date shown is London's.
const DISPATCHED = "2027-07-01T23:30:00.000Z";
const DELIVERED = "2027-07-03T11:00:00.000Z";
const CANCELLED = "2026-11-20T18:00:00.000Z";

const card = (overrides: OrderOverrides = {}) => orderFixture({ paymentMethod: "stripe", ...overrides });
const dispatchedFulfilment = { packedAt: PACKED, dispatchedAt: DISPATCHED, carrier: "Royal Mail", trackingNumber: tracked.trackingNumber, trackingUrl: tracked.trackingUrl };

const summary = (order: OrderView) => orderProgress(order).steps.map((step) => `${step.id}:${step.state}`);

describe("orderProgress", () => {
  it("has five steps for a card order and four for pay on delivery (paid is said on the delivered step)", () => {
    expect(stepsFor("stripe")).toEqual(["placed", "paid", "packed", "dispatched", "delivered"]);
    expect(stepsFor("payOnDelivery")).toEqual(["placed", "packed", "dispatched", "delivered"]);
  });

  it("marks the last reached step current, those before done and those after upcoming", () => {
    expect(summary(card({ status: "awaitingPayment" }))).toEqual(["placed:current", "paid:upcoming", "packed:upcoming", "dispatched:upcoming", "delivered:upcoming"]);
    expect(summary(card({ status: "paid", paidAt: PAID }))).toEqual(["placed:done", "paid:current", "packed:upcoming", "dispatched:upcoming", "delivered:upcoming"]);
    expect(summary(card({ status: "packed", paidAt: PAID, fulfilment: { packedAt: PACKED } }))).toEqual([
      "placed:done",
      "paid:done",
      "packed:current",
      "dispatched:upcoming",
      "delivered:upcoming",
    ]);
    expect(summary(orderFixture({ status: "placed" }))).toEqual(["placed:current", "packed:upcoming", "dispatched:upcoming", "delivered:upcoming"]);
    expect(summary(orderFixture({ status: "dispatched", fulfilment: dispatchedFulfilment }))).toEqual([
      "placed:done",
      "packed:done",
      "dispatched:current",
      "delivered:upcoming",
    ]);
    const delivered = orderFixture({ status: "delivered", paidAt: DELIVERED, fulfilment: { ...dispatchedFulfilment, deliveredAt: DELIVERED } });
    expect(summary(delivered)).toEqual(["placed:done", "packed:done", "dispatched:done", "delivered:current"]);
  });

  it("dates each reached step and none to come; says how a pay-on-delivery order is paid", () => {
    const dispatched = orderProgress(orderFixture({ status: "dispatched", fulfilment: dispatchedFulfilment }));
    expect(dispatched.steps.map((step) => step.at)).toEqual([PLACED, PACKED, DISPATCHED, null]);
    expect(dispatched.steps[0].note).toBe("Pay on delivery");
    expect(dispatched.steps[3].note).toBe("You pay when it arrives");
    const delivered = orderProgress(orderFixture({ status: "delivered", paidAt: DELIVERED, fulfilment: { ...dispatchedFulfilment, deliveredAt: DELIVERED } }));
    expect(delivered.steps[3]).toMatchObject({ at: DELIVERED, note: "Paid on delivery" });
    expect(orderProgress(card({ status: "awaitingPayment" })).steps[1].note).toBe("Waiting for your card payment");
  });

  it("ends a cancelled order's line at Cancelled, with the amount refunded if it was paid", () => {
    const pod = orderProgress(orderFixture({ status: "cancelled", fulfilment: { cancelledAt: CANCELLED } }));
    expect(pod.outcome).toBe("cancelled");
    expect(pod.steps.map((step) => `${step.id}:${step.state}`)).toEqual(["placed:done", "cancelled:current"]);
    expect(pod.steps[1]).toMatchObject({ label: "Cancelled", at: CANCELLED, note: null });
    const paid = orderProgress(card({ status: "cancelled", paidAt: PAID, fulfilment: { packedAt: PACKED, cancelledAt: CANCELLED, refundedPence: 5185 } }));
    expect(paid.steps.map((step) => step.id)).toEqual(["placed", "paid", "packed", "cancelled"]);
    expect(paid.steps[3].note).toBe("£51.85 refunded");
    expect(paid.tracking).toBeNull();
  });

  it("ends a refunded order's line at Refunded £x after the steps it reached", () => {
    const progress = orderProgress(card({ status: "refunded", paidAt: PAID, fulfilment: { ...dispatchedFulfilment, refundedPence: 5185 } }));
    expect(progress.outcome).toBe("refunded");
    expect(progress.steps.map((step) => `${step.id}:${step.state}`)).toEqual(["placed:done", "paid:done", "packed:done", "dispatched:done", "refunded:current"]);
    expect(progress.steps.at(-1)?.label).toBe("Refunded £51.85");
    expect(progress.tracking?.trackingNumber).toBe("AB123456785GB");
  });

  it("keeps a partly refunded order on its steps, with what was paid back", () => {
    const progress = orderProgress(card({ status: "dispatched", paidAt: PAID, fulfilment: { ...dispatchedFulfilment, refundedPence: 2388 } }));
    expect(progress).toMatchObject({ outcome: "active", refundedPence: 2388 });
    expect(progress.steps.find((step) => step.state === "current")?.id).toBe("dispatched");
  });

  it("gives tracking once dispatched, and only an https link", () => {
    expect(orderProgress(orderFixture({ status: "packed", fulfilment: { packedAt: PACKED } })).tracking).toBeNull();
    expect(orderProgress(orderFixture({ status: "dispatched", fulfilment: dispatchedFulfilment })).tracking).toEqual({
      carrier: "Royal Mail",
      trackingNumber: "AB123456785GB",
      trackingUrl: tracked.trackingUrl,
    });
    const hostile = orderProgress(orderFixture({ status: "dispatched", fulfilment: { ...dispatchedFulfilment, trackingUrl: "javascript:alert(1)" } }));
    expect(hostile.tracking?.trackingUrl).toBeNull();
  });

  it("has exactly one current step for every status and payment method", () => {
    for (const status of ORDER_STATUSES) {
      for (const paymentMethod of ["stripe", "payOnDelivery"] as const) {
        const steps = orderProgress(orderFixture({ status, paymentMethod })).steps;
        expect(steps.filter((step) => step.state === "current"), `${status} ${paymentMethod}`).toHaveLength(1);
      }
    }
  });
});

describe("the progress line on the order pages", () => {
  it("is an ordered list with dated steps in UK time and the current one marked aria-current", () => {
    render(<OrderDetail order={orderFixture({ status: "dispatched", fulfilment: dispatchedFulfilment })} />);
    const list = screen.getByRole("list", { name: "Progress of order AFC-100042" });
    expect(list.tagName).toBe("OL");
    const steps = within(list).getAllByRole("listitem");
    expect(steps.map((step) => step.textContent)).toEqual([
      "✓Placed20 November 2026Pay on delivery",
      "✓Packed21 November 2026",
      "✓Dispatched2 July 2027", // 23:30 UTC on 1 July is 00:30 on 2 July in London
      "DeliveredNot yetYou pay when it arrives",
    ]);
    expect(steps.map((step) => step.getAttribute("aria-current"))).toEqual([null, null, "step", null]);
    expect(within(steps[2]).getByText("2 July 2027").getAttribute("datetime")).toBe(DISPATCHED);
  });

  it("once dispatched, names the carrier and the number and links to the carrier's tracking page in a new tab", () => {
    render(<OrderDetail order={orderFixture({ status: "dispatched", fulfilment: dispatchedFulfilment })} />);
    expect(screen.getByTestId("order-tracking")).toHaveTextContent("Sent with Royal Mail, tracking number AB123456785GB.");
    const link = screen.getByRole("link", { name: /Track your parcel on the Royal Mail website/ });
    expect(link).toHaveAttribute("href", tracked.trackingUrl);
    expect(link).toHaveAttribute("target", "_blank");
    expect(link).toHaveAttribute("rel", "noopener noreferrer");
  });

  it("shows a partly refunded order's refund beside its progress, and a cancelled or refunded order's ending", () => {
    render(<OrderDetail order={card({ status: "delivered", paidAt: PAID, fulfilment: { ...dispatchedFulfilment, deliveredAt: DELIVERED, refundedPence: 2388 } })} />);
    expect(screen.getByTestId("order-refunded")).toHaveTextContent("£23.88 refunded");
    expect(screen.getByTestId("payment-note")).toHaveTextContent("Paid in full. £23.88 of it has been refunded to your card.");
    cleanup();
    render(<OrderDetail order={card({ status: "cancelled", paidAt: PAID, fulfilment: { cancelledAt: CANCELLED, refundedPence: 5185 } })} />);
    const current = screen.getByRole("listitem", { current: "step" });
    expect(current).toHaveTextContent("Cancelled20 November 2026£51.85 refunded");
    expect(screen.queryByTestId("order-tracking")).toBeNull();
    cleanup();
    render(<OrderDetail order={card({ status: "refunded", paidAt: PAID, fulfilment: { ...dispatchedFulfilment, refundedPence: 5185 } })} />);
    expect(screen.getByRole("listitem", { current: "step" })).toHaveTextContent("Refunded £51.85");
    expect(screen.queryByTestId("order-refunded")).toBeNull();
  });

  it("renders on the guest's confirmation page, with a sentence for how things stand", () => {
    render(<OrderConfirmation order={orderFixture({ status: "dispatched", fulfilment: dispatchedFulfilment })} signedIn={false} />);
    expect(screen.getByRole("heading", { level: 1 })).toHaveTextContent("Thank you for your order");
    expect(screen.getByTestId("confirmation-payment")).toHaveTextContent("Your boxes are on their way with Royal Mail. You pay when they arrive.");
    expect(screen.getByTestId("order-progress")).toBeInTheDocument();
    expect(screen.getByRole("link", { name: /Track your parcel/ })).toHaveAttribute("href", tracked.trackingUrl);
  });

  it("shows no staff identity or note even when given the back office's view of the order", () => {
    const order = Object.assign(card({ status: "dispatched", paidAt: PAID, fulfilment: dispatchedFulfilment }), {
      timeline: [{ id: 1, type: "note", at: PACKED, actor: { uid: "staff-uid-7", email: "packer@staff.example" }, summary: "SECRET note" }],
      refunds: [{ id: "r1", reason: "SECRET reason", createdBy: { uid: "staff-uid-7", email: "packer@staff.example" } }],
    });
    const { container } = render(<OrderConfirmation order={order} signedIn />);
    expect(container.textContent).not.toMatch(/SECRET|packer@staff\.example|staff-uid-7/);
    expect(container.innerHTML).not.toMatch(/SECRET|packer@staff\.example|staff-uid-7/);
  });
});

describe("payment sentences", () => {
  it("has one for every status and payment method", () => {
    for (const status of ORDER_STATUSES) {
      for (const paymentMethod of ["stripe", "payOnDelivery"] as const) {
        const order = orderFixture({ status, paymentMethod });
        expect(paymentNote(order), `${status} ${paymentMethod}`).toMatch(/\S/);
        expect(paymentLine(order), `${status} ${paymentMethod}`).toMatch(/\S/);
      }
    }
  });

  it("keeps pay on delivery unpaid until delivered, then paid", () => {
    expect(paymentNote(orderFixture({ status: "placed" }))).toBe("You pay on delivery: nothing has been charged.");
    expect(paymentNote(orderFixture({ status: "dispatched" }))).toBe("You pay on delivery: nothing has been charged yet.");
    expect(paymentNote(orderFixture({ status: "delivered", paidAt: DELIVERED }))).toBe("Paid on delivery. Thank you!");
  });

  it("says what happened to the money of a cancelled or refunded order", () => {
    expect(paymentNote(orderFixture({ status: "cancelled" }))).toBe("This order was cancelled. Nothing has been charged.");
    expect(paymentNote(card({ status: "cancelled", paidAt: PAID, fulfilment: { refundedPence: 5185 } }))).toBe(
      "This order was cancelled and £51.85 has been refunded to your card.",
    );
    expect(paymentNote(card({ status: "refunded", paidAt: PAID, fulfilment: { refundedPence: 5185 } }))).toBe("This order has been refunded in full: £51.85 to your card.");
    expect(paymentLine(card({ status: "cancelled" }))).toContain("Your basket is still there");
    expect(paymentLine(orderFixture({ status: "placed" }))).toContain("You pay on delivery");
  });
});
