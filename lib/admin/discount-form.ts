// The discount form (issue 24) ⇄ the API's body: the fields as staff type them (pounds as text,
// UK wall-clock times), a code's settings shown in the form, the texts read into a create or edit
// body, and the server's refusals placed beside the fields they belong to. Pure: the browser and
// the request schemas (./discount-schemas.ts) share it; the contract is ./discounts.ts.
import { penceText } from "@/lib/cart/money";
import type { DiscountKind } from "@/lib/discounts/contract";
import { instantFromUkLocal, ukLocalFromInstant } from "@/lib/discounts/uk-time";
import type { DiscountCreateBody, DiscountFields } from "./discounts";

/** The form's fields as typed: pounds as text, dates as datetime-local values in UK time. */
export interface DiscountFormValues {
  code: string;
  kind: DiscountKind;
  percent: string;
  amount: string;
  minimum: string;
  startsAt: string;
  endsAt: string;
  maxUses: string;
  maxUsesPerCustomer: string;
  combinable: boolean;
}
export type DiscountFormField = keyof DiscountFormValues;
export type DiscountFormErrors = Partial<Record<DiscountFormField, string>>;

export const emptyDiscountForm = (): DiscountFormValues => ({
  code: "",
  kind: "percentage",
  percent: "",
  amount: "",
  minimum: "",
  startsAt: "",
  endsAt: "",
  maxUses: "",
  maxUsesPerCustomer: "",
  combinable: false,
});

/** "40.00" from 4000, "" from 0 (no minimum). */
const poundsField = (pence: number) => (pence > 0 ? penceText(pence) : "");

/** A code's settings as the form shows them (UK wall-clock times). */
export function formFromDiscount(discount: DiscountFields & { code: string }): DiscountFormValues {
  return {
    code: discount.code,
    kind: discount.kind,
    percent: discount.kind === "percentage" ? String(discount.value) : "",
    amount: discount.kind === "fixed" ? penceText(discount.value) : "",
    minimum: poundsField(discount.minimumProductsPence),
    startsAt: discount.startsAt ? ukLocalFromInstant(new Date(discount.startsAt)) : "",
    endsAt: discount.endsAt ? ukLocalFromInstant(new Date(discount.endsAt)) : "",
    maxUses: discount.maxUses === null ? "" : String(discount.maxUses),
    maxUsesPerCustomer: discount.maxUsesPerCustomer === null ? "" : String(discount.maxUsesPerCustomer),
    combinable: discount.combinable,
  };
}

/** Pence from "40", "40.5", "£1,040.50"; null when it is not an amount of pounds and pence. */
export function penceFromPounds(text: string): number | null {
  const cleaned = text.trim().replace(/^£\s*/, "").replace(/,(?=\d{3}(?:\D|$))/g, "");
  const match = /^(\d{1,7})(?:\.(\d{1,2}))?$/.exec(cleaned);
  if (!match) return null;
  return Number(match[1]) * 100 + Number((match[2] ?? "0").padEnd(2, "0"));
}

const WHOLE = /^\d{1,9}$/;

/**
 * The form's texts read into a body (the code normalised later by the schema). Texts that are not
 * numbers or dates at all are refused here, field by field; ranges and rules between fields are the
 * body schema's, so the form and the server say the same sentences.
 */
export function bodyFromForm(values: DiscountFormValues): { body: DiscountCreateBody; errors: DiscountFormErrors } {
  const errors: DiscountFormErrors = {};
  let value = 0;
  if (values.kind === "percentage") {
    if (!WHOLE.test(values.percent.trim().replace(/%$/, ""))) errors.percent = "Enter a whole percentage from 1 to 100, like 10.";
    else value = Number(values.percent.trim().replace(/%$/, ""));
  } else if (values.kind === "fixed") {
    const pence = penceFromPounds(values.amount);
    if (pence === null) errors.amount = "Enter the amount in pounds, like 5 or 7.50.";
    else value = pence;
  }
  let minimumProductsPence = 0;
  if (values.minimum.trim()) {
    const pence = penceFromPounds(values.minimum);
    if (pence === null) errors.minimum = "Enter the minimum in pounds, like 40, or leave it blank.";
    else minimumProductsPence = pence;
  }
  const instant = (field: "startsAt" | "endsAt") => {
    if (!values[field].trim()) return null;
    const at = instantFromUkLocal(values[field].trim());
    if (!at) errors[field] = "Enter a date and a time, or leave it blank.";
    return at ? at.toISOString() : null;
  };
  const limit = (field: "maxUses" | "maxUsesPerCustomer") => {
    const text = values[field].trim();
    if (!text) return null;
    if (!WHOLE.test(text)) {
      errors[field] = "Enter a whole number, or leave it blank for no limit.";
      return null;
    }
    return Number(text);
  };
  const body: DiscountCreateBody = {
    code: values.code,
    kind: values.kind,
    value,
    minimumProductsPence,
    startsAt: instant("startsAt"),
    endsAt: instant("endsAt"),
    maxUses: limit("maxUses"),
    maxUsesPerCustomer: limit("maxUsesPerCustomer"),
    combinable: values.combinable,
  };
  return { body, errors };
}

/** The form field a body field's refusal belongs beside ("value" is the percentage or the amount). */
export function formFieldOf(bodyField: string, kind: DiscountKind): DiscountFormField | null {
  if (bodyField === "value") return kind === "fixed" ? "amount" : "percent";
  if (bodyField === "minimumProductsPence") return "minimum";
  const direct: readonly string[] = ["code", "kind", "startsAt", "endsAt", "maxUses", "maxUsesPerCustomer", "combinable"];
  return direct.includes(bodyField) ? (bodyField as DiscountFormField) : null;
}

/** The server's `fields` (body field → sentence) as the form's errors; unknown fields are dropped. */
export function formErrorsOf(fields: Record<string, string> | undefined, kind: DiscountKind): DiscountFormErrors {
  const errors: DiscountFormErrors = {};
  for (const [bodyField, message] of Object.entries(fields ?? {})) {
    const field = formFieldOf(bodyField, kind);
    if (field) errors[field] ??= message;
  }
  return errors;
}
