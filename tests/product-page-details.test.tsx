// @vitest-environment jsdom
// The product page's staff-written parts: the description as Markdown (no staff HTML reaches the
// page), allergens, nutrition per 100 ml (only the figures given; no table when none) and origin.
import { cleanup, render, screen, within } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { ProductLabelDetails } from "@/components/shop/ProductLabelDetails";
import { ProductMarkdown } from "@/components/shop/ProductMarkdown";

afterEach(cleanup);

const label = { ingredients: "Water, barley malt, hops.", allergens: "", nutrition: { energyKcal: null, sugarsG: null }, origin: "" };

describe("the product page's description", () => {
  it("renders Markdown: emphasis, lists and paragraphs", () => {
    render(<ProductMarkdown markdown={"A **crisp** lager.\n\n- Citrus\n- Pine"} testId="description" />);
    const description = screen.getByTestId("description");
    expect(within(description).getByText("crisp").tagName).toBe("STRONG");
    expect(within(description).getAllByRole("listitem").map((item) => item.textContent)).toEqual(["Citrus", "Pine"]);
  });

  it("shows staff HTML as text, never as markup", () => {
    render(<ProductMarkdown markdown={'Hello <img src=x onerror="alert(1)"> <script>alert(2)</script>'} testId="description" />);
    const description = screen.getByTestId("description");
    expect(description.querySelector("img, script")).toBeNull();
    expect(description).toHaveTextContent('<img src=x onerror="alert(1)">');
  });

  it("drops javascript: links", () => {
    render(<ProductMarkdown markdown="[click](javascript:alert(1))" testId="description" />);
    expect(screen.getByTestId("description").querySelector('a[href^="javascript"]')).toBeNull();
  });
});

describe("the product page's label details", () => {
  it("shows allergens, both nutrition figures and the origin when set", () => {
    render(<ProductLabelDetails product={{ ...label, allergens: "Contains barley.", nutrition: { energyKcal: 18, sugarsG: 3.5 }, origin: "Kent, England" }} />);
    expect(screen.getByTestId("product-allergens")).toHaveTextContent("Allergens: Contains barley.");
    const table = screen.getByRole("table", { name: "Nutrition per 100 ml" });
    expect(within(table).getAllByRole("row").map((row) => row.textContent)).toEqual(["Energy18 kcal", "Sugars3.5 g"]);
    expect(screen.getByTestId("product-origin")).toHaveTextContent("Made in: Kent, England");
  });

  it("shows only the known figure, and zero as zero", () => {
    render(<ProductLabelDetails product={{ ...label, nutrition: { energyKcal: null, sugarsG: 0 } }} />);
    expect(within(screen.getByRole("table")).getAllByRole("row").map((row) => row.textContent)).toEqual(["Sugars0 g"]);
  });

  it("hides the table, allergens and origin when none is known", () => {
    render(<ProductLabelDetails product={label} />);
    expect(screen.queryByRole("table")).toBeNull();
    expect(screen.queryByTestId("product-allergens")).toBeNull();
    expect(screen.queryByTestId("product-origin")).toBeNull();
    expect(screen.getByText("Water, barley malt, hops.")).toBeInTheDocument();
  });
});
