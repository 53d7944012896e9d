import type { Metadata } from "next";
import { DiscountList } from "@/components/admin/discounts/DiscountList";
import { discountsHref } from "@/lib/admin/discount-hrefs";
import { DISCOUNT_STATE_LABELS } from "@/lib/admin/discounts";
import { discountListQuerySchema } from "@/lib/admin/discount-schemas";
import { firstValues } from "@/lib/admin/schemas";
import { discountList } from "@/lib/server/admin/discounts";
import { requireStaffPage } from "@/lib/server/admin/staff";

type SearchParams = Promise<Record<string, string | string[] | undefined>>;

export async function generateMetadata({ searchParams }: { searchParams: SearchParams }): Promise<Metadata> {
  const { state } = discountListQuerySchema.parse(firstValues(await searchParams));
  return { title: state ? `Discount codes: ${DISCOUNT_STATE_LABELS[state]}` : "Discount codes" };
}

export const dynamic = "force-dynamic";

export default async function AdminDiscountsPage({ searchParams }: { searchParams: SearchParams }) {
  const query = discountListQuerySchema.parse(firstValues(await searchParams));
  await requireStaffPage(discountsHref(query, query.state, query.page));
  return <DiscountList list={await discountList(query)} />;
}
