import type { Metadata } from "next";
import { NewDiscount } from "@/components/admin/discounts/NewDiscount";
import { NEW_DISCOUNT_PATH } from "@/lib/admin/discount-hrefs";
import { requireStaffPage } from "@/lib/server/admin/staff";

export const metadata: Metadata = { title: "New discount code" };

export const dynamic = "force-dynamic";

export default async function AdminNewDiscountPage() {
  await requireStaffPage(NEW_DISCOUNT_PATH);
  return <NewDiscount />;
}
