import type { Metadata } from "next";
import Link from "next/link";
import { notFound } from "next/navigation";
import { CancelOrder } from "@/components/orders/CancelOrder";
import { DamageReport } from "@/components/orders/DamageReport";
import { OrderDetail } from "@/components/orders/OrderDetail";
import { ReturnItems } from "@/components/orders/ReturnItems";
import { AccountFrame } from "@/components/page/AccountFrame";
import { ButtonRow } from "@/components/page/ButtonRow";
import { ACCOUNT_ORDERS_PATH, formatOrderNumber } from "@/lib/checkout/contract";
import { showsDamage } from "@/lib/damage/contract";
import { ACCOUNT_LINKS } from "@/lib/navigation";
import { cancelFactsOf } from "@/lib/orders/customer-cancel";
import { damageOfferForOrder } from "@/lib/server/damage/reports";
import { findCustomerOrder } from "@/lib/server/orders/order-queries";
import { returnOfferForOrder } from "@/lib/server/returns/returns";
import { showsReturns } from "@/lib/returns/contract";
import { requireAccountUser } from "@/lib/server/auth/session";

type Params = Promise<{ reference: string }>;

export async function generateMetadata({ params }: { params: Params }): Promise<Metadata> {
  const number = orderNumberOf((await params).reference);
  return { title: number === null ? "Order" : `Order ${formatOrderNumber(number)}`, robots: { index: false } };
}

// Reads the sign-in cookie on every request.
export const dynamic = "force-dynamic";

/** "AFC-100001" (any case), or a bare "100001", to the order number; null for anything else. */
function orderNumberOf(reference: string): number | null {
  const match = /^(?:AFC-)?(\d{1,15})$/i.exec(reference.trim());
  return match ? Number(match[1]) : null;
}

export default async function AccountOrderPage({ params }: { params: Params }) {
  const { reference } = await params;
  const user = await requireAccountUser(`${ACCOUNT_ORDERS_PATH}/${encodeURIComponent(reference)}`);
  const number = orderNumberOf(reference);
  const order = number === null ? null : await findCustomerOrder(user.uid, number);
  if (!order) notFound();
  const [returns, damage] = await Promise.all([returnOfferForOrder(order), damageOfferForOrder(order)]);
  return (
    <AccountFrame current={ACCOUNT_LINKS.orders.href} title={`Order ${order.reference}`}>
      <OrderDetail order={order} />
      <CancelOrder order={cancelFactsOf(order)} />
      {showsReturns(order.status, returns) && <ReturnItems offer={returns} />}
      {showsDamage(damage) && <DamageReport offer={damage} />}
      <ButtonRow>
        <Link href={ACCOUNT_ORDERS_PATH} className="btn btn-outline">
          All your orders
        </Link>
      </ButtonRow>
    </AccountFrame>
  );
}
