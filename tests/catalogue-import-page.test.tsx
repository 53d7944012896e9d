// @vitest-environment jsdom
// The back office's import page (components/admin/products/import/): the export link, a labelled
// file picker, the dry run as counts and a table (refused rows with their sentences, changes with
// their columns), "Apply import" only without refusals, and the result line. The server is a
// stand-in fetch that answers fixed plans and records what was sent.
import { act, cleanup, fireEvent, render, screen, waitFor, within } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { CatalogueImport } from "@/components/admin/products/import/CatalogueImport";
import type { ImportAnswer, ImportPlan } from "@/lib/catalogue/csv/plan";

const refusedPlan: ImportPlan = {
  fileProblem: null,
  rows: [
    { row: 2, productSku: "AF-NEW-001", packSku: "AF-NEW-001", outcome: "create", fields: [], reasons: [] },
    { row: 3, productSku: "AF-WIN-RED-001", packSku: "AF-WIN-RED-001", outcome: "refused", fields: [], reasons: ["Row 3, abv: This shop sells drinks of 0.5% ABV or less."] },
    { row: 4, productSku: "AF-WIN-RED-002", packSku: "AF-WIN-RED-002", outcome: "unchanged", fields: [], reasons: [] },
  ],
  rowCounts: { create: 1, change: 0, unchanged: 1, refused: 1 },
  productCounts: { create: 1, change: 0, unchanged: 1, refused: 1 },
};
const goodPlan: ImportPlan = {
  fileProblem: null,
  rows: [
    { row: 2, productSku: "AF-NEW-001", packSku: "AF-NEW-001", outcome: "create", fields: [], reasons: [] },
    { row: 3, productSku: "AF-WIN-RED-001", packSku: "AF-WIN-RED-001-CS6", outcome: "change", fields: ["price"], reasons: [] },
  ],
  rowCounts: { create: 1, change: 1, unchanged: 0, refused: 0 },
  productCounts: { create: 1, change: 1, unchanged: 0, refused: 0 },
};

let plan: ImportPlan = refusedPlan;
const calls: { url: string; contentType: string | null }[] = [];

beforeEach(() => {
  calls.length = 0;
  vi.stubGlobal(
    "fetch",
    vi.fn(async (url: string, init: RequestInit) => {
      calls.push({ url, contentType: new Headers(init.headers).get("content-type") });
      const applied = url.endsWith("?apply=1");
      const data: ImportAnswer = { plan, applied };
      return new Response(JSON.stringify({ data }), { status: 200 });
    }),
  );
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

async function checkFile() {
  const input = screen.getByLabelText("CSV file (at most 10 MB and 20,000 rows)");
  const file = new File(["product_sku\r\n"], "catalogue.csv", { type: "text/csv" });
  fireEvent.change(input, { target: { files: [file] } });
  await act(async () => fireEvent.click(screen.getByRole("button", { name: "Check the file" })));
  await screen.findByTestId("import-counts");
}

describe("the catalogue import page", () => {
  it("links the export and labels the file picker; Check is off until a file is chosen", () => {
    render(<CatalogueImport />);
    expect(screen.getByRole("link", { name: "Export CSV" }).getAttribute("href")).toBe("/api/admin/products/export.csv");
    expect(screen.getByLabelText("CSV file (at most 10 MB and 20,000 rows)").getAttribute("type")).toBe("file");
    expect((screen.getByRole("button", { name: "Check the file" }) as HTMLButtonElement).disabled).toBe(true);
  });

  it("shows a dry run with a refusal: counts, the refused row's sentence first, and Apply switched off", async () => {
    plan = refusedPlan;
    render(<CatalogueImport />);
    await checkFile();
    expect(calls).toEqual([{ url: "/api/admin/products/import", contentType: "text/csv" }]);
    expect(screen.getByTestId("import-count-refused").textContent).toBe("1, in 1 product");
    const rows = screen.getAllByTestId("import-plan-row");
    expect(rows.map((row) => row.getAttribute("data-outcome"))).toEqual(["refused", "create"]);
    expect(within(rows[0]).getByText("Row 3, abv: This shop sells drinks of 0.5% ABV or less.")).toBeTruthy();
    const apply = screen.getByRole("button", { name: "Apply import" }) as HTMLButtonElement;
    expect(apply.disabled).toBe(true);
    expect(screen.getByText("Correct the refused rows in your spreadsheet, then choose the file and check it again.")).toBeTruthy();
  });

  it("applies a plan without refusals and says what was imported", async () => {
    plan = goodPlan;
    render(<CatalogueImport />);
    await checkFile();
    expect(within(screen.getAllByTestId("import-plan-row")[1]).getByText("price")).toBeTruthy();
    const apply = screen.getByRole("button", { name: "Apply import" }) as HTMLButtonElement;
    expect(apply.disabled).toBe(false);
    await act(async () => fireEvent.click(apply));
    await waitFor(() => expect(screen.getByTestId("catalogue-import-done").textContent).toBe("Imported: 1 product created, 1 product changed."));
    expect(screen.getByTestId("catalogue-import-done").textContent).toBe("Imported: 1 product created, 1 product changed.");
    expect(calls.map((call) => call.url)).toEqual(["/api/admin/products/import", "/api/admin/products/import?apply=1"]);
    expect(screen.queryByRole("button", { name: "Apply import" })).toBeNull();
    expect(screen.getByText("Rows created")).toBeTruthy();
  });
});
