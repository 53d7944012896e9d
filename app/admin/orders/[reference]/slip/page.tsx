import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { AdminPageHeader } from "@/components/admin/AdminPageHeader";
import { PackingSlips } from "@/components/admin/slip/PackingSlip";
import { PrintButton } from "@/components/admin/slip/PrintButton";
import { adminOrderPath, adminOrderSlipPath } from "@/lib/admin/contract";
import { adminOrderDetail } from "@/lib/server/admin/order-detail";
import { requireStaffPage } from "@/lib/server/admin/staff";

// One order's packing slip, printable on one A4 page (issue 23, item 5).
type Params = Promise<{ reference: string }>;

export async function generateMetadata({ params }: { params: Params }): Promise<Metadata> {
  const { reference } = await params;
  return { title: `Packing slip ${reference}`, robots: { index: false, follow: false } };
}

export const dynamic = "force-dynamic";

export default async function OrderSlipPage({ params }: { params: Params }) {
  const { reference } = await params;
  await requireStaffPage(adminOrderSlipPath(reference));
  const order = await adminOrderDetail(reference);
  if (!order) notFound();
  return (
    <>
      <AdminPageHeader
        title={`Packing slip ${order.reference}`}
        back={{ href: adminOrderPath(order.reference), label: "Back to the order" }}
        actions={<PrintButton />}
      />
      <PackingSlips orders={[order]} />
    </>
  );
}
