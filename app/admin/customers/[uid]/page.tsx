import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { CustomerView } from "@/components/admin/customers/CustomerView";
import { adminCustomerPath } from "@/lib/privacy/customers";
import { requireStaffPage } from "@/lib/server/admin/staff";
import { customerDetail } from "@/lib/server/privacy/customers";
import { customerUidSchema } from "@/lib/server/privacy/schemas";

export const metadata: Metadata = { title: "Customer" };

export const dynamic = "force-dynamic";

export default async function AdminCustomerPage({ params }: { params: Promise<{ uid: string }> }) {
  const { uid } = await params;
  await requireStaffPage(adminCustomerPath(uid));
  const parsed = customerUidSchema.safeParse(uid);
  const customer = parsed.success ? await customerDetail(parsed.data) : null;
  if (!customer) notFound();
  return <CustomerView customer={customer} />;
}
