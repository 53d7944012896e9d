// @vitest-environment jsdom
// The back office's returns page (components/admin/returns/, issue 38.2) against a fake API that
// answers the way the server does: the tabs with their counts, each return's facts, Mark received
// and Refuse for a requested return, Refund (with the choice of what becomes of the drinks) and
// Refuse for a received one, the exact bodies posted with the staff token, the server's refusal,
// and a closed return's outcome in place of its buttons.
import { act, fireEvent, render, screen, within } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { ReturnWorkspace } from "@/components/admin/returns/ReturnWorkspace";
import type { AdminReturnFilter, AdminReturnRow } from "@/lib/returns/contract";
import { fakeApi, fakeRouter } from "./support/fake-api";

const router = fakeRouter();
vi.mock("next/navigation", async (importOriginal) => ({ ...(await importOriginal<typeof import("next/navigation")>()), useRouter: () => router }));
const { fetchMock, answer, sentBody } = fakeApi({ token: "staff-token", router });

const closedFields = { receivedAt: null, closedAt: null, inspection: null, refundedPence: null, refusalReason: null };

/** Received in summer (British Summer Time: 08:30 UTC is 09:30 in London); a refund would repay £12.50. */
const RECEIVED: AdminReturnRow = {
  ...closedFields,
  reference: "RET-100001-1",
  orderReference: "AFC-100001",
  status: "received",
  reason: "notAsExpected",
  note: "Tasted flatter than I hoped.",
  lines: [
    { lineId: "line-ipa", productName: "Hazy IPA", packText: "6-pack", quantity: 1 },
    { lineId: "line-spritz", productName: "Elderflower Spritz", packText: "Single", quantity: 2 },
  ],
  requestedAt: "2026-07-14T08:30:00.000Z",
  receivedAt: "2026-07-16T10:00:00.000Z",
  customerName: "Tom Green",
  customerEmail: "tom.green@example.com",
  refundPreviewPence: 1250,
};

/** Asked for in winter (GMT: 14:05 UTC is 14:05 in London); still waiting for its parcel. */
const REQUESTED: AdminReturnRow = {
  ...closedFields,
  reference: "RET-100002-1",
  orderReference: "AFC-100002",
  status: "requested",
  reason: "changedMind",
  note: null,
  lines: [{ lineId: "line-stout", productName: "Midnight Stout", packText: "Single", quantity: 3 }],
  requestedAt: "2026-12-03T14:05:00.000Z",
  customerName: "Priya Shah",
  customerEmail: "priya@example.com",
  refundPreviewPence: 897,
};

const REFUNDED: AdminReturnRow = {
  ...REQUESTED,
  reference: "RET-100003-1",
  orderReference: "AFC-100003",
  status: "refunded",
  receivedAt: "2026-12-05T09:00:00.000Z",
  closedAt: "2026-12-05T11:20:00.000Z",
  inspection: "restock",
  refundedPence: 1599,
  refundPreviewPence: null,
};

const REFUSED: AdminReturnRow = {
  ...REQUESTED,
  reference: "RET-100004-1",
  orderReference: "AFC-100004",
  status: "refused",
  receivedAt: "2026-12-06T09:00:00.000Z",
  closedAt: "2026-12-06T15:45:00.000Z",
  refusalReason: "The seals on both bottles were broken.",
  refundPreviewPence: null,
};

const COUNTS: Record<AdminReturnFilter, number> = { open: 2, requested: 1, received: 1, refunded: 1, refused: 1, all: 4 };

const renderList = (rows: AdminReturnRow[] = [RECEIVED, REQUESTED], filter: AdminReturnFilter = "open") =>
  render(<ReturnWorkspace filter={filter} rows={rows} counts={COUNTS} />);
const card = (reference: string) => within(screen.getByRole("article", { name: reference }));
const click = (scope: ReturnType<typeof card>, name: string) => act(async () => fireEvent.click(scope.getByRole("button", { name })));

describe("the tabs and the list", () => {
  it("links every tab with its count, the current one marked", () => {
    renderList();
    const tabs = within(screen.getByRole("navigation", { name: "Return status" })).getAllByRole("link");
    expect(tabs.map((tab) => [tab.textContent, tab.getAttribute("href"), tab.getAttribute("aria-current")])).toEqual([
      ["Open (2 returns)", "/admin/returns", "page"],
      ["Requested (1 return)", "/admin/returns?status=requested", null],
      ["Received (1 return)", "/admin/returns?status=received", null],
      ["Refunded (1 return)", "/admin/returns?status=refunded", null],
      ["Refused (1 return)", "/admin/returns?status=refused", null],
      ["All (4 returns)", "/admin/returns?status=all", null],
    ]);
    expect(screen.getByRole("heading", { level: 1, name: "Returns" })).toBeInTheDocument();
    expect(screen.getByTestId("admin-returns-count")).toHaveTextContent("2 open returns.");
  });

  it("marks another tab current when it is open, and says when it holds nothing", () => {
    render(<ReturnWorkspace filter="refused" rows={[]} counts={{ ...COUNTS, refused: 0 }} />);
    expect(screen.getByTestId("return-tab-refused")).toHaveAttribute("aria-current", "page");
    expect(screen.getByTestId("return-tab-refused")).toHaveTextContent("Refused (0 returns)");
    expect(screen.getByTestId("return-tab-open")).not.toHaveAttribute("aria-current");
    expect(screen.getByTestId("admin-returns-empty")).toHaveTextContent("No returns have been refused.");
    expect(screen.queryByRole("article")).toBeNull();
  });

  it("shows each return's order, customer, drinks, reason and note, UK dates, status and refund", () => {
    renderList();
    const received = card("RET-100001-1");
    expect(received.getByRole("link", { name: "Order AFC-100001" })).toHaveAttribute("href", "/admin/orders/AFC-100001");
    expect(received.getByText("Tom Green")).toBeInTheDocument();
    expect(received.getByText("tom.green@example.com")).toBeInTheDocument();
    expect(received.getAllByRole("listitem").map((item) => item.textContent)).toEqual(["1 × Hazy IPA (6-pack)", "2 × Elderflower Spritz (Single)"]);
    expect(received.getByText("It is not what I expected")).toBeInTheDocument();
    expect(received.getByTestId("return-note")).toHaveTextContent("The customer’s note: Tasted flatter than I hoped.");
    expect(received.getByText("14 Jul 2026, 09:30").closest("time")).toHaveAttribute("dateTime", "2026-07-14T08:30:00.000Z");
    expect(received.getByText("16 Jul 2026, 11:00")).toBeInTheDocument();
    expect(received.getByTestId("return-status")).toHaveTextContent("Received");
    expect(received.getByTestId("return-refund-preview")).toHaveTextContent("Refund £12.50");

    const requested = card("RET-100002-1");
    expect(requested.getByText("3 Dec 2026, 14:05")).toBeInTheDocument();
    expect(requested.getByText("3 × Midnight Stout (Single)")).toBeInTheDocument();
    expect(requested.getByText("I changed my mind")).toBeInTheDocument();
    expect(requested.queryByTestId("return-note")).toBeNull();
    expect(requested.getByTestId("return-status")).toHaveTextContent("Requested");
    expect(requested.getByTestId("return-refund-preview")).toHaveTextContent("Refund £8.97");
  });
});

describe("a requested return", () => {
  it("offers Mark received and Refuse, and marks it received with the staff token", async () => {
    renderList();
    const requested = card("RET-100002-1");
    expect(requested.getAllByRole("button").map((button) => button.textContent)).toEqual(["Mark received", "Refuse…"]);
    answer(200, { data: { return: { ...REQUESTED, status: "received", receivedAt: "2026-12-06T09:00:00.000Z" } } });
    await click(requested, "Mark received");
    expect(fetchMock).toHaveBeenCalledTimes(1);
    const [url, init] = fetchMock.mock.calls[0];
    expect(url).toBe("/api/admin/returns/RET-100002-1");
    expect(init?.method).toBe("POST");
    expect(new Headers(init?.headers).get("authorization")).toBe("Bearer staff-token");
    expect(sentBody()).toEqual({ action: "receive" });
    expect(screen.getByTestId("return-action-done")).toHaveTextContent("RET-100002-1 marked received. Check the drinks, then refund or refuse it.");
    expect(router.refresh).toHaveBeenCalledTimes(1);
  });

  it("refuses only with a reason, which it posts trimmed", async () => {
    renderList();
    const requested = card("RET-100002-1");
    await click(requested, "Refuse…");
    const reason = requested.getByRole("textbox", { name: "Reason (the customer is told this)" });
    expect(reason).toHaveFocus();
    expect(reason).toBeRequired();
    expect(reason).toHaveAttribute("maxLength", "500");
    fireEvent.change(reason, { target: { value: "   " } });
    await click(requested, "Refuse return");
    expect(fetchMock).not.toHaveBeenCalled();
    expect(requested.getByRole("alert")).toHaveTextContent("Write the reason for refusing: the customer is told it.");
    expect(reason).toHaveAttribute("aria-invalid", "true");
    expect(reason).toHaveFocus();

    answer(200, { data: { return: { ...REQUESTED, status: "refused", refusalReason: "We can only take back unopened drinks." } } });
    fireEvent.change(reason, { target: { value: "  We can only take back unopened drinks. " } });
    await click(requested, "Refuse return");
    expect(fetchMock.mock.calls[0][0]).toBe("/api/admin/returns/RET-100002-1");
    expect(sentBody()).toEqual({ action: "refuse", reason: "We can only take back unopened drinks." });
    expect(screen.getByTestId("return-action-done")).toHaveTextContent("RET-100002-1 refused. The customer is told your reason.");
  });

  it("closes the reason with Back, sending nothing, and gives focus back to Refuse…", async () => {
    renderList();
    const requested = card("RET-100002-1");
    await click(requested, "Refuse…");
    await click(requested, "Back");
    expect(requested.queryByRole("textbox")).toBeNull();
    expect(requested.getByRole("button", { name: "Refuse…" })).toHaveFocus();
    expect(fetchMock).not.toHaveBeenCalled();
  });
});

describe("a received return", () => {
  it("offers Refund and Refuse, and refunds with the choice made: exactly { refund, writeOff }", async () => {
    renderList();
    const received = card("RET-100001-1");
    expect(received.getAllByRole("button").map((button) => button.textContent)).toEqual(["Refund £12.50…", "Refuse…"]);
    await click(received, "Refund £12.50…");
    const shelf = received.getByRole("radio", { name: /Put the drinks back on the shelf/ });
    const writeOff = received.getByRole("radio", { name: /Write them off/ });
    expect(received.getAllByRole("radio")).toHaveLength(2);
    expect(shelf).not.toBeChecked();
    expect(writeOff).not.toBeChecked();
    expect(shelf).toHaveFocus();

    // No choice is made for staff: refunding without one is refused here, sending nothing.
    await click(received, "Refund £12.50");
    expect(fetchMock).not.toHaveBeenCalled();
    expect(received.getByRole("alert")).toHaveTextContent("Choose whether the drinks go back on the shelf or are written off.");

    answer(200, { data: { return: { ...RECEIVED, status: "refunded", inspection: "writeOff", refundedPence: 1250, refundPreviewPence: null } } });
    fireEvent.click(writeOff);
    await click(received, "Refund £12.50");
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(fetchMock.mock.calls[0][0]).toBe("/api/admin/returns/RET-100001-1");
    expect(fetchMock.mock.calls[0][1]?.method).toBe("POST");
    expect(sentBody()).toEqual({ action: "refund", inspection: "writeOff" });
    expect(screen.getByTestId("return-action-done")).toHaveTextContent("RET-100001-1 refunded: £12.50. The drinks are written off.");
    expect(router.refresh).toHaveBeenCalledTimes(1);
  });

  it("shows the server's message on a 409, beside the return, then above the list once the return has left it", async () => {
    const view = renderList();
    const received = card("RET-100001-1");
    await click(received, "Refund £12.50…");
    fireEvent.click(received.getByRole("radio", { name: /Put the drinks back on the shelf/ }));
    answer(409, { code: "returnClosed", message: "RET-100001-1 has already been refunded by another member of staff." });
    await click(received, "Refund £12.50");
    expect(sentBody()).toEqual({ action: "refund", inspection: "restock" });
    expect(received.getByRole("alert")).toHaveTextContent("RET-100001-1 has already been refunded by another member of staff.");
    expect(screen.getByTestId("return-action-done")).toHaveTextContent("");
    expect(router.refresh).toHaveBeenCalledTimes(1);

    // The refresh re-reads the tab without it: the sentence stays, above the returns.
    view.rerender(<ReturnWorkspace filter="open" rows={[REQUESTED]} counts={{ ...COUNTS, open: 1, received: 0 }} />);
    expect(screen.queryByRole("article", { name: "RET-100001-1" })).toBeNull();
    expect(within(screen.getByTestId("return-outcome")).getByRole("alert")).toHaveTextContent("RET-100001-1 has already been refunded by another member of staff.");
  });
});

describe("closed returns", () => {
  it("show how they ended instead of buttons", () => {
    render(<ReturnWorkspace filter="all" rows={[REFUNDED, REFUSED]} counts={{ ...COUNTS, all: 2 }} />);
    const refunded = card("RET-100003-1");
    expect(refunded.queryAllByRole("button")).toEqual([]);
    expect(refunded.queryByTestId("return-refund-preview")).toBeNull();
    expect(refunded.getByTestId("return-closed")).toHaveTextContent("Refunded £15.99Back on the shelf · 5 Dec 2026, 11:20");

    const refused = card("RET-100004-1");
    expect(refused.queryAllByRole("button")).toEqual([]);
    expect(refused.getByTestId("return-closed")).toHaveTextContent("Refused · 6 Dec 2026, 15:45Reason the customer was toldThe seals on both bottles were broken.");
    expect(screen.getByTestId("admin-returns-count")).toHaveTextContent("2 returns.");
  });
});
