import Link from "next/link";
import { AdminPageHeader } from "@/components/admin/AdminPageHeader";
import { NEW_DISCOUNT_PATH } from "@/lib/admin/discount-hrefs";
import { ADMIN_DISCOUNTS_PATH } from "@/lib/admin/contract";

// A discount code that does not exist (adminDiscountDetail answered null): reached only by staff,
// since the page checks the claim before it reads anything. Without it, /admin's "Order not found" would answer.
export default function DiscountNotFound() {
  return (
    <>
      <AdminPageHeader title="Code not found" back={{ href: ADMIN_DISCOUNTS_PATH, label: "Discount codes" }} />
      <p>
        There is no discount code with that name. <Link href={ADMIN_DISCOUNTS_PATH}>Search the codes</Link>, or{" "}
        <Link href={NEW_DISCOUNT_PATH}>create it</Link>.
      </p>
    </>
  );
}
