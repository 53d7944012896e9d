// zod schemas of the back office's discount requests (./discounts.ts). Strict objects: a body that
// sends `uses`, `discountGivenPence`, `status` or anything else the server counts or decides is
// refused, never half-read. The messages are written for the form, which shows them beside fields.
import { z } from "zod";
import { CODE_PATTERN, DISCOUNT_KINDS, normaliseCode } from "@/lib/discounts/contract";
import { bodyFromForm, formErrorsOf, type DiscountFormErrors, type DiscountFormValues } from "./discount-form";
import { DISCOUNT_STATES, type DiscountCreateBody, type DiscountFields } from "./discounts";

/** £1,000: the most a fixed code takes off (a fixed discount never takes products below zero anyway). */
export const MAX_FIXED_PENCE = 100_000;
/** £10,000: a minimum products total above it is a typing slip. */
export const MAX_MINIMUM_PENCE = 1_000_000;
export const MAX_USES = 1_000_000;

const instant = z.iso.datetime({ offset: true, message: "Enter a date and a time, or leave it blank." }).nullable();
const limit = (what: string) =>
  z
    .number(`Enter the ${what} as a whole number, or leave it blank for no limit.`)
    .int(`Enter the ${what} as a whole number, or leave it blank for no limit.`)
    .min(1, `Enter 1 or more for the ${what}, or leave it blank for no limit.`)
    .max(MAX_USES, `The ${what} can be at most ${MAX_USES.toLocaleString("en-GB")}.`)
    .nullable();

const fields = {
  kind: z.enum(DISCOUNT_KINDS, "Choose what the code gives."),
  value: z.number("Enter the discount.").int("Enter the discount as a whole number (percent or pence)."),
  minimumProductsPence: z
    .number("Enter the minimum in pence.")
    .int("Enter the minimum in whole pence.")
    .min(0, "The minimum can't be below £0.")
    .max(MAX_MINIMUM_PENCE, "The minimum products total can be at most £10,000.00."),
  startsAt: instant,
  endsAt: instant,
  maxUses: limit("total uses"),
  maxUsesPerCustomer: limit("uses per customer"),
  combinable: z.boolean("Say whether the code can be used with other codes."),
};

/** The rules between fields: the value fits the kind, the end follows the start, the limits agree. */
function checkFields(data: DiscountFields, ctx: z.core.$RefinementCtx): void {
  const issue = (path: keyof DiscountFields, message: string) => ctx.addIssue({ code: "custom", path: [path], message });
  if (data.kind === "percentage" && (data.value < 1 || data.value > 100)) issue("value", "Enter a whole percentage from 1 to 100.");
  if (data.kind === "fixed" && (data.value < 1 || data.value > MAX_FIXED_PENCE)) issue("value", "Enter an amount from £0.01 to £1,000.00.");
  if (data.kind === "freeDelivery" && data.value !== 0) issue("value", "A free delivery code has no amount: send 0.");
  if (data.startsAt && data.endsAt && Date.parse(data.endsAt) <= Date.parse(data.startsAt)) issue("endsAt", "The end must be after the start.");
  if (data.maxUses !== null && data.maxUsesPerCustomer !== null && data.maxUsesPerCustomer > data.maxUses) {
    issue("maxUsesPerCustomer", "Uses per customer can't be more than the total uses.");
  }
}

/** A code as typed: spaces dropped, upper case, then 3–24 letters and digits. */
export const codeSchema = z
  .string("Enter a code.")
  .max(64, "A code is 3 to 24 letters and digits, like WELCOME10.")
  .transform(normaliseCode)
  .pipe(z.string().min(1, "Enter a code.").regex(CODE_PATTERN, "A code is 3 to 24 letters and digits only, like WELCOME10."));

/** POST /api/admin/discounts. Options left out take their defaults: no minimum, no dates, no limits, not combinable. */
export const discountCreateSchema = z
  .strictObject({
    code: codeSchema,
    kind: fields.kind,
    value: fields.value.default(0),
    minimumProductsPence: fields.minimumProductsPence.default(0),
    startsAt: fields.startsAt.default(null),
    endsAt: fields.endsAt.default(null),
    maxUses: fields.maxUses.default(null),
    maxUsesPerCustomer: fields.maxUsesPerCustomer.default(null),
    combinable: fields.combinable.default(false),
  })
  .superRefine(checkFields);
export type ParsedDiscountCreate = z.output<typeof discountCreateSchema>;

/** POST /api/admin/discounts/<code>: an edit sends every field (what it does not send is not kept). */
export const discountActionSchema = z.discriminatedUnion("action", [
  z.strictObject({ action: z.literal("edit"), ...fields }).superRefine(checkFields),
  z.strictObject({ action: z.literal("pause") }),
  z.strictObject({ action: z.literal("resume") }),
  z.strictObject({ action: z.literal("end") }),
]);
export type ParsedDiscountAction = z.output<typeof discountActionSchema>;

/** The list's query string; anything unreadable falls back to the default rather than failing. */
export const discountListQuerySchema = z.object({
  state: z.enum(DISCOUNT_STATES).optional().catch(undefined),
  q: z
    .string()
    .max(64)
    .transform(normaliseCode)
    .pipe(z.string().regex(/^[A-Z0-9]{1,24}$/))
    .optional()
    .catch(undefined),
  page: z.coerce.number().int().min(1).max(100_000).catch(1),
});

/** Field → first sentence, from a zod error of these schemas. */
export function fieldErrors(error: z.ZodError): Record<string, string> {
  const out: Record<string, string> = {};
  for (const issue of error.issues) out[issue.path.length ? issue.path.map(String).join(".") : "_"] ??= issue.message;
  return out;
}

/**
 * The form checked as the server will check it: its texts read into a body, then the body schema
 * (create: with the code; edit: without). Answers the body to send, or the sentence for each field.
 */
export function checkDiscountForm(
  values: DiscountFormValues,
  mode: "create" | "edit",
): { ok: true; body: DiscountCreateBody } | { ok: false; errors: DiscountFormErrors } {
  const { body, errors } = bodyFromForm(values);
  const { code: typed, ...settings } = body;
  const parsed = mode === "create" ? discountCreateSchema.safeParse(body) : discountActionSchema.safeParse({ action: "edit", ...settings });
  const schemaErrors = parsed.success ? {} : formErrorsOf(fieldErrors(parsed.error), values.kind);
  // A text that was not a number at all says so, rather than the schema's range sentence.
  const all = { ...schemaErrors, ...errors };
  if (Object.keys(all).length) return { ok: false, errors: all };
  const code = mode === "create" && parsed.success && "code" in parsed.data ? parsed.data.code : typed;
  return { ok: true, body: { ...body, code } };
}
