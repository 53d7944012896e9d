import type { Metadata } from "next";
import { cookies } from "next/headers";
import { notFound } from "next/navigation";
import { PaymentWatcher } from "@/components/checkout/PaymentWatcher";
import { OrderConfirmation } from "@/components/orders/OrderConfirmation";
import { PageLayout } from "@/components/page/PageLayout";
import { COOKIE_NAMES } from "@/lib/constants";
import { damageOfferForOrder } from "@/lib/server/damage/reports";
import { findOrderForConfirmation } from "@/lib/server/orders/order-queries";
import { returnOfferForOrder } from "@/lib/server/returns/returns";
import { verifiedUid } from "@/lib/server/auth/session";

export const metadata: Metadata = {
  title: "Order confirmed",
  description: "Your order with us.",
  robots: { index: false },
};

// Each order is read (and its key or owner checked) on every request.
export const dynamic = "force-dynamic";

type SearchParams = Promise<Record<string, string | string[] | undefined>>;

const one = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value) ?? null;

export default async function ConfirmationPage({ searchParams }: { searchParams: SearchParams }) {
  const params = await searchParams;
  const orderId = one(params.order);
  if (!orderId) notFound();
  const uid = await verifiedUid((await cookies()).get(COOKIE_NAMES.token)?.value);
  const key = one(params.key);
  const order = await findOrderForConfirmation(orderId, key, uid);
  if (!order) notFound();
  const [returns, damage] = await Promise.all([returnOfferForOrder(order), damageOfferForOrder(order)]);
  return (
    <PageLayout variant="wide">
      <OrderConfirmation order={order} signedIn={uid !== null && order.customer === uid} accessKey={key} returns={returns} damage={damage} />
      {order.status === "awaitingPayment" && <PaymentWatcher />}
    </PageLayout>
  );
}
