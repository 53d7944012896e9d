import type { Metadata } from "next";
import { ProductCatalogue } from "@/components/admin/products/ProductCatalogue";
import { productsHref } from "@/components/admin/products/ProductFilters";
import { productQuerySchema } from "@/lib/admin/product-schemas";
import { firstValues } from "@/lib/admin/schemas";
import { productList } from "@/lib/server/admin/products";
import { requireStaffPage } from "@/lib/server/admin/staff";

export const metadata: Metadata = { title: "Products" };

export const dynamic = "force-dynamic";

type SearchParams = Promise<Record<string, string | string[] | undefined>>;

export default async function AdminProductsPage({ searchParams }: { searchParams: SearchParams }) {
  const query = productQuerySchema.parse(firstValues(await searchParams));
  await requireStaffPage(productsHref(query, query.page));
  return <ProductCatalogue list={await productList(query)} />;
}
