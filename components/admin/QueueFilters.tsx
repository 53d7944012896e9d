import { ADMIN_ORDERS_PATH, type QueueQuery } from "@/lib/admin/contract";
import { PAYMENT_METHOD_LABELS, PAYMENT_METHODS } from "@/lib/checkout/contract";
import { FilterButtons, SearchField, SelectField } from "./FilterParts";
import { queueHref } from "./QueueTabs";
import styles from "./Filters.styles";

/** Search and filters as a plain GET form: works without JavaScript, and the URL is shareable. */
export function QueueFilters({ query }: { query: QueueQuery }) {
  const filtered = Boolean(query.q || query.from || query.to || query.payment);
  return (
    <form method="get" action={ADMIN_ORDERS_PATH} className={styles.form} role="search" aria-label="Search and filter orders">
      {query.tab !== "toPack" && <input type="hidden" name="tab" value={query.tab} />}
      <SearchField
        id="queue-q"
        label="Search"
        defaultValue={query.q ?? ""}
        placeholder="AFC-100123, email or postcode"
        hint="An order reference, an email address or part of one, or a postcode or its first half."
        maxLength={120}
      />
      <div className={styles.field}>
        <label htmlFor="queue-from">Placed from</label>
        <input id="queue-from" name="from" type="date" defaultValue={query.from ?? ""} />
      </div>
      <div className={styles.field}>
        <label htmlFor="queue-to">Placed to</label>
        <input id="queue-to" name="to" type="date" defaultValue={query.to ?? ""} />
      </div>
      <SelectField
        id="queue-payment"
        name="payment"
        label="Payment"
        defaultValue={query.payment ?? ""}
        anyLabel="Any method"
        options={PAYMENT_METHODS.map((method) => ({ value: method, label: PAYMENT_METHOD_LABELS[method] }))}
      />
      <FilterButtons submitLabel="Search" clearHref={filtered ? queueHref({}, query.tab) : null} />
    </form>
  );
}
