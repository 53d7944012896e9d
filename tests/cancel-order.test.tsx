// @vitest-environment jsdom
// "Cancel order" on the customer's order pages (components/orders/CancelOrder.tsx) against a fake
// API: offered only while the order is placed or paid, asked once with focus moving into the
// question and back, the request as the server expects it (Bearer when signed in, the link's secret
// for a guest, never a user id), the outcome or the server's refusal in a polite live region that
// takes focus, and the rule's sentence with a returns link instead of the button once packed.
import { act, cleanup, fireEvent, render, screen } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { CancelOrder } from "@/components/orders/CancelOrder";
import { provideCurrentToken } from "@/lib/auth/current-token";
import { cancelFactsOf } from "@/lib/orders/customer-cancel";
import { orderFixture } from "./support/order-view";
import { fakeApi, fakeRouter } from "./support/fake-api";

const router = fakeRouter();
vi.mock("next/navigation", async (importOriginal) => ({ ...(await importOriginal<typeof import("next/navigation")>()), useRouter: () => router }));
const { fetchMock, answer } = fakeApi({ token: "customer-token", router });

const PAID = orderFixture({ status: "paid", paymentMethod: "stripe", paidAt: "2026-11-20T10:16:00.000Z" });
const PACKED_SENTENCE = "We have packed your order, so it can no longer be cancelled. Once it arrives you can return it within 14 days.";

const click = (name: string) => act(async () => fireEvent.click(screen.getByRole("button", { name })));

describe("CancelOrder", () => {
  it("asks once, moving focus into the question and back to the button when kept", async () => {
    render(<CancelOrder order={cancelFactsOf(PAID)} />);
    await click("Cancel order");
    expect(screen.getByRole("group")).toHaveTextContent(
      "Cancel order AFC-100042? We put your drinks back on the shelf, refund £51.85 to the card you paid with, and email you to confirm. This cannot be undone.",
    );
    expect(screen.getByRole("button", { name: "Yes, cancel my order" })).toHaveFocus();
    await click("Keep my order");
    expect(screen.getByRole("button", { name: "Cancel order" })).toHaveFocus();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it("cancels with the sign-in as a Bearer token and no user id, then says what happens to the money", async () => {
    render(<CancelOrder order={cancelFactsOf(PAID)} />);
    const status = screen.getByRole("status");
    expect(status).toHaveAttribute("aria-live", "polite");
    answer(200, { data: { order: { ...PAID, status: "cancelled", fulfilment: { ...PAID.fulfilment, refundedPence: 4_250 } } } });
    await click("Cancel order");
    await click("Yes, cancel my order");
    const [url, init] = fetchMock.mock.calls[0];
    expect(url).toBe("/api/shop/orders/AFC-100042/cancel");
    expect(init?.method).toBe("POST");
    expect(new Headers(init?.headers).get("authorization")).toBe("Bearer customer-token");
    expect(JSON.parse(String(init?.body))).toEqual({});
    expect(status).toHaveTextContent(
      "Your order is cancelled. We have refunded £42.50 to the card you paid with. Card refunds usually take 5 to 10 working days to show on your statement.",
    );
    expect(status).toHaveFocus();
    expect(screen.getByRole("heading", { name: "Order cancelled" })).toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "Cancel order" })).toBeNull();
    expect(router.refresh).toHaveBeenCalledTimes(1);
  });

  it("sends a guest's link secret", async () => {
    provideCurrentToken(async () => "");
    render(<CancelOrder order={cancelFactsOf(orderFixture())} accessToken="link-secret" />);
    answer(200, { data: { order: orderFixture({ status: "cancelled" }) } });
    await click("Cancel order");
    await click("Yes, cancel my order");
    const init = fetchMock.mock.calls[0][1];
    expect(new Headers(init?.headers).has("authorization")).toBe(false);
    expect(JSON.parse(String(init?.body))).toEqual({ accessToken: "link-secret" });
    expect(screen.getByRole("status")).toHaveTextContent("Your order is cancelled. Nothing has been charged.");
  });

  it("shows the server's refusal when staff packed the order meanwhile, and re-reads the page", async () => {
    render(<CancelOrder order={cancelFactsOf(PAID)} />);
    answer(409, { code: "cannotCancel", message: PACKED_SENTENCE });
    await click("Cancel order");
    await click("Yes, cancel my order");
    const status = screen.getByRole("status");
    expect(status).toHaveTextContent(PACKED_SENTENCE);
    expect(status).toHaveFocus();
    expect(screen.queryByRole("button", { name: "Cancel order" })).toBeNull();
    expect(router.refresh).toHaveBeenCalledTimes(1);
  });

  it("keeps the button after a failure to try again, with the reason said", async () => {
    render(<CancelOrder order={cancelFactsOf(PAID)} />);
    fetchMock.mockRejectedValueOnce(new TypeError("offline"));
    await click("Cancel order");
    await click("Yes, cancel my order");
    expect(screen.getByRole("status")).toHaveTextContent("We couldn't reach our server. Please check your connection and try again.");
    expect(screen.getByRole("button", { name: "Cancel order" })).toHaveFocus();
    expect(router.refresh).not.toHaveBeenCalled();
  });

  it("once packed, says why instead of the button and points to returns", () => {
    render(<CancelOrder order={cancelFactsOf(orderFixture({ status: "packed" }))} />);
    expect(screen.queryByRole("button")).toBeNull();
    expect(screen.getByText(PACKED_SENTENCE)).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "How returns work" })).toHaveAttribute("href", "/returns-policy");
  });

  it("shows nothing for an order already cancelled or still awaiting payment", () => {
    for (const status of ["cancelled", "awaitingPayment"] as const) {
      const { container } = render(<CancelOrder order={cancelFactsOf(orderFixture({ status }))} />);
      expect(container).toBeEmptyDOMElement();
      cleanup();
    }
  });
});
