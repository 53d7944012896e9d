// @vitest-environment jsdom
// Where an order's or a basket's discount is shown: the amount list of checkout and the order pages
// (components/orders/AmountList.tsx) and the confirmation email's amount rows name the codes, and a
// free-delivery code shows as "Free (SHIPFREE)".
import { cleanup, render, screen, within } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { AmountList, deliveryText, discountRowLabel } from "@/components/orders/AmountList";
import { cartAmounts } from "@/lib/cart/amounts";
import type { CartDiscount } from "@/lib/discounts/contract";
import { appliedOf } from "@/lib/discounts/rules";
import { amountRows, orderConfirmationMessage } from "@/lib/server/mail/order-confirmation-mail";
import { cartItem } from "./support/cart-item";
import { orderFixture } from "./support/order-view";

afterEach(cleanup);

const items = [cartItem("Lucky Saint Lager", 199, 24)]; // £47.76
const welcome: CartDiscount = { code: "WELCOME10", state: "applied", message: "10% off products with WELCOME10", kind: "percentage", value: 10, amountPence: 478 };
const shipFree: CartDiscount = { code: "SHIPFREE", state: "applied", message: "Free standard delivery with SHIPFREE", kind: "freeDelivery", value: 0, amountPence: 599 };
const refused: CartDiscount = { code: "SPRING15", state: "belowMinimum", message: "Spend £12.24 more on products to use SPRING15", kind: "percentage", value: 15, amountPence: 0 };

describe("labels", () => {
  it("names the discount after the applied products codes only", () => {
    expect(discountRowLabel([])).toBe("Discount");
    expect(discountRowLabel([welcome, shipFree, refused])).toBe("Discount (WELCOME10)");
  });

  it("says which code made delivery free", () => {
    expect(deliveryText(599, [shipFree])).toBe("£5.99");
    expect(deliveryText(0, [])).toBe("Free");
    expect(deliveryText(0, [welcome, shipFree])).toBe("Free (SHIPFREE)");
  });
});

describe("AmountList", () => {
  it("shows the discount with its code, free delivery with its code, and the server's total", () => {
    const discounts = [welcome, shipFree];
    const amounts = cartAmounts(items, "standard", appliedOf(discounts));
    render(<AmountList amounts={amounts} shippingMethod="standard" discounts={discounts} />);
    const list = screen.getByTestId("amounts");
    expect(within(list).getByTestId("amount-discount")).toHaveTextContent("Discount (WELCOME10)−£4.78");
    expect(list).toHaveTextContent("Standard deliveryFree (SHIPFREE)");
    expect(screen.getByTestId("amount-total")).toHaveTextContent("£42.98");
  });

  it("without codes reads as before", () => {
    render(<AmountList amounts={cartAmounts(items, "standard")} shippingMethod="standard" />);
    expect(screen.getByTestId("amount-discount")).toHaveTextContent("Discount£0.00");
  });
});

describe("the confirmation email", () => {
  it("names the codes on the discount and free delivery rows, and the total matches the page's", () => {
    const discounts = [welcome, shipFree];
    const order = orderFixture({ items, amounts: cartAmounts(items, "standard", appliedOf(discounts)), discounts });
    expect(amountRows(order)).toEqual([
      ["Products", "£47.76"],
      ["Delivery (Standard delivery)", "Free (SHIPFREE)"],
      ["Discount (WELCOME10)", "−£4.78"],
      ["VAT included", `£${order.amounts.totalPrice.taxText}`],
    ]);
    const message = orderConfirmationMessage(order, "https://example.com/order");
    expect(message.text).toContain("Discount (WELCOME10): −£4.78");
    expect(message.text).toContain("Total: £42.98");
    expect(message.html).toContain("Discount (WELCOME10)");
  });

  it("an order without codes keeps plain labels", () => {
    const rows = amountRows(orderFixture({ items, amounts: cartAmounts(items, "standard") }));
    expect(rows.map(([label]) => label)).toEqual(["Products", "Delivery (Standard delivery)", "VAT included"]);
  });
});
