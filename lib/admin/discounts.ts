// The back office's discount codes (issue 24): the API contract, the state a code is in for the
// list (derived from its switch, its dates and its uses at a given instant) and which staff actions
// a code allows. Pure: the pages, the browser and the server share it; the form's texts ⇄ the API's
// body are ./discount-form.ts, the request schemas ./discount-schemas.ts.
import type { OrderStatus } from "@/lib/checkout/contract";
import type { DiscountKind, DiscountStatus } from "@/lib/discounts/contract";
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
