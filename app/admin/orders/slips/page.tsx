import type { Metadata } from "next";
import { AdminPageHeader } from "@/components/admin/AdminPageHeader";
import { NothingToPack, PackingSlips } from "@/components/admin/slip/PackingSlip";
import { PrintButton } from "@/components/admin/slip/PrintButton";
import { ADMIN_BATCH_SLIPS_PATH, ADMIN_ORDERS_PATH } from "@/lib/admin/contract";
import { ordersToPack } from "@/lib/server/admin/order-detail";
import { requireStaffPage } from "@/lib/server/admin/staff";

// Every To pack order's packing slip, oldest first, one A4 page each (issue 23, item 5).
export const metadata: Metadata = { title: "Packing slips", robots: { index: false, follow: false } };

export const dynamic = "force-dynamic";

/** ordersToPack's cap: a bench prints at most this many at once; the rest come on the next print. */
const BATCH_LIMIT = 200;

export default async function BatchSlipsPage() {
  await requireStaffPage(ADMIN_BATCH_SLIPS_PATH);
  const orders = await ordersToPack(BATCH_LIMIT);
  const count = orders.length;
  const back = { href: ADMIN_ORDERS_PATH, label: "Back to the orders" };
  if (count === 0) {
    return (
      <>
        <AdminPageHeader title="Nothing to pack" back={back} />
        <NothingToPack />
      </>
    );
  }
  return (
    <>
      <AdminPageHeader
        title={`${count} ${count === 1 ? "order" : "orders"} to pack`}
        subtitle={count === BATCH_LIMIT ? `The oldest ${BATCH_LIMIT}: print again once these are packed.` : "Oldest first, one order a page."}
        back={back}
        actions={<PrintButton label={count === 1 ? "Print the slip" : `Print ${count} slips`} />}
      />
      <PackingSlips orders={orders} />
    </>
  );
}
