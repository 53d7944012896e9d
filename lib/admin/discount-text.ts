// A code's settings in the back office's few words (UK time, pounds). Pure.
import type { AdminDiscountSummary } from "@/lib/admin/discounts";
import { shortDateTime } from "./format";
import { poundsTextGrouped } from "@/lib/cart/money";

type Settings = Pick<AdminDiscountSummary, "minimumProductsPence" | "combinable" | "maxUsesPerCustomer">;

/** "Min. £40.00 on products · 1 per customer · One per basket". */
export function conditionsText(code: Settings): string {
  return [
    code.minimumProductsPence > 0 ? `Min. ${poundsTextGrouped(code.minimumProductsPence)} on products` : "No minimum",
    code.maxUsesPerCustomer !== null ? `${code.maxUsesPerCustomer} per customer` : null,
    code.combinable ? "Combinable" : "One per basket",
  ]
    .filter(Boolean)
    .join(" · ");
}

/** "1 Dec 2026, 09:00 to 24 Dec 2026, 18:00", "From …", "Until …" or "No dates". */
export function runsText({ startsAt, endsAt }: Pick<AdminDiscountSummary, "startsAt" | "endsAt">): string {
  if (startsAt && endsAt) return `${shortDateTime(startsAt)} to ${shortDateTime(endsAt)}`;
  if (startsAt) return `From ${shortDateTime(startsAt)}`;
  if (endsAt) return `Until ${shortDateTime(endsAt)}`;
  return "No dates";
}

/** "3 of 100" or "3" (no limit). */
export function usesText({ uses, maxUses }: Pick<AdminDiscountSummary, "uses" | "maxUses">): string {
  const count = uses.toLocaleString("en-GB");
  return maxUses === null ? count : `${count} of ${maxUses.toLocaleString("en-GB")}`;
}

/** What a state means for this code now, in a sentence for its page. */
export function stateSentence(code: Pick<AdminDiscountSummary, "code" | "state" | "startsAt" | "endsAt" | "maxUses">): string {
  switch (code.state) {
    case "active":
      return code.endsAt ? `Shoppers can use ${code.code} until ${shortDateTime(code.endsAt)} (UK time).` : `Shoppers can use ${code.code} now.`;
    case "scheduled":
      return `${code.code} starts on ${shortDateTime(code.startsAt!)} (UK time). Until then shoppers are told when it starts.`;
    case "paused":
      return `${code.code} is paused: shoppers are told it can't be used at the moment. Resume it to let them use it again.`;
    case "usedUp":
      return `${code.code} has been used all ${code.maxUses} times it allows. Raise or clear the total uses to let more orders use it.`;
    case "expired":
      return `${code.code} expired on ${shortDateTime(code.endsAt!)} (UK time). Set a later end, or clear it, to use it again.`;
    case "ended":
      return `${code.code} has ended. An ended code can't be resumed or edited: create a new code instead.`;
  }
}
