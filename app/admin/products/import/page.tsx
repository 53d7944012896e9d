import type { Metadata } from "next";
import { CatalogueImport } from "@/components/admin/products/import/CatalogueImport";
import { ADMIN_PRODUCTS_IMPORT_PATH } from "@/lib/catalogue/csv/paths";
import { requireStaffPage } from "@/lib/server/admin/staff";

export const metadata: Metadata = { title: "Import and export products" };

export const dynamic = "force-dynamic";

export default async function AdminProductsImportPage() {
  await requireStaffPage(ADMIN_PRODUCTS_IMPORT_PATH);
  return <CatalogueImport />;
}
