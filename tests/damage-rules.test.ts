// Damaged or missing on arrival, the pure rules (lib/damage/rules.ts): the 48 hours from the
// recorded delivery (hours, not calendar days, across a clock change), every refusal sentence, the
// packs still reportable beside refunds, returns and other reports, and the replacement's line at
// no charge. Every expected value is written by hand.
import { describe, expect, it } from "vitest";
import type { OrderStatus } from "@/lib/checkout/contract";
import type { DamageReportableLine } from "@/lib/damage/contract";
import {
  DAMAGE_REFUSALS,
  damageMomentText,
  damageReference,
  damageWindow,
  judgeDamageReport,
  parseDamageReference,
  replacementLine,
  reportableLines,
} from "@/lib/damage/rules";
import { cartItem } from "./support/cart-item";

const at = (iso: string) => new Date(iso);

// 12 singles and 2 six-packs (invented names).
const PALE = cartItem("Harbour Pale", 199, 12);
const PERRY = cartItem("Orchard Perry", 1099, 2, 6);
const ITEMS = [PALE, PERRY];

describe("the 48 hours", () => {
  it("runs 48 hours from the recorded delivery, the last instant included", () => {
    const delivered = { status: "delivered" as OrderStatus, deliveredAt: at("2026-06-10T09:30:00Z") };
    expect(damageWindow(delivered, at("2026-06-12T09:30:00Z"))).toEqual({ open: true, endsAt: at("2026-06-12T09:30:00Z") });
    expect(damageWindow(delivered, at("2026-06-12T09:30:00.001Z"))).toEqual({
      open: false,
      reason:
        "The 48 hours to report damaged or missing items ended at 10:30 on 12 June 2026. If something is wrong with your drinks, contact us through the help centre: your rights under consumer law still apply.",
    });
  });

  it("counts real hours across the October clock change, and writes the end in UK time", () => {
    // Delivered 10:00 BST on Saturday 24 October; the clocks go back at 02:00 on Sunday 25th.
    const delivered = { status: "delivered" as OrderStatus, deliveredAt: at("2026-10-24T09:00:00Z") };
    const window = damageWindow(delivered, at("2026-10-25T12:00:00Z"));
    expect(window).toEqual({ open: true, endsAt: at("2026-10-26T09:00:00Z") });
    expect(damageMomentText(at("2026-10-26T09:00:00Z"))).toBe("09:00 on 26 October 2026");
  });

  it("is open while dispatched (the parcel may be with the customer before staff record it), and for a delivery without its time", () => {
    expect(damageWindow({ status: "dispatched", deliveredAt: null }, at("2030-01-01T00:00:00Z"))).toEqual({ open: true, endsAt: null });
    expect(damageWindow({ status: "delivered", deliveredAt: null }, at("2030-01-01T00:00:00Z"))).toEqual({ open: true, endsAt: null });
  });

  it("is closed before the order is on its way, and after a cancel or a full refund, each with its sentence", () => {
    const now = at("2026-06-10T00:00:00Z");
    const reasons = (["placed", "awaitingPayment", "paid", "packed", "cancelled", "refunded"] as OrderStatus[]).map((status) => {
      const window = damageWindow({ status, deliveredAt: null }, now);
      return window.open ? null : window.reason;
    });
    const notYet = "You can tell us about damaged or missing items once your order is on its way to you.";
    expect(reasons).toEqual([notYet, notYet, notYet, notYet, "This order was cancelled, so nothing was delivered.", "This order was refunded in full."]);
  });
});

describe("what may still be reported", () => {
  it("is ordered, less refunded, less packs held by returns and by reported or replaced lines; a refused report holds nothing", () => {
    const lines = reportableLines(
      ITEMS,
      [{ lines: [{ lineId: PALE.id, quantity: 1, amountPence: 199 }], shippingPence: 0 }],
      [{ status: "requested", lines: [{ lineId: PALE.id, quantity: 2 }] }],
      [
        { status: "reported", lineId: PALE.id, quantity: 3 },
        { status: "replaced", lineId: PERRY.id, quantity: 1 },
        { status: "refused", lineId: PERRY.id, quantity: 1 },
      ],
    );
    expect(lines).toEqual([
      { lineId: PALE.id, productName: "Harbour Pale", packText: "Single", ordered: 12, reportable: 6 },
      { lineId: PERRY.id, productName: "Orchard Perry", packText: "6-pack", ordered: 2, reportable: 1 },
    ]);
  });
});

describe("judging a report", () => {
  const lines: DamageReportableLine[] = [
    { lineId: PALE.id, productName: "Harbour Pale", packText: "Single", ordered: 12, reportable: 4 },
    { lineId: PERRY.id, productName: "Orchard Perry", packText: "6-pack", ordered: 2, reportable: 0 },
  ];
  const judge = (lineId: string, quantity: number, kind: "damaged" | "missing", photoCount: number) => judgeDamageReport(lines, { lineId, quantity, kind, photoCount });

  it("accepts damaged packs with a photo, and missing packs without one", () => {
    expect(judge(PALE.id, 4, "damaged", 1)).toEqual({ ok: true });
    expect(judge(PALE.id, 1, "missing", 0)).toEqual({ ok: true });
  });

  it("refuses each mistake with its sentence", () => {
    expect(judge("line-unknown", 1, "missing", 0)).toEqual({ ok: false, message: "That item is not part of this order." });
    expect(judge(PALE.id, 0, "missing", 0)).toEqual({ ok: false, message: "Choose a whole number of Harbour Pale." });
    expect(judge(PALE.id, 1.5, "missing", 0)).toEqual({ ok: false, message: "Choose a whole number of Harbour Pale." });
    expect(judge(PALE.id, 5, "missing", 0)).toEqual({ ok: false, message: "You can report at most 4 of Harbour Pale." });
    expect(judge(PERRY.id, 1, "missing", 0)).toEqual({ ok: false, message: "Orchard Perry has already been returned, refunded or reported." });
    expect(judge(PALE.id, 1, "damaged", 0)).toEqual({ ok: false, message: "Add a photo of the damage, so we can see what happened (up to 3)." });
    expect(judge(PALE.id, 1, "damaged", 4)).toEqual({ ok: false, message: "Send at most 3 photos." });
    expect(DAMAGE_REFUSALS.nothingLeft).toBe("Everything in this order has been returned, refunded or reported already.");
  });
});

describe("the replacement", () => {
  it("is the same product and pack, the reported number of packs, at no charge, its containers counted for packing", () => {
    const line = replacementLine(PERRY, 1, at("2026-06-11T08:00:00Z"));
    expect(line).toMatchObject({ productName: "Orchard Perry", multipackQuantity: 6, quantity: 1, itemPrice: { gross: 0, isVatable: true } });
    expect(line.linePrice.gross).toBe(0);
    expect(line.metadata.containerSizesWithQuantity).toBe('{"330":6}');
    expect(line.metadata.productSKU).toBe(PERRY.metadata.productSKU);
  });
});

describe("references", () => {
  it("read back what they write, in any case, and nothing else", () => {
    expect(damageReference(100001, 2)).toBe("DMG-100001-2");
    expect(parseDamageReference(" dmg-100001-2 ")).toEqual({ orderNumber: 100001, sequence: 2 });
    expect(parseDamageReference("RET-100001-2")).toBeNull();
    expect(parseDamageReference("DMG-0-1")).toBeNull();
    expect(parseDamageReference("DMG-100001-")).toBeNull();
  });
});
