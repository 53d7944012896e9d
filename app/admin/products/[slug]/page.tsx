import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { ProductWorkspace } from "@/components/admin/products/ProductWorkspace";
import { adminProductPath } from "@/lib/admin/contract";
import { isProductSlug } from "@/lib/admin/product-schemas";
import { adminProductDetail } from "@/lib/server/admin/products";
import { requireStaffPage } from "@/lib/server/admin/staff";

type Params = Promise<{ slug: string }>;

/** The slug as typed in the URL, for the title (never read from the database here: the claim is checked first). */
export async function generateMetadata({ params }: { params: Params }): Promise<Metadata> {
  const { slug } = await params;
  return { title: isProductSlug(slug) ? `Product ${slug}` : "Product" };
}

export const dynamic = "force-dynamic";

export default async function AdminProductPage({ params, searchParams }: { params: Params; searchParams: Promise<{ created?: string }> }) {
  const { slug } = await params;
  await requireStaffPage(adminProductPath(slug));
  const product = isProductSlug(slug) ? await adminProductDetail(slug) : null;
  if (!product) notFound();
  return <ProductWorkspace product={product} justCreated={(await searchParams).created === "1"} />;
}
