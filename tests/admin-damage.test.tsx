// @vitest-environment jsdom
// The back office's damage reports page (components/admin/damage/, issue 38.3) against a fake API
// that answers the way the server does: the tabs with their counts, each report's facts and photos,
// Refund (or why not), Send a replacement (asked once) and Refuse (with a reason) for a reported
// line, the exact bodies posted with the staff token, the server's refusal, a closed report's
// outcome in place of its buttons, and the nav entry.
import { act, fireEvent, render, screen, within } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { DamageWorkspace } from "@/components/admin/damage/DamageWorkspace";
import { sectionsFor } from "@/lib/admin/roles";
import type { AdminDamageFilter, AdminDamageRow } from "@/lib/damage/contract";
import { fakeApi, fakeRouter } from "./support/fake-api";

const router = fakeRouter();
vi.mock("next/navigation", async (importOriginal) => ({ ...(await importOriginal<typeof import("next/navigation")>()), useRouter: () => router }));
const { fetchMock, answer, sentBody } = fakeApi({ token: "staff-token", router });

const openFields = { closedAt: null, refundedPence: null, replacementOrderReference: null, refusalReason: null };

/** Reported in summer (British Summer Time: 08:30 UTC is 09:30 in London) with three photos; a refund would repay £17.98. */
const DAMAGED: AdminDamageRow = {
  ...openFields,
  reference: "DMG-100001-1",
  orderReference: "AFC-100001",
  status: "reported",
  kind: "damaged",
  lineId: "line-ipa",
  productName: "Hazy IPA",
  packText: "6-pack",
  quantity: 2,
  note: "Two cans were split open.",
  photoCount: 3,
  photos: [
    { index: 1, width: 1200, height: 900 },
    { index: 2, width: 900, height: 1200 },
    { index: 3, width: 1200, height: 900 },
  ],
  reportedAt: "2026-07-14T08:30:00.000Z",
  customerName: "Tom Green",
  customerEmail: "tom.green@example.com",
  refundPreviewPence: 1798,
};

/** Reported in winter (GMT: 14:05 UTC is 14:05 in London), no note, no photo, and nothing left to refund. */
const MISSING: AdminDamageRow = {
  ...openFields,
  reference: "DMG-100002-1",
  orderReference: "AFC-100002",
  status: "reported",
  kind: "missing",
  lineId: "line-stout",
  productName: "Midnight Stout",
  packText: "Single",
  quantity: 1,
  note: null,
  photoCount: 0,
  photos: [],
  reportedAt: "2026-12-03T14:05:00.000Z",
  customerName: "Priya Shah",
  customerEmail: "priya@example.com",
  refundPreviewPence: null,
};

const REFUNDED: AdminDamageRow = { ...DAMAGED, reference: "DMG-100003-1", orderReference: "AFC-100003", status: "refunded", closedAt: "2026-12-05T11:20:00.000Z", refundedPence: 1599, refundPreviewPence: null };
const REPLACED: AdminDamageRow = { ...MISSING, reference: "DMG-100004-1", orderReference: "AFC-100004", status: "replaced", closedAt: "2026-12-06T15:45:00.000Z", replacementOrderReference: "AFC-100010" };
const REFUSED: AdminDamageRow = { ...DAMAGED, reference: "DMG-100005-1", orderReference: "AFC-100005", status: "refused", closedAt: "2026-12-07T10:00:00.000Z", refusalReason: "The photos show the seal intact.", refundPreviewPence: null };

const COUNTS: Record<AdminDamageFilter, number> = { open: 2, refunded: 1, replaced: 1, refused: 1, all: 5 };

const renderList = (rows: AdminDamageRow[] = [DAMAGED, MISSING], filter: AdminDamageFilter = "open") =>
  render(<DamageWorkspace filter={filter} rows={rows} counts={COUNTS} />);
const card = (reference: string) => within(screen.getByRole("article", { name: reference }));
const click = (scope: ReturnType<typeof card>, name: string) => act(async () => fireEvent.click(scope.getByRole("button", { name })));

describe("the tabs and the list", () => {
  it("links every tab with its count, the current one marked", () => {
    renderList();
    const tabs = within(screen.getByRole("navigation", { name: "Damage report status" })).getAllByRole("link");
    expect(tabs.map((tab) => [tab.textContent, tab.getAttribute("href"), tab.getAttribute("aria-current")])).toEqual([
      ["Open (2 reports)", "/admin/damage", "page"],
      ["Refunded (1 report)", "/admin/damage?status=refunded", null],
      ["Replaced (1 report)", "/admin/damage?status=replaced", null],
      ["Refused (1 report)", "/admin/damage?status=refused", null],
      ["All (5 reports)", "/admin/damage?status=all", null],
    ]);
    expect(screen.getByRole("heading", { level: 1, name: "Damage reports" })).toBeInTheDocument();
    expect(screen.getByTestId("admin-damage-count")).toHaveTextContent("2 open damage reports.");
  });

  it("says what an empty tab means", () => {
    render(<DamageWorkspace filter="replaced" rows={[]} counts={{ ...COUNTS, replaced: 0 }} />);
    expect(screen.getByTestId("damage-tab-replaced")).toHaveAttribute("aria-current", "page");
    expect(screen.getByTestId("damage-tab-replaced")).toHaveTextContent("Replaced (0 reports)");
    expect(screen.getByTestId("admin-damage-empty")).toHaveTextContent("No replacements have been sent yet.");
    expect(screen.queryByRole("article")).toBeNull();
  });

  it("shows each report's order, customer, packs, kind, note, UK date, status and refund", () => {
    renderList();
    const damaged = card("DMG-100001-1");
    expect(damaged.getByRole("link", { name: "Order AFC-100001" })).toHaveAttribute("href", "/admin/orders/AFC-100001");
    expect(damaged.getByText("Tom Green")).toBeInTheDocument();
    expect(damaged.getByText("tom.green@example.com")).toBeInTheDocument();
    expect(damaged.getByText("2 × 6-pack of Hazy IPA")).toBeInTheDocument();
    expect(damaged.getByText("Damaged: broken, leaking or crushed")).toBeInTheDocument();
    expect(damaged.getByTestId("damage-note")).toHaveTextContent("The customer’s note: Two cans were split open.");
    expect(damaged.getByText("14 Jul 2026, 09:30").closest("time")).toHaveAttribute("dateTime", "2026-07-14T08:30:00.000Z");
    expect(damaged.getByTestId("damage-status")).toHaveTextContent("Reported");
    expect(damaged.getByTestId("damage-refund-preview")).toHaveTextContent("Refund £17.98");

    const missing = card("DMG-100002-1");
    expect(missing.getByText("1 × Single of Midnight Stout")).toBeInTheDocument();
    expect(missing.getByText("Missing from the parcel")).toBeInTheDocument();
    expect(missing.getByText("3 Dec 2026, 14:05")).toBeInTheDocument();
    expect(missing.getByText("No note.")).toBeInTheDocument();
    expect(missing.getByText("No photos sent.")).toBeInTheDocument();
    expect(missing.queryByRole("img")).toBeNull();
    expect(missing.queryByTestId("damage-refund-preview")).toBeNull();
  });

  it("shows the photos as lazy thumbnails, each opening the full photo in a new tab", () => {
    renderList();
    const photos = within(card("DMG-100001-1").getByRole("list", { name: "Photos sent with DMG-100001-1" }));
    const images = photos.getAllByRole("img");
    expect(images.map((img) => [img.getAttribute("src"), img.getAttribute("alt"), img.getAttribute("width"), img.getAttribute("height"), img.getAttribute("loading")])).toEqual([
      ["/api/admin/damage/DMG-100001-1/photos/1", "Photo 1 of 3 sent with DMG-100001-1", "1200", "900", "lazy"],
      ["/api/admin/damage/DMG-100001-1/photos/2", "Photo 2 of 3 sent with DMG-100001-1", "900", "1200", "lazy"],
      ["/api/admin/damage/DMG-100001-1/photos/3", "Photo 3 of 3 sent with DMG-100001-1", "1200", "900", "lazy"],
    ]);
    const second = photos.getByRole("link", { name: "Photo 2 of 3 sent with DMG-100001-1 (opens in a new tab)" });
    expect(second).toHaveAttribute("href", "/api/admin/damage/DMG-100001-1/photos/2");
    expect(second).toHaveAttribute("target", "_blank");
    expect(second).toHaveAttribute("rel", "noopener noreferrer");
  });
});

describe("a reported line", () => {
  it("refunds at once with the staff token: exactly { refund }", async () => {
    renderList();
    const damaged = card("DMG-100001-1");
    expect(damaged.getAllByRole("button").map((button) => button.textContent)).toEqual(["Refund £17.98", "Send a replacement…", "Refuse…"]);
    expect(damaged.getByRole("button", { name: "Refund £17.98" })).toHaveAccessibleDescription("Refunding repays £17.98 through order AFC-100001’s refunds. It cannot be undone.");
    answer(200, { data: { report: { ...DAMAGED, status: "refunded", refundedPence: 1798, closedAt: "2026-07-15T09:00:00.000Z" } } });
    await click(damaged, "Refund £17.98");
    expect(fetchMock).toHaveBeenCalledTimes(1);
    const [url, init] = fetchMock.mock.calls[0];
    expect(url).toBe("/api/admin/damage/DMG-100001-1");
    expect(init?.method).toBe("POST");
    expect(new Headers(init?.headers).get("authorization")).toBe("Bearer staff-token");
    expect(sentBody()).toEqual({ action: "refund" });
    expect(screen.getByTestId("damage-action-done")).toHaveTextContent("DMG-100001-1 refunded: £17.98. The customer is emailed about the refund.");
    expect(router.refresh).toHaveBeenCalledTimes(1);
  });

  it("cannot be refunded when nothing is left to repay, and says why", () => {
    renderList();
    const refund = card("DMG-100002-1").getByRole("button", { name: "Refund" });
    expect(refund).toBeDisabled();
    expect(refund).toHaveAccessibleDescription("Nothing is left to repay on order AFC-100002. Send a replacement or refuse the report.");
  });

  it("asks before sending a replacement, then sends exactly { replace }", async () => {
    renderList();
    const missing = card("DMG-100002-1");
    await click(missing, "Send a replacement…");
    expect(fetchMock).not.toHaveBeenCalled();
    const question = missing.getByRole("group", { name: /^Send 1 × Single of Midnight Stout again\?/ });
    expect(question).toHaveTextContent("A new order goes to the packing queue at no charge to the customer, and the packs are taken from stock.");
    expect(missing.getByRole("button", { name: "Send the replacement" })).toHaveFocus();

    // Back closes the question, sending nothing, and gives focus back to its button.
    await click(missing, "Back");
    expect(missing.queryByRole("group")).toBeNull();
    expect(missing.getByRole("button", { name: "Send a replacement…" })).toHaveFocus();
    expect(fetchMock).not.toHaveBeenCalled();

    answer(200, { data: { report: { ...MISSING, status: "replaced", replacementOrderReference: "AFC-100010", closedAt: "2026-12-04T09:00:00.000Z" } } });
    await click(missing, "Send a replacement…");
    await click(missing, "Send the replacement");
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(fetchMock.mock.calls[0][0]).toBe("/api/admin/damage/DMG-100002-1");
    expect(sentBody()).toEqual({ action: "replace" });
    expect(screen.getByTestId("damage-action-done")).toHaveTextContent("DMG-100002-1: replacement order AFC-100010 is in the packing queue. The customer is emailed.");
    expect(router.refresh).toHaveBeenCalledTimes(1);
  });

  it("refuses only with a reason, which it posts trimmed", async () => {
    renderList();
    const damaged = card("DMG-100001-1");
    await click(damaged, "Refuse…");
    const reason = damaged.getByRole("textbox", { name: "Reason (the customer is told this)" });
    expect(reason).toHaveFocus();
    expect(reason).toBeRequired();
    expect(reason).toHaveAttribute("maxLength", "500");
    expect(damaged.getByText(/The customer is told your reason\./)).toBeInTheDocument();
    fireEvent.change(reason, { target: { value: "   " } });
    await click(damaged, "Refuse report");
    expect(fetchMock).not.toHaveBeenCalled();
    expect(damaged.getByRole("alert")).toHaveTextContent("Write the reason for refusing: the customer is told it.");
    expect(reason).toHaveAttribute("aria-invalid", "true");
    expect(reason).toHaveFocus();

    answer(200, { data: { report: { ...DAMAGED, status: "refused", refusalReason: "The photos show the seal intact." } } });
    fireEvent.change(reason, { target: { value: "  The photos show the seal intact. " } });
    await click(damaged, "Refuse report");
    expect(fetchMock.mock.calls[0][0]).toBe("/api/admin/damage/DMG-100001-1");
    expect(sentBody()).toEqual({ action: "refuse", reason: "The photos show the seal intact." });
    expect(screen.getByTestId("damage-action-done")).toHaveTextContent("DMG-100001-1 refused. The customer is emailed your reason.");
  });

  it("shows the server's message on a 409, beside the report, then above the list once the report has left it", async () => {
    const view = renderList();
    const damaged = card("DMG-100001-1");
    answer(409, { code: "damageClosed", message: "DMG-100001-1 has already been refunded by another member of staff." });
    await click(damaged, "Refund £17.98");
    expect(sentBody()).toEqual({ action: "refund" });
    expect(damaged.getByRole("alert")).toHaveTextContent("DMG-100001-1 has already been refunded by another member of staff.");
    expect(damaged.getByRole("alert")).toHaveFocus();
    expect(screen.getByTestId("damage-action-done")).toHaveTextContent("");
    expect(router.refresh).toHaveBeenCalledTimes(1);

    // The refresh re-reads the tab without it: the sentence stays, above the reports.
    view.rerender(<DamageWorkspace filter="open" rows={[MISSING]} counts={{ ...COUNTS, open: 1 }} />);
    expect(screen.queryByRole("article", { name: "DMG-100001-1" })).toBeNull();
    const above = within(screen.getByTestId("damage-outcome")).getByRole("alert");
    expect(above).toHaveTextContent("DMG-100001-1 has already been refunded by another member of staff.");
    expect(above).toHaveFocus();
  });
});

describe("closed reports", () => {
  it("show how they ended instead of buttons", () => {
    render(<DamageWorkspace filter="all" rows={[REFUNDED, REPLACED, REFUSED]} counts={{ ...COUNTS, all: 3 }} />);
    const refunded = card("DMG-100003-1");
    expect(refunded.queryAllByRole("button")).toEqual([]);
    expect(refunded.queryByTestId("damage-refund-preview")).toBeNull();
    expect(refunded.getByTestId("damage-status")).toHaveTextContent("Refunded");
    expect(refunded.getByTestId("damage-closed")).toHaveTextContent("Refunded £15.99 · 5 Dec 2026, 11:20");

    const replaced = card("DMG-100004-1");
    expect(replaced.queryAllByRole("button")).toEqual([]);
    expect(replaced.getByTestId("damage-status")).toHaveTextContent("Replacement sent");
    expect(replaced.getByTestId("damage-closed")).toHaveTextContent("Replacement sent · 6 Dec 2026, 15:45Replacement order AFC-100010");
    expect(replaced.getByRole("link", { name: "Replacement order AFC-100010" })).toHaveAttribute("href", "/admin/orders/AFC-100010");

    const refused = card("DMG-100005-1");
    expect(refused.queryAllByRole("button")).toEqual([]);
    expect(refused.getByTestId("damage-closed")).toHaveTextContent("Refused · 7 Dec 2026, 10:00Reason the customer was toldThe photos show the seal intact.");
    expect(screen.getByTestId("admin-damage-count")).toHaveTextContent("3 damage reports.");
  });
});

describe("the back office's nav", () => {
  it("lists Damage for staff right after Returns, marking it on its pages only", () => {
    const sections = sectionsFor(["staff"]);
    expect(sections.map((section) => section.label).slice(1, 5)).toEqual(["Orders", "Returns", "Damage", "Inbox"]);
    const damage = sections.find((section) => section.label === "Damage");
    expect(damage?.href).toBe("/admin/damage");
    expect(damage?.match("/admin/damage")).toBe(true);
    expect(damage?.match("/admin/damaged")).toBe(false);
    expect(sectionsFor(["editor"]).map((section) => section.label)).toEqual(["Newsroom"]);
  });
});
