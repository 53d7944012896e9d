import Link from "next/link";
import { AdminPageHeader } from "@/components/admin/AdminPageHeader";
import { ADMIN_PRODUCTS_PATH } from "@/lib/admin/contract";

// A product slug that does not exist: reached only by staff, since the page checks the claim first.
export default function AdminProductNotFound() {
  return (
    <>
      <AdminPageHeader title="Product not found" back={{ href: ADMIN_PRODUCTS_PATH, label: "Products" }} />
      <p>
        No product has that address. <Link href={ADMIN_PRODUCTS_PATH}>Search the products</Link> by name, brand or SKU.
      </p>
    </>
  );
}
