// /admin/customers (issue 28.4): what the back office shows about a customer, for service by phone
// or email and for an export asked for by post. Plain TypeScript, shared with the browser.

export const MAX_NOTE_LENGTH = 2_000;
/** Most results of one search. */
export const CUSTOMER_SEARCH_LIMIT = 20;

export const ADMIN_CUSTOMERS_API = "/api/admin/customers";
export const adminCustomerPath = (uid: string) => `/admin/customers/${encodeURIComponent(uid)}`;
export const adminCustomerNotesApi = (uid: string) => `${ADMIN_CUSTOMERS_API}/${encodeURIComponent(uid)}/notes`;
export const adminCustomerExportApi = (uid: string) => `${ADMIN_CUSTOMERS_API}/${encodeURIComponent(uid)}/export`;

/** The activity log's actions of this page (the log shows them with these words). */
export const CUSTOMER_ACTIVITY = { note: "customer.note", export: "customer.export" } as const;

export interface CustomerMatch {
  email: string;
  /** The account's uid, or null for guest orders only. */
  uid: string | null;
  orderCount: number;
  lastOrderAt: string | null;
}

export interface CustomerOrderSummary {
  reference: string;
  placedAt: string;
  status: string;
  totalPence: number;
}

export interface CustomerNote {
  id: number;
  body: string;
  at: string;
  author: string;
}

export interface CustomerDetail {
  uid: string;
  /** From Firebase; null when the account no longer exists. */
  email: string | null;
  displayName: string | null;
  createdAt: string | null;
  orders: CustomerOrderSummary[];
  addresses: { name: string; lines: string[]; phone: string | null; defaults: string[] }[];
  reviews: { product: string; rating: number; title: string; status: string; at: string }[];
  notes: CustomerNote[];
}

export interface CustomerSearchResult {
  query: string;
  matches: CustomerMatch[];
  /** Guest orders for the exact email searched (no account to open). */
  guestOrders: CustomerOrderSummary[];
}
