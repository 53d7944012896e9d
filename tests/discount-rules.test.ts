import { describe, expect, it } from "vitest";
import { normaliseCode, type DiscountRule } from "@/lib/discounts/contract";
import { judgeCodes, refusalOf, withAmounts, type BasketContext } from "@/lib/discounts/rules";
import { instantFromUkLocal, ukDateTimeText, ukLocalFromInstant } from "@/lib/discounts/uk-time";

const rule = (overrides: Partial<DiscountRule> = {}): DiscountRule => ({
  id: 1,
  code: "SPRING15",
  kind: "percentage",
  value: 15,
  minimumProductsPence: 0,
  startsAt: null,
  endsAt: null,
  maxUses: null,
  maxUsesPerCustomer: null,
  combinable: false,
  status: "active",
  uses: 0,
  ...overrides,
});

const basket = (overrides: Partial<BasketContext> = {}): BasketContext => ({
  now: new Date("2026-11-24T12:00:00Z"),
  productsGross: 4776,
  shippingMethod: "standard",
  customerUses: null,
  ...overrides,
});

const judgeOne = (r: DiscountRule, b: BasketContext = basket()) => judgeCodes([r.code], new Map([[r.code, r]]), b)[0];

describe("codes are case-insensitive letters and digits", () => {
  it("normalises what a shopper types", () => {
    expect(normaliseCode(" spring 15 ")).toBe("SPRING15");
  });
});

describe("refusals, each with its sentence", () => {
  it("unknown", () => {
    const [judged] = judgeCodes(["NOPE"], new Map(), basket());
    expect(judged).toMatchObject({ state: "unknown", kind: null, message: "We don't recognise the code NOPE. Check the spelling and try again." });
  });
  it("paused and ended", () => {
    expect(judgeOne(rule({ status: "paused" })).message).toBe("SPRING15 can't be used at the moment.");
    expect(judgeOne(rule({ status: "ended" })).message).toBe("SPRING15 has ended.");
  });
  it("under the minimum says how much more to spend", () => {
    const judged = judgeOne(rule({ minimumProductsPence: 6016 }));
    expect(judged.state).toBe("belowMinimum");
    expect(judged.message).toBe("Spend £12.40 more on products to use SPRING15");
    expect(judgeOne(rule({ minimumProductsPence: 4776 })).state).toBe("applied");
  });
  it("used up: total uses", () => {
    expect(judgeOne(rule({ maxUses: 100, uses: 99 })).state).toBe("applied");
    expect(judgeOne(rule({ maxUses: 100, uses: 100 })).message).toBe("SPRING15 has been used as many times as it can be.");
  });
  it("per customer: counted only when the customer is known", () => {
    const limited = rule({ maxUsesPerCustomer: 1 });
    expect(judgeOne(limited, basket({ customerUses: null })).state).toBe("applied");
    expect(judgeOne(limited, basket({ customerUses: new Map([["SPRING15", 0]]) })).state).toBe("applied");
    expect(judgeOne(limited, basket({ customerUses: new Map([["SPRING15", 1]]) })).state).toBe("usedByCustomer");
  });
  it("free delivery is standard delivery only", () => {
    const free = rule({ code: "SHIPFREE", kind: "freeDelivery", value: 0 });
    expect(judgeOne(free, basket({ shippingMethod: "next-day" })).message).toBe("SHIPFREE gives free standard delivery: choose standard delivery to use it.");
  });
  it("one code per basket unless both allow combining", () => {
    const a = rule({ code: "AAA1" });
    const b = rule({ id: 2, code: "BBB2", kind: "freeDelivery", value: 0 });
    const rules = new Map([
      [a.code, a],
      [b.code, b],
    ]);
    expect(judgeCodes(["AAA1", "BBB2"], rules, basket()).map((d) => d.state)).toEqual(["applied", "notCombinable"]);
    const both = new Map([
      [a.code, { ...a, combinable: true }],
      [b.code, { ...b, combinable: true }],
    ]);
    expect(judgeCodes(["AAA1", "BBB2"], both, basket()).map((d) => d.state)).toEqual(["applied", "applied"]);
    // A refused first code does not block the second.
    const paused = new Map([
      [a.code, { ...a, status: "paused" as const }],
      [b.code, b],
    ]);
    expect(judgeCodes(["AAA1", "BBB2"], paused, basket()).map((d) => d.state)).toEqual(["paused", "applied"]);
  });
  it("applied codes carry what they take off", () => {
    const judged = withAmounts([judgeOne(rule())], 4776, "standard");
    expect(judged[0]).toMatchObject({ state: "applied", amountPence: 716, message: "15% off products with SPRING15" });
    const free = withAmounts([judgeOne(rule({ code: "SHIPFREE", kind: "freeDelivery", value: 0 }))], 4776, "standard");
    expect(free[0].amountPence).toBe(599);
  });
});

describe("dates in UK time, across the clock changes", () => {
  it("reads a winter wall-clock time as GMT and a summer one as BST", () => {
    expect(instantFromUkLocal("2026-12-01T09:00")!.toISOString()).toBe("2026-12-01T09:00:00.000Z");
    expect(instantFromUkLocal("2026-06-01T09:00")!.toISOString()).toBe("2026-06-01T08:00:00.000Z");
  });
  it("the spring change (29 March 2026, 01:00 → 02:00): 00:59 is GMT, 02:00 is BST, the skipped 01:30 is read as 02:30 BST", () => {
    expect(instantFromUkLocal("2026-03-29T00:59")!.toISOString()).toBe("2026-03-29T00:59:00.000Z");
    expect(instantFromUkLocal("2026-03-29T02:00")!.toISOString()).toBe("2026-03-29T01:00:00.000Z");
    expect(instantFromUkLocal("2026-03-29T01:30")!.toISOString()).toBe("2026-03-29T01:30:00.000Z");
  });
  it("the autumn change (25 October 2026, 02:00 → 01:00): the repeated 01:30 is its first, BST, occurrence", () => {
    expect(instantFromUkLocal("2026-10-25T01:30")!.toISOString()).toBe("2026-10-25T00:30:00.000Z");
    expect(instantFromUkLocal("2026-10-25T02:30")!.toISOString()).toBe("2026-10-25T02:30:00.000Z");
  });
  it("round-trips and refuses malformed times", () => {
    for (const local of ["2026-01-15T23:45", "2026-07-04T00:00", "2026-10-25T00:59", "2026-10-25T03:00"]) {
      expect(ukLocalFromInstant(instantFromUkLocal(local)!)).toBe(local);
    }
    expect(instantFromUkLocal("2026-02-30T10:00")).toBeNull();
    expect(instantFromUkLocal("tomorrow")).toBeNull();
  });
  it("a code starting at 9:00 UK time on 1 June starts at 08:00 UTC, and says so in UK time", () => {
    const starts = instantFromUkLocal("2026-06-01T09:00")!;
    const code = rule({ startsAt: starts });
    expect(refusalOf(code, basket({ now: new Date("2026-06-01T07:59:59Z") }))).toBe("notStarted");
    expect(refusalOf(code, basket({ now: new Date("2026-06-01T08:00:00Z") }))).toBeNull();
    expect(judgeOne(code, basket({ now: new Date("2026-06-01T07:00:00Z") })).message).toBe("SPRING15 starts on 1 June 2026 at 09:00.");
  });
  it("a code ending at midnight UK time on the night the clocks go back has expired at 23:00 UTC the day before", () => {
    const ends = instantFromUkLocal("2026-10-25T00:00")!;
    expect(ends.toISOString()).toBe("2026-10-24T23:00:00.000Z");
    const code = rule({ endsAt: ends });
    expect(refusalOf(code, basket({ now: new Date("2026-10-24T22:59:59Z") }))).toBeNull();
    expect(refusalOf(code, basket({ now: ends }))).toBe("expired");
    expect(ukDateTimeText(ends)).toBe("25 October 2026 at 00:00");
  });
});
