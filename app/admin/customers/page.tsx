import type { Metadata } from "next";
import { CustomerSearch } from "@/components/admin/customers/CustomerSearch";
import { ADMIN_CUSTOMERS_PATH } from "@/lib/admin/contract";
import { requireStaffPage } from "@/lib/server/admin/staff";
import { searchCustomers } from "@/lib/server/privacy/customers";
import { customerSearchSchema } from "@/lib/server/privacy/schemas";

export const metadata: Metadata = { title: "Customers" };

export const dynamic = "force-dynamic";

type SearchParams = Promise<Record<string, string | string[] | undefined>>;

export default async function AdminCustomersPage({ searchParams }: { searchParams: SearchParams }) {
  const raw = (await searchParams).q;
  const q = (Array.isArray(raw) ? raw[0] : raw)?.trim() ?? "";
  await requireStaffPage(q ? `${ADMIN_CUSTOMERS_PATH}?q=${encodeURIComponent(q)}` : ADMIN_CUSTOMERS_PATH);
  if (!q) return <CustomerSearch query="" result={null} problem={null} />;
  const parsed = customerSearchSchema.safeParse(q);
  if (!parsed.success) return <CustomerSearch query={q} result={null} problem="Type an email address, or at least its first 3 characters." />;
  return <CustomerSearch query={q} result={await searchCustomers(parsed.data)} problem={null} />;
}
