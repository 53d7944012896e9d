import { ADMIN_CUSTOMERS_PATH } from "@/lib/admin/contract";
import type { CustomerDetail } from "@/lib/privacy/customers";
import { AdminPageHeader } from "../AdminPageHeader";
import { Panel } from "../Panel";
import { shortDate } from "@/lib/admin/format";
import { CustomerNotes } from "./CustomerNotes";
import { CustomerOrders } from "./CustomerOrders";
import { ExportButton } from "./ExportButton";
import styles from "./Customers.styles";

const REVIEW_STATUS: Record<string, string> = { published: "Published", held: "Held for staff", hidden: "Hidden" };

/** One customer: their account, orders, addresses, reviews and staff's notes, with the export. */
export function CustomerView({ customer }: { customer: CustomerDetail }) {
  const title = customer.email ?? "Account no longer exists";
  return (
    <div className={styles.layout}>
      <AdminPageHeader
        title={<span className={styles.email}>{title}</span>}
        back={{ href: ADMIN_CUSTOMERS_PATH, label: "Customers" }}
        subtitle={[customer.displayName, customer.createdAt ? `Account since ${shortDate(customer.createdAt)}` : null, `${customer.orders.length} ${customer.orders.length === 1 ? "order" : "orders"}`]
          .filter(Boolean)
          .join(" · ")}
        actions={<ExportButton uid={customer.uid} />}
      />
      <div className={styles.grid}>
        <div className={styles.column}>
          <Panel id="customer-orders" title="Orders" flush>
            <CustomerOrders orders={customer.orders} label="Orders" />
          </Panel>
          <Panel id="customer-reviews" title="Reviews">
            {customer.reviews.length === 0 ? (
              <p className={styles.muted}>No reviews.</p>
            ) : (
              <ul className={styles.list}>
                {customer.reviews.map((review) => (
                  <li key={`${review.product}:${review.at}`} className={styles.item}>
                    <p>
                      <strong>{review.product}</strong>: {review.rating} out of 5, &ldquo;{review.title}&rdquo;
                    </p>
                    <p className={styles.meta}>
                      {REVIEW_STATUS[review.status] ?? review.status} · {shortDate(review.at)}
                    </p>
                  </li>
                ))}
              </ul>
            )}
          </Panel>
        </div>
        <div className={styles.column}>
          <Panel id="customer-addresses" title="Addresses">
            {customer.addresses.length === 0 ? (
              <p className={styles.muted}>No saved addresses.</p>
            ) : (
              <ul className={styles.list}>
                {customer.addresses.map((address, index) => (
                  <li key={index} className={styles.item}>
                    <p>
                      <strong>{address.name}</strong>
                    </p>
                    <p>{address.lines.join(", ")}</p>
                    {address.phone && <p>{address.phone}</p>}
                    {address.defaults.length > 0 && <p className={styles.meta}>{address.defaults.join(" · ")}</p>}
                  </li>
                ))}
              </ul>
            )}
          </Panel>
          <Panel id="customer-notes" title="Notes">
            <CustomerNotes uid={customer.uid} initial={customer.notes} />
          </Panel>
        </div>
      </div>
    </div>
  );
}
