import Link from "next/link";
import { ADMIN_BATCH_SLIPS_PATH, ADMIN_PAGE_SIZE, ADMIN_TAB_LABELS, type AdminOrderQueue } from "@/lib/admin/contract";
import type { PaymentMethod } from "@/lib/checkout/contract";
import { AdminPageHeader } from "./AdminPageHeader";
import { AdminPagination } from "./AdminPagination";
import { OrderTable } from "./OrderTable";
import { QueueFilters } from "./QueueFilters";
import { QueueTabs, queueHref } from "./QueueTabs";
import { shortDate } from "@/lib/admin/format";
import styles from "./OrderQueue.styles";
import buttons from "./Actions.styles";

const PAYMENT_PHRASES: Record<PaymentMethod, string> = { payOnDelivery: "paying on delivery", stripe: "paid by card" };

/** What the search and filters narrow the queue to, in words ("matching “SW1A”, placed from 1 Dec 2026"). */
function filterText({ q, from, to, payment }: AdminOrderQueue["query"]): string | null {
  const parts = [
    q ? `matching “${q}”` : null,
    from && to ? `placed ${shortDate(from)} to ${shortDate(to)}` : from ? `placed from ${shortDate(from)}` : to ? `placed up to ${shortDate(to)}` : null,
    payment ? PAYMENT_PHRASES[payment] : null,
  ].filter(Boolean);
  return parts.length ? parts.join(", ") : null;
}

/** /admin/orders: the tabs with counts, search and filters, the tab's orders and its pages. */
export function OrderQueue({ queue, now = new Date() }: { queue: AdminOrderQueue; now?: Date }) {
  const { query, counts, orders, total, pageCount } = queue;
  const label = ADMIN_TAB_LABELS[query.tab];
  const filters = filterText(query);
  const first = (query.page - 1) * ADMIN_PAGE_SIZE + 1;
  const last = first + orders.length - 1;
  const noun = total === 1 ? "order" : "orders";
  return (
    <>
      <AdminPageHeader
        title="Orders"
        subtitle={query.tab === "toPack" ? "Placed pay-on-delivery orders and paid card orders, oldest first." : `${label}, newest first.`}
        actions={
          query.tab === "toPack" && counts.toPack > 0 ? (
            <Link href={ADMIN_BATCH_SLIPS_PATH} className={buttons.secondary} data-testid="batch-slips-link">
              Print packing slips for every order to pack
            </Link>
          ) : undefined
        }
      />
      <div className={styles.card}>
        <QueueTabs query={query} counts={counts} />
        <QueueFilters query={query} />
        {/* Always present (a live region); with no orders the empty table below says it instead. */}
        <p className={total === 0 ? "visually-hidden" : styles.status} role="status">
          {total === 0 ? "No" : total.toLocaleString("en-GB")} {noun} in {label}
          {filters ? ` ${filters}` : ""}.
        </p>
        <OrderTable
          orders={orders}
          caption={`${label}: ${total.toLocaleString("en-GB")} ${noun}${filters ? ` ${filters}` : ""}`}
          now={now}
          empty={
            filters ? (
              <>
                No orders in {label} {filters}. <Link href={queueHref({}, query.tab)}>Clear the search</Link>
              </>
            ) : (
              `No orders in ${label}.`
            )
          }
        />
        {total > 0 && (
          <AdminPagination
            page={query.page}
            pageCount={pageCount}
            hrefFor={(page) => queueHref(query, query.tab, page)}
            summary={`Showing ${first.toLocaleString("en-GB")}–${last.toLocaleString("en-GB")} of ${total.toLocaleString("en-GB")} ${noun}`}
          />
        )}
      </div>
    </>
  );
}
