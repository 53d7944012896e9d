import Link from "next/link";
import { ADMIN_ORDERS_PATH, type AdminOrderQueue } from "@/lib/admin/contract";
import type { AdminDashboardFigures } from "@/lib/admin/products";
import { AdminPageHeader } from "./AdminPageHeader";
import { DashboardNextToPack } from "./DashboardNextToPack";
import { DashboardQueueTabs } from "./DashboardQueueTabs";
import { DashboardStats } from "./DashboardStats";
import styles from "./Dashboard.styles";
import buttons from "./Actions.styles";

const TODAY = new Intl.DateTimeFormat("en-GB", { weekday: "long", day: "numeric", month: "long", year: "numeric", timeZone: "Europe/London" });

interface DashboardProps {
  dashboard: AdminDashboardFigures;
  /** The To pack tab's first page (oldest first) with every tab's count. */
  toPack: AdminOrderQueue;
  now?: Date;
}

/** /admin: today's numbers, the next orders to pack and the way into every tab of the queue. */
export function Dashboard({ dashboard, toPack, now = new Date() }: DashboardProps) {
  return (
    <>
      <AdminPageHeader
        title="Dashboard"
        subtitle={`${TODAY.format(now)}, UK time`}
        actions={
          <>
            <Link href={ADMIN_ORDERS_PATH} className={buttons.primary}>
              Open To pack
            </Link>
          </>
        }
      />

      <DashboardStats dashboard={dashboard} now={now} />

      <div className={styles.grid}>
        <DashboardNextToPack toPack={toPack} now={now} />
        <DashboardQueueTabs counts={toPack.counts} />
      </div>
    </>
  );
}
