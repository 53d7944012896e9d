import { ADMIN_DISCOUNTS_PATH } from "@/lib/admin/contract";
import type { DiscountListQuery, DiscountState } from "@/lib/admin/discounts";
import { queryString } from "./format";

/** The list's URL for a state (undefined: every state) with the same search, back to page 1 unless `page` says. */
export function discountsHref(query: Pick<DiscountListQuery, "q">, state: DiscountState | undefined, page = 1): string {
  return `${ADMIN_DISCOUNTS_PATH}${queryString({ state, q: query.q, page })}`;
}

export const NEW_DISCOUNT_PATH = `${ADMIN_DISCOUNTS_PATH}/new`;
