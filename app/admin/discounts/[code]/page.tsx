import type { Metadata } from "next";
import { notFound, redirect } from "next/navigation";
import { DiscountWorkspace } from "@/components/admin/discounts/DiscountWorkspace";
import { adminDiscountPath } from "@/lib/admin/contract";
import { CODE_PATTERN, normaliseCode } from "@/lib/discounts/contract";
import { adminDiscountDetail } from "@/lib/server/admin/discounts";
import { requireStaffPage } from "@/lib/server/admin/staff";

type Params = Promise<{ code: string }>;
type SearchParams = Promise<Record<string, string | string[] | undefined>>;

/** The code as typed in the URL, tidied for the title (never read from the database here). */
const codeText = (code: string) => (CODE_PATTERN.test(normaliseCode(code)) ? normaliseCode(code) : "Discount code");

export async function generateMetadata({ params }: { params: Params }): Promise<Metadata> {
  return { title: codeText((await params).code) };
}

export const dynamic = "force-dynamic";

export default async function AdminDiscountPage({ params, searchParams }: { params: Params; searchParams: SearchParams }) {
  const { code } = await params;
  await requireStaffPage(adminDiscountPath(code));
  const discount = await adminDiscountDetail(code);
  if (!discount) notFound();
  const created = (await searchParams).created === "1";
  // One address per code: /admin/discounts/welcome10 is WELCOME10's page.
  if (discount.code !== code) redirect(`${adminDiscountPath(discount.code)}${created ? "?created=1" : ""}`);
  return <DiscountWorkspace discount={discount} justCreated={created} />;
}
