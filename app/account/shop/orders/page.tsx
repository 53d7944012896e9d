import type { Metadata } from "next";
import Link from "next/link";
import { OrderList } from "@/components/orders/OrderList";
import { AccountFrame } from "@/components/page/AccountFrame";
import { ButtonRow } from "@/components/page/ButtonRow";
import { Prose } from "@/components/page/Prose";
import { ACCOUNT_LINKS, canonicalHref } from "@/lib/navigation";
import { listOrdersOf } from "@/lib/server/orders/order-queries";
import { requireAccountUser } from "@/lib/server/auth/session";

export const metadata: Metadata = {
  title: "Your orders",
  description: "The orders you've placed with us.",
  robots: { index: false },
};

// Reads the sign-in cookie on every request.
export const dynamic = "force-dynamic";

export default async function AccountOrdersPage() {
  const user = await requireAccountUser(ACCOUNT_LINKS.orders.href);
  const orders = await listOrdersOf(user.uid);
  return (
    <AccountFrame
      current={ACCOUNT_LINKS.orders.href}
      title={ACCOUNT_LINKS.orders.label}
      standfirst="Every order you place while signed in is listed here, newest first."
    >
      {orders.length === 0 ? (
        <>
          <Prose>
            <p data-testid="orders-empty">You haven&rsquo;t placed any orders yet.</p>
          </Prose>
          <ButtonRow>
            <Link href={canonicalHref("/shop")} className="btn btn-cyan">
              Start shopping
            </Link>
          </ButtonRow>
        </>
      ) : (
        <OrderList orders={orders} />
      )}
    </AccountFrame>
  );
}
