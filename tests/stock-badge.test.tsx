// @vitest-environment jsdom
// "Only n left" follows each product's own low-stock threshold (products.low_stock_threshold, set by
// staff), the same line the back office calls low (at or under it), not one figure for every product.
import { cleanup, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { StockBadge } from "@/components/shop/StockBadge";
import { stockText } from "@/lib/catalogue/stock";

afterEach(cleanup);

describe("stock text", () => {
  it("says 'Only n left' at or under the product's own threshold, and no sooner", () => {
    expect(stockText({ stock: 15, lowStockThreshold: 20 })).toBe("Only 15 left");
    expect(stockText({ stock: 20, lowStockThreshold: 20 })).toBe("Only 20 left");
    expect(stockText({ stock: 21, lowStockThreshold: 20 })).toBe("In stock");
    expect(stockText({ stock: 8, lowStockThreshold: 5 })).toBe("In stock");
    expect(stockText({ stock: 5, lowStockThreshold: 5 })).toBe("Only 5 left");
    expect(stockText({ stock: 1, lowStockThreshold: 0 })).toBe("In stock");
  });

  it("says out of stock at zero (or below), whatever the threshold", () => {
    expect(stockText({ stock: 0, lowStockThreshold: 12 })).toBe("Out of stock");
    expect(stockText({ stock: 0, lowStockThreshold: 0 })).toBe("Out of stock");
    expect(stockText({ stock: -2, lowStockThreshold: 12 })).toBe("Out of stock");
  });
});

describe("the badge", () => {
  it("on a card shows only low or out of stock, by the product's threshold", () => {
    render(<StockBadge stock={15} lowStockThreshold={20} compact />);
    expect(screen.getByText("Only 15 left")).toBeInTheDocument();
    cleanup();
    const { container } = render(<StockBadge stock={8} lowStockThreshold={5} compact />);
    expect(container).toBeEmptyDOMElement();
  });

  it("on a product page always says where stock stands", () => {
    render(<StockBadge stock={8} lowStockThreshold={5} />);
    expect(screen.getByText("In stock")).toBeInTheDocument();
  });
});
