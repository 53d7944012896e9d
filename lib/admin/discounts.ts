// The back office's discount codes (issue 24): the API contract, the state a code is in for the
// list (derived from its switch, its dates and its uses at a given instant), which staff actions
// a code allows, and the conversions between the form's texts and the API's body. Pure: the pages,
// the browser and the server share it; the request schemas are in ./discount-schemas.ts.
import { penceText } from "@/lib/cart/money";
import type { OrderStatus } from "@/lib/checkout/contract";
import type { DiscountKind, DiscountStatus } from "@/lib/discounts/contract";
import { instantFromUkLocal, ukLocalFromInstant } from "@/lib/discounts/uk-time";
import { ADMIN_API_DISCOUNTS_PATH } from "./contract";

export const adminDiscountApiPath = (code: string) => `${ADMIN_API_DISCOUNTS_PATH}/${encodeURIComponent(code)}`;

/** What the list says a code is doing now, in the order its filters are shown. */
export const DISCOUNT_STATES = ["active", "scheduled", "paused", "usedUp", "expired", "ended"] as const;
export type DiscountState = (typeof DISCOUNT_STATES)[number];

export const DISCOUNT_STATE_LABELS: Record<DiscountState, string> = {
  active: "Active",
  scheduled: "Scheduled",
  paused: "Paused",
  usedUp: "Used up",
  expired: "Expired",
  ended: "Ended",
};

export const DISCOUNT_KIND_LABELS: Record<DiscountKind, string> = {
  percentage: "Percentage off products",
  fixed: "Fixed amount off products",
  freeDelivery: "Free standard delivery",
};

/** What decides a code's state. */
export interface DiscountStateFacts {
  status: DiscountStatus;
  startsAt: Date | string | null;
  endsAt: Date | string | null;
  maxUses: number | null;
  uses: number;
}

const time = (at: Date | string) => (typeof at === "string" ? new Date(at) : at).getTime();

/**
 * The state of a code at `now`, checked in the order the shop refuses a code (refusalOf in
 * lib/discounts/rules.ts): staff's switch first, then not started, past its end, out of uses.
 * A code starts at its start instant and is expired from its end instant on.
 */
export function discountStateOf(code: DiscountStateFacts, now: Date): DiscountState {
  if (code.status === "ended") return "ended";
  if (code.status === "paused") return "paused";
  if (code.startsAt && now.getTime() < time(code.startsAt)) return "scheduled";
  if (code.endsAt && now.getTime() >= time(code.endsAt)) return "expired";
  if (code.maxUses !== null && code.uses >= code.maxUses) return "usedUp";
  return "active";
}

/** What staff set on a code (everything but its text, which never changes after creation). */
export interface DiscountFields {
  kind: DiscountKind;
  /** Percent (1–100) for `percentage`, pence for `fixed`, 0 for `freeDelivery`. */
  value: number;
  minimumProductsPence: number;
  /** ISO instants, or null for "from now" / "until ended". */
  startsAt: string | null;
  endsAt: string | null;
  /** null is no limit. */
  maxUses: number | null;
  maxUsesPerCustomer: number | null;
  combinable: boolean;
}

/** POST /api/admin/discounts (the code in any case; it is stored upper case). */
export interface DiscountCreateBody extends DiscountFields {
  code: string;
}

/** POST /api/admin/discounts/<code>: one action, named in `action`. An edit sends every field. */
export type DiscountActionBody = ({ action: "edit" } & DiscountFields) | { action: "pause" } | { action: "resume" } | { action: "end" };
export type DiscountActionName = DiscountActionBody["action"];
export const DISCOUNT_ACTIONS = ["edit", "pause", "resume", "end"] as const satisfies readonly DiscountActionName[];

/** One row of the list. */
export interface AdminDiscountSummary extends DiscountFields {
  code: string;
  /** "10% off products" (discountLabel). */
  label: string;
  status: DiscountStatus;
  state: DiscountState;
  uses: number;
  discountGivenPence: number;
  createdAt: string;
  updatedAt: string;
}

/** One order placed with the code. */
export interface AdminDiscountRedemption {
  reference: string;
  orderStatus: OrderStatus;
  email: string;
  amountPence: number;
  orderTotalPence: number;
  createdAt: string;
}

export interface AdminDiscountStats {
  /** Distinct customers (signed-in accounts, or guests' emails). */
  customers: number;
  /** What the orders placed with the code came to (their totals, after every discount). */
  ordersTotalPence: number;
  lastUsedAt: string | null;
}

export type ActionAvailability = { allowed: true } | { allowed: false; reason: string };

/** A code's page: its settings, stats, recent orders and what each action would do now. */
export interface AdminDiscountDetail extends AdminDiscountSummary {
  createdByEmail: string | null;
  stats: AdminDiscountStats;
  /** Newest first, at most RECENT_REDEMPTIONS. */
  redemptions: AdminDiscountRedemption[];
  actions: Record<DiscountActionName, ActionAvailability>;
}

export const RECENT_REDEMPTIONS = 20;
export const DISCOUNT_PAGE_SIZE = 25;

/** What the list asks for (query string of GET /api/admin/discounts and of /admin/discounts). */
export interface DiscountListQuery {
  /** Every state when absent. */
  state?: DiscountState;
  /** Part of a code. */
  q?: string;
  page: number;
}

export interface AdminDiscountList {
  query: DiscountListQuery;
  /** Codes in each state for the same search; `all` is their sum. */
  counts: Record<DiscountState | "all", number>;
  discounts: AdminDiscountSummary[];
  /** Codes matching the query, across every page. */
  total: number;
  pageCount: number;
}

/** 201 after a create, 200 after an action. */
export interface AdminDiscountSuccess {
  data: { discount: AdminDiscountDetail };
}

/** Every error is { code, message }; refusals of a field also name it (body field → sentence). */
export interface AdminDiscountFailure {
  code: string;
  message: string;
  fields?: Record<string, string>;
}

// --- The sentences of refused actions ------------------------------------------------------------

export const duplicateCodeMessage = (code: string) => `There is already a code ${code}. Choose another code, or open ${code} to change it.`;

export const maxUsesBelowUsesMessage = (code: string, uses: number) =>
  `${code} has been used ${uses} time${uses === 1 ? "" : "s"}, so its total uses can't be set below ${uses}. Leave it blank for no limit.`;

/** Why `action` cannot be done to a code with this switch, or null when it can. */
export function actionRefusal(code: string, status: DiscountStatus, action: DiscountActionName): string | null {
  if (status === "ended") {
    if (action === "end") return `${code} has already ended.`;
    const verb = action === "edit" ? "edited" : action === "pause" ? "paused" : "resumed";
    return `${code} has ended, so it can't be ${verb}. Create a new code instead.`;
  }
  if (action === "pause" && status === "paused") return `${code} is already paused.`;
  if (action === "resume" && status === "active") return `${code} isn't paused, so there is nothing to resume.`;
  return null;
}

export function actionsOf(code: string, status: DiscountStatus): Record<DiscountActionName, ActionAvailability> {
  return Object.fromEntries(
    DISCOUNT_ACTIONS.map((action) => {
      const reason = actionRefusal(code, status, action);
      return [action, reason === null ? { allowed: true } : { allowed: false, reason }];
    }),
  ) as Record<DiscountActionName, ActionAvailability>;
}

// --- The form ⇄ the body -------------------------------------------------------------------------

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
