import type { Metadata } from "next";
import { NewProduct } from "@/components/admin/products/NewProduct";
import { NEW_PRODUCT_PATH } from "@/components/admin/products/editor/editable";
import { requireStaffPage } from "@/lib/server/admin/staff";

export const metadata: Metadata = { title: "New product" };

export const dynamic = "force-dynamic";

export default async function AdminNewProductPage() {
  await requireStaffPage(NEW_PRODUCT_PATH);
  return <NewProduct />;
}
