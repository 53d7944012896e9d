import Link from "next/link";
import { ADMIN_CUSTOMERS_PATH } from "@/lib/admin/contract";
import { adminCustomerPath, type CustomerSearchResult } from "@/lib/privacy/customers";
import { AdminPageHeader } from "../AdminPageHeader";
import { FilterButtons, SearchField } from "../FilterParts";
import { Panel } from "../Panel";
import { shortDate } from "@/lib/admin/format";
import filters from "../Filters.styles";
import { CustomerOrders } from "./CustomerOrders";
import styles from "./Customers.styles";

/** /admin/customers: a GET search by email (exact or its start, any case), then the accounts and guests found. */
export function CustomerSearch({ query, result, problem }: { query: string; result: CustomerSearchResult | null; problem: string | null }) {
  return (
    <div className={styles.layout}>
      <AdminPageHeader title="Customers" subtitle="Find a customer by email, for service by phone or email, or for a data request by post." />
      <Panel id="customer-search" title="Search" flush>
        <form method="get" action={ADMIN_CUSTOMERS_PATH} className={filters.form} role="search" aria-label="Find a customer">
          <SearchField
            id="customer-q"
            label="Email"
            defaultValue={query}
            placeholder="jo@example.com or jo@"
            hint="A whole email address, or at least its first 3 characters."
            maxLength={254}
          />
          <FilterButtons submitLabel="Find" />
        </form>
        {problem && (
          <p className={`${styles.error} ${styles.problem}`} role="alert">
            {problem}
          </p>
        )}
      </Panel>
      {result && (
        <Panel id="customer-results" title={`${result.matches.length} ${result.matches.length === 1 ? "match" : "matches"} for “${result.query}”`} flush>
          {result.matches.length === 0 ? (
            <p className={styles.empty}>No account or order uses an email starting with that.</p>
          ) : (
            <div className={styles.scroller} tabIndex={0} role="region" aria-label="Customers found">
              <table className={styles.table} data-testid="customer-results">
                <thead>
                  <tr>
                    <th scope="col">Email</th>
                    <th scope="col">Kind</th>
                    <th scope="col" className={styles.num}>Orders</th>
                    <th scope="col">Last order</th>
                  </tr>
                </thead>
                <tbody>
                  {result.matches.map((match) => (
                    <tr key={`${match.email}:${match.uid ?? "guest"}`}>
                      <td className={styles.email}>
                        {match.uid ? <Link href={adminCustomerPath(match.uid)}>{match.email}</Link> : match.email}
                      </td>
                      <td>{match.uid ? "Account" : "Guest orders"}</td>
                      <td className={styles.num}>{match.orderCount}</td>
                      <td>{match.lastOrderAt ? shortDate(match.lastOrderAt) : "—"}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          )}
        </Panel>
      )}
      {result && result.guestOrders.length > 0 && (
        <Panel id="customer-guest-orders" title={`Guest orders placed with ${result.query}`} flush>
          <CustomerOrders orders={result.guestOrders} label="Guest orders" />
        </Panel>
      )}
    </div>
  );
}
