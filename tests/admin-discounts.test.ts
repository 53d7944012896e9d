// The back office's discount codes as pure rules (lib/admin/discounts.ts, discount-form.ts, discount-schemas.ts):
// the state a code is in at an instant (UK wall-clock times across both clock changes), the same
// verdict as the shop's own refusals, what each action allows, the form's texts ⇄ the API's body,
// and every refusal of the request schemas.
import { describe, expect, it } from "vitest";
import { checkDiscountForm, discountActionSchema, discountCreateSchema, discountListQuerySchema } from "@/lib/admin/discount-schemas";
import { emptyDiscountForm, formErrorsOf, formFromDiscount, penceFromPounds, type DiscountFormValues } from "@/lib/admin/discount-form";
import { actionRefusal, actionsOf, discountStateOf, type DiscountState, type DiscountStateFacts } from "@/lib/admin/discounts";
import type { CodeState, DiscountRule, DiscountStatus } from "@/lib/discounts/contract";
import { refusalOf } from "@/lib/discounts/rules";
import { instantFromUkLocal } from "@/lib/discounts/uk-time";

const code = (facts: Partial<DiscountStateFacts> = {}): DiscountStateFacts => ({ status: "active", startsAt: null, endsAt: null, maxUses: null, uses: 0, ...facts });
const at = (iso: string) => new Date(iso);

describe("a code's state", () => {
  const now = at("2026-11-24T12:00:00Z");

  it("is staff's switch first, then not started, past its end, out of uses", () => {
    expect(discountStateOf(code(), now)).toBe("active");
    expect(discountStateOf(code({ status: "paused" }), now)).toBe("paused");
    expect(discountStateOf(code({ status: "ended", endsAt: "2026-01-01T00:00:00Z" }), now)).toBe("ended");
    expect(discountStateOf(code({ status: "paused", startsAt: "2027-01-01T00:00:00Z" }), now)).toBe("paused");
    expect(discountStateOf(code({ startsAt: "2026-12-01T00:00:00Z", maxUses: 1, uses: 1 }), now)).toBe("scheduled");
    expect(discountStateOf(code({ endsAt: "2026-11-01T00:00:00Z", maxUses: 1, uses: 1 }), now)).toBe("expired");
    expect(discountStateOf(code({ maxUses: 5, uses: 5 }), now)).toBe("usedUp");
    expect(discountStateOf(code({ maxUses: 5, uses: 4 }), now)).toBe("active");
    expect(discountStateOf(code({ maxUses: null, uses: 10_000 }), now)).toBe("active");
  });

  it("starts at its start instant and is expired from its end instant on", () => {
    const window = code({ startsAt: at("2026-12-01T09:00:00Z"), endsAt: at("2026-12-24T18:00:00Z") });
    expect(discountStateOf(window, at("2026-12-01T08:59:59.999Z"))).toBe("scheduled");
    expect(discountStateOf(window, at("2026-12-01T09:00:00Z"))).toBe("active");
    expect(discountStateOf(window, at("2026-12-24T17:59:59.999Z"))).toBe("active");
    expect(discountStateOf(window, at("2026-12-24T18:00:00Z"))).toBe("expired");
  });

  it("ends at 01:30 UK time on the night the clocks go back: the first 01:30 (BST), not the repeated one", () => {
    const endsAt = instantFromUkLocal("2026-10-25T01:30")!;
    expect(endsAt.toISOString()).toBe("2026-10-25T00:30:00.000Z");
    const ending = code({ endsAt });
    expect(discountStateOf(ending, at("2026-10-25T00:29:59Z"))).toBe("active"); // 01:29:59 BST
    expect(discountStateOf(ending, at("2026-10-25T00:30:00Z"))).toBe("expired"); // 01:30 BST
    expect(discountStateOf(ending, at("2026-10-25T01:15:00Z"))).toBe("expired"); // 01:15 GMT, the hour again
    expect(formFromDiscount({ ...sample, endsAt: endsAt.toISOString() }).endsAt).toBe("2026-10-25T01:30");
  });

  it("starts at a time the clocks skip in spring an hour later, in BST", () => {
    const startsAt = instantFromUkLocal("2026-03-29T01:30")!;
    expect(startsAt.toISOString()).toBe("2026-03-29T01:30:00.000Z"); // 02:30 BST
    expect(discountStateOf(code({ startsAt }), at("2026-03-29T01:29:00Z"))).toBe("scheduled");
    expect(discountStateOf(code({ startsAt }), at("2026-03-29T01:30:00Z"))).toBe("active");
  });

  it("reads midnight in summer as 23:00 UTC the day before, and in winter as midnight UTC", () => {
    const summer = code({ endsAt: instantFromUkLocal("2026-07-01T00:00") });
    expect(discountStateOf(summer, at("2026-06-30T22:59:59Z"))).toBe("active");
    expect(discountStateOf(summer, at("2026-06-30T23:00:00Z"))).toBe("expired");
    const winter = code({ endsAt: instantFromUkLocal("2026-12-01T00:00") });
    expect(discountStateOf(winter, at("2026-11-30T23:59:59Z"))).toBe("active");
    expect(discountStateOf(winter, at("2026-12-01T00:00:00Z"))).toBe("expired");
  });

  it("agrees with the shop's own refusals (lib/discounts/rules.ts) for 2,000 random codes and instants", () => {
    const shopSays: Partial<Record<CodeState, DiscountState>> = { ended: "ended", paused: "paused", notStarted: "scheduled", expired: "expired", usedUp: "usedUp" };
    let seed = 24;
    const random = () => ((seed = (seed * 1_103_515_245 + 12_345) % 2 ** 31) / 2 ** 31);
    const pick = <T,>(items: readonly T[]) => items[Math.floor(random() * items.length)];
    const base = at("2026-10-25T00:00:00Z").getTime();
    const hour = 3_600_000;
    for (let i = 0; i < 2000; i++) {
      const startsAt = random() < 0.5 ? new Date(base + Math.round((random() - 0.5) * 48) * hour) : null;
      const endsAt = random() < 0.5 ? new Date(base + Math.round((random() - 0.5) * 48) * hour) : null;
      const maxUses = random() < 0.5 ? Math.floor(random() * 4) + 1 : null;
      const status = pick<DiscountStatus>(["active", "active", "paused", "ended"]);
      const rule: DiscountRule = { id: i, code: `C${i}`, kind: "percentage", value: 10, minimumProductsPence: 0, startsAt, endsAt, maxUses, maxUsesPerCustomer: null, combinable: false, status, uses: Math.floor(random() * 5) };
      const now = new Date(base + Math.round((random() - 0.5) * 48) * hour);
      const refusal = refusalOf(rule, { now, productsGross: 10_000, shippingMethod: "standard", customerUses: null });
      expect(discountStateOf(rule, now), JSON.stringify({ rule, now })).toBe(refusal ? shopSays[refusal] : "active");
    }
  });
});

describe("what staff can do to a code", () => {
  it("never edits, pauses or resumes an ended code, and says so", () => {
    expect(actionRefusal("SPRING15", "ended", "edit")).toBe("SPRING15 has ended, so it can't be edited. Create a new code instead.");
    expect(actionRefusal("SPRING15", "ended", "resume")).toBe("SPRING15 has ended, so it can't be resumed. Create a new code instead.");
    expect(actionRefusal("SPRING15", "ended", "end")).toBe("SPRING15 has already ended.");
    expect(actionsOf("SPRING15", "ended")).toMatchObject({ edit: { allowed: false }, pause: { allowed: false }, resume: { allowed: false }, end: { allowed: false } });
  });

  it("pauses an active code, resumes a paused one, ends either, edits either", () => {
    expect(actionsOf("A10", "active")).toEqual({
      edit: { allowed: true },
      pause: { allowed: true },
      resume: { allowed: false, reason: "A10 isn't paused, so there is nothing to resume." },
      end: { allowed: true },
    });
    expect(actionsOf("A10", "paused")).toEqual({ edit: { allowed: true }, pause: { allowed: false, reason: "A10 is already paused." }, resume: { allowed: true }, end: { allowed: true } });
  });
});

const sample = {
  code: "WELCOME10",
  kind: "percentage" as const,
  value: 10,
  minimumProductsPence: 4000,
  startsAt: "2026-12-01T09:00:00.000Z",
  endsAt: null,
  maxUses: 500,
  maxUsesPerCustomer: 1,
  combinable: false,
};
const form = (values: Partial<DiscountFormValues>): DiscountFormValues => ({ ...emptyDiscountForm(), ...values });

describe("the form ⇄ the body", () => {
  it("reads pounds as pence, and nothing else", () => {
    expect(penceFromPounds("40")).toBe(4000);
    expect(penceFromPounds(" £7.5 ")).toBe(750);
    expect(penceFromPounds("£1,040.05")).toBe(104_005);
    for (const bad of ["", "abc", "-5", "5.555", "1,00", "5e3", "£"]) expect(penceFromPounds(bad), bad).toBeNull();
  });

  it("shows a code's settings in pounds and UK wall-clock time, and reads them back to the same body", () => {
    const values = formFromDiscount(sample);
    expect(values).toMatchObject({ code: "WELCOME10", percent: "10", amount: "", minimum: "40.00", startsAt: "2026-12-01T09:00", endsAt: "", maxUses: "500", maxUsesPerCustomer: "1" });
    expect(checkDiscountForm(values, "edit")).toEqual({ ok: true, body: sample });
    const summer = formFromDiscount({ ...sample, kind: "fixed", value: 550, startsAt: "2026-07-01T08:00:00.000Z" });
    expect([summer.amount, summer.startsAt]).toEqual(["5.50", "2026-07-01T09:00"]);
  });

  it("creates WELCOME10 from 'welcome 10', 10 %, minimum £40: stored upper case, minimum in pence", () => {
    const checked = checkDiscountForm(form({ code: "welcome 10", percent: "10", minimum: "40" }), "create");
    expect(checked).toEqual({
      ok: true,
      body: { code: "WELCOME10", kind: "percentage", value: 10, minimumProductsPence: 4000, startsAt: null, endsAt: null, maxUses: null, maxUsesPerCustomer: null, combinable: false },
    });
  });

  it("gives a sentence beside each field that is wrong", () => {
    const checked = checkDiscountForm(
      form({ code: "NO-WAY", kind: "fixed", amount: "five", minimum: "lots", startsAt: "2026-12-10T09:00", endsAt: "2026-12-01T09:00", maxUses: "0", maxUsesPerCustomer: "1.5" }),
      "create",
    );
    expect(checked).toEqual({
      ok: false,
      errors: {
        code: "A code is 3 to 24 letters and digits only, like WELCOME10.",
        amount: "Enter the amount in pounds, like 5 or 7.50.",
        minimum: "Enter the minimum in pounds, like 40, or leave it blank.",
        endsAt: "The end must be after the start.",
        maxUses: "Enter 1 or more for the total uses, or leave it blank for no limit.",
        maxUsesPerCustomer: "Enter a whole number, or leave it blank for no limit.",
      },
    });
    expect(checkDiscountForm(form({ code: "", percent: "" }), "create")).toEqual({
      ok: false,
      errors: { code: "Enter a code.", percent: "Enter a whole percentage from 1 to 100, like 10." },
    });
    expect(checkDiscountForm(form({ code: "BIG", percent: "150" }), "create")).toMatchObject({ errors: { percent: "Enter a whole percentage from 1 to 100." } });
    expect(checkDiscountForm(form({ code: "LOTS", kind: "fixed", amount: "1000.01" }), "create")).toMatchObject({ errors: { amount: "Enter an amount from £0.01 to £1,000.00." } });
    expect(checkDiscountForm(form({ code: "TWICE", percent: "5", maxUses: "1", maxUsesPerCustomer: "2" }), "create")).toMatchObject({
      errors: { maxUsesPerCustomer: "Uses per customer can't be more than the total uses." },
    });
  });

  it("ignores the code in an edit, and takes free delivery without an amount", () => {
    expect(checkDiscountForm(form({ code: "", kind: "freeDelivery", percent: "nonsense" }), "edit")).toMatchObject({ ok: true, body: { kind: "freeDelivery", value: 0 } });
  });

  it("puts the server's refusals beside the form's fields", () => {
    expect(formErrorsOf({ value: "Too much.", minimumProductsPence: "Too high.", code: "Taken.", surprise: "?" }, "fixed")).toEqual({ amount: "Too much.", minimum: "Too high.", code: "Taken." });
    expect(formErrorsOf({ value: "Too much." }, "percentage")).toEqual({ percent: "Too much." });
  });
});

describe("the request schemas refuse", () => {
  const valid = { code: "spring15", kind: "percentage", value: 15 };

  it("a create with defaults is WELCOME-style upper case with no limits", () => {
    expect(discountCreateSchema.parse(valid)).toEqual({
      code: "SPRING15",
      kind: "percentage",
      value: 15,
      minimumProductsPence: 0,
      startsAt: null,
      endsAt: null,
      maxUses: null,
      maxUsesPerCustomer: null,
      combinable: false,
    });
  });

  for (const [what, body] of [
    ["a code with a hyphen", { ...valid, code: "SPRING-15" }],
    ["a code of two characters", { ...valid, code: "AB" }],
    ["a code of 25 characters", { ...valid, code: "A".repeat(25) }],
    ["0 %", { ...valid, value: 0 }],
    ["101 %", { ...valid, value: 101 }],
    ["10.5 %", { ...valid, value: 10.5 }],
    ["a fixed code of 0p", { ...valid, kind: "fixed", value: 0 }],
    ["a fixed code over £1,000", { ...valid, kind: "fixed", value: 100_001 }],
    ["free delivery with an amount", { ...valid, kind: "freeDelivery", value: 500 }],
    ["an unknown kind", { ...valid, kind: "bogof" }],
    ["a negative minimum", { ...valid, minimumProductsPence: -1 }],
    ["a date that is not an instant", { ...valid, startsAt: "next Tuesday" }],
    ["an end before the start", { ...valid, startsAt: "2026-12-02T00:00:00Z", endsAt: "2026-12-01T00:00:00Z" }],
    ["an end equal to the start", { ...valid, startsAt: "2026-12-01T00:00:00Z", endsAt: "2026-12-01T00:00:00Z" }],
    ["0 total uses", { ...valid, maxUses: 0 }],
    ["more uses per customer than in total", { ...valid, maxUses: 2, maxUsesPerCustomer: 3 }],
    ["uses sent by the browser", { ...valid, uses: 0 }],
    ["the discount given sent by the browser", { ...valid, discountGivenPence: 0 }],
    ["a status sent at creation", { ...valid, status: "paused" }],
  ] as const) {
    it(`a create with ${what}`, () => expect(discountCreateSchema.safeParse(body).success).toBe(false));
  }

  it("actions that are unknown, carry extra fields or leave out an edit's fields", () => {
    const edit = { action: "edit", kind: "fixed", value: 500, minimumProductsPence: 0, startsAt: null, endsAt: null, maxUses: null, maxUsesPerCustomer: null, combinable: true };
    expect(discountActionSchema.safeParse(edit).success).toBe(true);
    for (const body of [
      { action: "delete" },
      { action: "pause", status: "active" },
      { action: "resume", uses: 0 },
      { ...edit, code: "RENAMED" },
      { ...edit, uses: 3 },
      { action: "edit", kind: "fixed", value: 500 },
      { ...edit, value: 0 },
    ]) {
      expect(discountActionSchema.safeParse(body).success, JSON.stringify(body)).toBe(false);
    }
  });

  it("nothing in the list's query: junk falls back to the defaults", () => {
    expect(discountListQuerySchema.parse({ state: "usedUp", q: "welcome", page: "2" })).toEqual({ state: "usedUp", q: "WELCOME", page: 2 });
    expect(discountListQuerySchema.parse({ state: "free", q: "%' OR 1=1", page: "-3" })).toEqual({ state: undefined, q: undefined, page: 1 });
  });
});
