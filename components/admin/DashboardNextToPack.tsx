import Link from "next/link";
import { ADMIN_BATCH_SLIPS_PATH, ADMIN_ORDERS_PATH, type AdminOrderQueue } from "@/lib/admin/contract";
import { OrderTable } from "./OrderTable";
import { Panel } from "./Panel";
import styles from "./Dashboard.styles";

/** The dashboard's panel of the oldest eight orders to pack, with the batch slips and the rest of the tab a link away. */
export function DashboardNextToPack({ toPack, now }: { toPack: AdminOrderQueue; now: Date }) {
  const next = toPack.orders.slice(0, 8);
  return (
    <Panel
      id="next-to-pack"
      title="Next to pack"
      aside={
        toPack.total > 0 ? (
          <Link href={ADMIN_BATCH_SLIPS_PATH} className={styles.asideLink}>
            Print packing slips for every order to pack
          </Link>
        ) : undefined
      }
      flush
    >
      <OrderTable
        orders={next}
        caption="The oldest orders to pack"
        compact
        now={now}
        empty="Nothing to pack. Every placed and paid order is packed."
      />
      {toPack.total > next.length && (
        <p className={styles.more}>
          <Link href={ADMIN_ORDERS_PATH}>See all {toPack.total.toLocaleString("en-GB")} orders to pack</Link>
        </p>
      )}
    </Panel>
  );
}
