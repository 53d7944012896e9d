import Link from "next/link";
import { ADMIN_ORDERS_PATH, type QueueQuery } from "@/lib/admin/contract";
import { PAYMENT_METHOD_LABELS, PAYMENT_METHODS } from "@/lib/checkout/contract";
import { queueHref } from "./QueueTabs";
import styles from "./Filters.module.css";

/** Search and filters as a plain GET form: works without JavaScript, and the URL is shareable. */
export function QueueFilters({ query }: { query: QueueQuery }) {
  const filtered = Boolean(query.q || query.from || query.to || query.payment);
  return (
    <form method="get" action={ADMIN_ORDERS_PATH} className={styles.form} role="search" aria-label="Search and filter orders">
      {query.tab !== "toPack" && <input type="hidden" name="tab" value={query.tab} />}
      <div className={`${styles.field} ${styles.search}`}>
        <label htmlFor="queue-q">Search</label>
        <input
          id="queue-q"
          name="q"
          type="search"
          defaultValue={query.q ?? ""}
          placeholder="AFC-100123, email or postcode"
          aria-describedby="queue-q-hint"
          autoComplete="off"
          spellCheck={false}
          maxLength={120}
        />
        <span id="queue-q-hint" className="visually-hidden">
          An order reference, an email address or part of one, or a postcode or its first half.
        </span>
      </div>
      <div className={styles.field}>
        <label htmlFor="queue-from">Placed from</label>
        <input id="queue-from" name="from" type="date" defaultValue={query.from ?? ""} />
      </div>
      <div className={styles.field}>
        <label htmlFor="queue-to">Placed to</label>
        <input id="queue-to" name="to" type="date" defaultValue={query.to ?? ""} />
      </div>
      <div className={styles.field}>
        <label htmlFor="queue-payment">Payment</label>
        <select id="queue-payment" name="payment" defaultValue={query.payment ?? ""}>
          <option value="">Any method</option>
          {PAYMENT_METHODS.map((method) => (
            <option key={method} value={method}>
              {PAYMENT_METHOD_LABELS[method]}
            </option>
          ))}
        </select>
      </div>
      <div className={styles.buttons}>
        <button type="submit" className={styles.submit}>
          Search
        </button>
        {filtered && (
          <Link href={queueHref({}, query.tab)} className={styles.clear}>
            Clear
          </Link>
        )}
      </div>
    </form>
  );
}
