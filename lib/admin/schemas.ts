// zod schemas of the back office's requests (lib/admin/contract.ts). Strict objects: a body that
// sends a status, an amount, a price or a user id is refused, never half-read.
import { z } from "zod";
import { PAYMENT_METHODS } from "@/lib/checkout/contract";
import { CARRIERS } from "@/lib/orders/carriers";
import { ACTIVITY_ACTIONS, ADMIN_TABS } from "./contract";

const reason = z.string().trim().max(500, "Keep the reason under 500 characters.").optional();
const ukDate = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, "Dates are YYYY-MM-DD.");

export const adminOrderActionSchema = z.discriminatedUnion("action", [
  z.strictObject({ action: z.literal("pack") }),
  z.strictObject({
    action: z.literal("dispatch"),
    carrier: z.enum(CARRIERS, "Choose a carrier."),
    trackingNumber: z.string().trim().min(1, "Enter the tracking number.").max(40, "A tracking number is at most 40 characters."),
  }),
  z.strictObject({ action: z.literal("deliver") }),
  z.strictObject({ action: z.literal("cancel"), reason }),
  z.strictObject({
    action: z.literal("refund"),
    lines: z
      .array(z.strictObject({ lineId: z.string().min(1).max(100), quantity: z.number().int().min(0).max(10_000) }))
      .max(200),
    includeShipping: z.boolean(),
    restock: z.boolean(),
    reason,
  }),
  z.strictObject({ action: z.literal("note"), text: z.string().trim().min(1, "Write the note first.").max(2000, "Keep a note under 2,000 characters.") }),
]);
export type ParsedAdminOrderAction = z.output<typeof adminOrderActionSchema>;

const page = z.coerce.number().int().min(1).max(100_000).catch(1);

/** The queue's query string; anything unreadable falls back to the default rather than failing. */
export const queueQuerySchema = z.object({
  tab: z.enum(ADMIN_TABS).catch("toPack"),
  q: z.string().trim().max(120).optional().catch(undefined),
  from: ukDate.optional().catch(undefined),
  to: ukDate.optional().catch(undefined),
  payment: z.enum(PAYMENT_METHODS).optional().catch(undefined),
  page,
});

export const activityQuerySchema = z.object({
  member: z.string().trim().max(128).optional().catch(undefined),
  action: z.enum(ACTIVITY_ACTIONS).optional().catch(undefined),
  page,
});

/** A query string (URLSearchParams or Next's searchParams) as a plain object of first values, empty ones dropped. */
export function firstValues(params: URLSearchParams | Record<string, string | string[] | undefined>): Record<string, string> {
  const entries = params instanceof URLSearchParams ? [...params.entries()] : Object.entries(params).map(([k, v]) => [k, Array.isArray(v) ? v[0] : v] as const);
  const out: Record<string, string> = {};
  for (const [key, value] of entries) if (value && !(key in out)) out[key] = value;
  return out;
}
