// @vitest-environment jsdom
// The back office's product form (components/admin/products/editor/) against a fake API that
// answers the way the server does: refusals beside their fields (a 422 copy refusal, a 409 taken
// SKU or name), the summary taking focus, the Markdown preview, pack rows added and removed, and
// where a successful save leads.
import { act, fireEvent, render, screen, within } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { ProductEditor } from "@/components/admin/products/editor/ProductEditor";
import { editorFromInput, emptyEditor } from "@/lib/admin/product-editor-form";
import { validProductInput } from "./support/product-editor-input";
import { fakeApi, fakeRouter } from "./support/fake-api";

const router = fakeRouter();
vi.mock("next/navigation", async (importOriginal) => ({ ...(await importOriginal<typeof import("next/navigation")>()), useRouter: () => router }));
const { fetchMock, answer, sentBody } = fakeApi({ token: "staff-token", router });

const SLUG = "wrackline-brewing-harbour-pale-ale";
const renderEdit = () => render(<ProductEditor slug={SLUG} initial={editorFromInput(validProductInput())} cancelHref="/admin/products" />);
const save = () => act(async () => fireEvent.click(screen.getByRole("button", { name: "Save details" })));

/** The sentence tied to a control by aria-describedby, as a screen reader reads it. */
function describedText(control: HTMLElement): string {
  return (control.getAttribute("aria-describedby") ?? "")
    .split(" ")
    .map((id) => document.getElementById(id)?.textContent ?? "")
    .join(" ");
}

describe("the server's refusals beside their fields", () => {
  it("a 422 copy refusal: the words and why beside the description, in the summary, which takes focus", async () => {
    const why = "“light” is a nutrition claim: it needs energy at least 30% below similar drinks, stated.";
    answer(422, { code: "copyRefused", message: "Some words make a claim…", fields: { description: why } });
    renderEdit();
    await save();
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(fetchMock.mock.calls[0][0]).toBe(`/api/admin/products/${SLUG}`);
    expect(fetchMock.mock.calls[0][1]).toMatchObject({ method: "PUT", headers: expect.objectContaining({ authorization: "Bearer staff-token" }) });
    expect(sentBody()).toEqual(validProductInput());
    const description = screen.getByRole("textbox", { name: "Description" });
    expect(description).toHaveAttribute("aria-invalid", "true");
    expect(describedText(description)).toContain(why);
    const summary = screen.getByTestId("product-form-errors");
    expect(within(summary).getByRole("link", { name: why })).toHaveAttribute("href", "#product-description");
    expect(summary).toHaveFocus();
  });

  it("a 409 taken SKU beside the pack's SKU", async () => {
    const taken = "AF-BEE-ALE-900-MP4 is already the SKU of Other Ale: each SKU belongs to one product or pack.";
    answer(409, { code: "skuTaken", message: "A SKU is already in use: see the fields marked.", fields: { "packs.0.sku": taken } });
    renderEdit();
    await save();
    const packSku = screen.getByRole("textbox", { name: "Pack SKU" });
    expect(packSku).toHaveAttribute("aria-invalid", "true");
    expect(describedText(packSku)).toContain(taken);
    expect(screen.getByRole("textbox", { name: "Unit SKU" })).not.toHaveAttribute("aria-invalid");
  });

  it("a 409 taken name without fields still lands beside the name", async () => {
    answer(409, { code: "nameTaken", message: "Another product already has this brand and name." });
    renderEdit();
    await save();
    const name = screen.getByRole("textbox", { name: "Name" });
    expect(name).toHaveAttribute("aria-invalid", "true");
    expect(describedText(name)).toContain("Another product already has this brand and name.");
  });
});

describe("the browser's own check", () => {
  it("sends nothing for an empty form and marks each field", async () => {
    render(<ProductEditor slug={null} initial={emptyEditor()} cancelHref="/admin/products" />);
    await act(async () => fireEvent.click(screen.getByRole("button", { name: "Create product" })));
    expect(fetchMock).not.toHaveBeenCalled();
    expect(screen.getByTestId("product-form-errors")).toHaveFocus();
    expect(describedText(screen.getByRole("textbox", { name: "Name" }))).toContain("Enter the product's name.");
    expect(screen.getByRole("group", { name: "Sweetness" })).toHaveTextContent("Choose how sweet it is.");
  });
});

describe("writing the description", () => {
  it("previews Markdown as the shop shows it, with staff HTML as text", () => {
    renderEdit();
    fireEvent.change(screen.getByRole("textbox", { name: "Description" }), { target: { value: "Crisp and **dry**.\n\n- Citrus\n- Pine <b>x</b>" } });
    fireEvent.click(screen.getByRole("button", { name: "Preview of the description" }));
    const preview = screen.getByTestId("description-preview");
    expect(within(preview).getByText("dry").tagName).toBe("STRONG");
    expect(within(preview).getAllByRole("listitem")).toHaveLength(2);
    expect(preview.querySelector("b")).toBeNull();
    expect(screen.getByRole("button", { name: "Hide preview of the description" })).toHaveAttribute("aria-expanded", "true");
  });
});

describe("pack rows", () => {
  it("adds a row, and removing the first keeps the second's values", async () => {
    renderEdit();
    expect(screen.getAllByTestId("pack-row")).toHaveLength(1);
    fireEvent.click(screen.getByRole("button", { name: "Add a pack" }));
    const rows = screen.getAllByTestId("pack-row");
    expect(rows).toHaveLength(2);
    fireEvent.change(within(rows[1]).getByRole("combobox", { name: "Kind" }), { target: { value: "case" } });
    fireEvent.change(within(rows[1]).getByRole("textbox", { name: "Pack SKU" }), { target: { value: "AF-BEE-ALE-900-CS24" } });
    fireEvent.change(within(rows[1]).getByRole("textbox", { name: "Units in the pack" }), { target: { value: "24" } });
    fireEvent.change(within(rows[1]).getByRole("textbox", { name: "Pack price" }), { target: { value: "52.00" } });
    fireEvent.click(screen.getByRole("button", { name: "Remove pack 1" }));
    const left = screen.getAllByTestId("pack-row");
    expect(left).toHaveLength(1);
    expect(within(left[0]).getByRole("textbox", { name: "Pack SKU" })).toHaveValue("AF-BEE-ALE-900-CS24");
    answer(200, { data: { product: { slug: SLUG, name: "Harbour Pale Ale", input: validProductInput() } } });
    await save();
    expect(sentBody().packs).toEqual([{ kind: "case", sku: "AF-BEE-ALE-900-CS24", quantity: 24, price: "52.00" }]);
  });
});

describe("a successful save", () => {
  it("an edit says so and refreshes the page", async () => {
    answer(200, { data: { product: { slug: SLUG, name: "Harbour Pale Ale", input: validProductInput() } } });
    renderEdit();
    await save();
    expect(screen.getByTestId("product-form-done")).toHaveTextContent("Saved.");
    expect(router.refresh).toHaveBeenCalled();
    expect(router.push).not.toHaveBeenCalled();
  });

  it("a new product opens its page", async () => {
    answer(201, { data: { product: { slug: SLUG, name: "Harbour Pale Ale", input: validProductInput() } } });
    render(<ProductEditor slug={null} initial={editorFromInput(validProductInput())} cancelHref="/admin/products" />);
    await act(async () => fireEvent.click(screen.getByRole("button", { name: "Create product" })));
    expect(fetchMock.mock.calls[0][0]).toBe("/api/admin/products");
    expect(fetchMock.mock.calls[0][1]).toMatchObject({ method: "POST" });
    expect(router.push).toHaveBeenCalledWith(`/admin/products/${SLUG}?created=1`);
  });
});
