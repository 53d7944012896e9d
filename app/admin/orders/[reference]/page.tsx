import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { OrderWorkspace } from "@/components/admin/OrderWorkspace";
import { adminOrderPath } from "@/lib/admin/contract";
import { adminOrderDetail } from "@/lib/server/admin/order-detail";
import { requireStaffPage } from "@/lib/server/admin/staff";

type Params = Promise<{ reference: string }>;

/** The reference as typed in the URL, tidied for the title (never read from the database here). */
const referenceText = (reference: string) => (/^(?:AFC-)?\d{1,15}$/i.test(reference) ? reference.toUpperCase() : "Order");

export async function generateMetadata({ params }: { params: Params }): Promise<Metadata> {
  return { title: referenceText((await params).reference) };
}

export const dynamic = "force-dynamic";

export default async function AdminOrderPage({ params }: { params: Params }) {
  const { reference } = await params;
  await requireStaffPage(adminOrderPath(reference));
  const order = await adminOrderDetail(reference);
  if (!order) notFound();
  return <OrderWorkspace order={order} />;
}
