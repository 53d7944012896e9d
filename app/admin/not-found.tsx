import Link from "next/link";
import { AdminPageHeader } from "@/components/admin/AdminPageHeader";
import { ADMIN_ORDERS_PATH } from "@/lib/admin/contract";

// An order reference that does not exist (adminOrderDetail answered null): reached only by staff,
// since every page checks the claim before it reads anything.
export default function AdminNotFound() {
  return (
    <>
      <AdminPageHeader title="Order not found" back={{ href: ADMIN_ORDERS_PATH, label: "Orders" }} />
      <p>
        No order has that reference. Check it, or <Link href={ADMIN_ORDERS_PATH}>search the orders</Link> by reference, email or postcode.
      </p>
    </>
  );
}
