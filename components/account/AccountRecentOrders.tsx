import Link from "next/link";
import { OrderList } from "@/components/orders/OrderList";
import { ButtonRow } from "@/components/page/ButtonRow";
import type { OrderView } from "@/lib/checkout/contract";
import { ACCOUNT_LINKS } from "@/lib/navigation";
import styles from "./Account.module.css";

/** The account overview's latest orders, with a link to all of them. */
export function AccountRecentOrders({ orders }: { orders: OrderView[] }) {
  return (
    <section className={styles.section} aria-labelledby="recent-orders-title" data-testid="recent-orders">
      <h2 id="recent-orders-title">Recent orders</h2>
      <OrderList orders={orders} label="Your recent orders" />
      <ButtonRow>
        <Link href={ACCOUNT_LINKS.orders.href} className="btn btn-outline btn-small">
          All your orders
        </Link>
      </ButtonRow>
    </section>
  );
}
