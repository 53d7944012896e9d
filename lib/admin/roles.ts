// Who may use which part of the back office (issue 37, item 2). Two roles, each a Firebase custom
// claim set only by a script: `staff` runs the shop (npm run staff), `editor` runs the newsroom
// (npm run editor). One account may hold both. Pure: the server reads the claims from a verified
// token and the account itself (lib/server/admin/staff.ts); this module only says what they open.
import {
  ADMIN_ACTIVITY_PATH,
  ADMIN_CONTENT_PATH,
  ADMIN_CUSTOMERS_PATH,
  ADMIN_DISCOUNTS_PATH,
  ADMIN_ORDERS_PATH,
  ADMIN_PATH,
  ADMIN_PRODUCTS_PATH,
  ADMIN_REVIEWS_PATH,
} from "./contract";
import type { BackOfficeRole } from "@/lib/auth/back-office-roles";
import { ADMIN_DAMAGE_PATH } from "@/lib/damage/contract";
import { ADMIN_RETURNS_PATH } from "@/lib/returns/contract";
import { ADMIN_INBOX_PATH } from "@/lib/support/contract";

export { BACK_OFFICE_ROLES, rolesFromClaims, type BackOfficeRole } from "@/lib/auth/back-office-roles";

export interface BackOfficeSection {
  href: string;
  label: string;
  role: BackOfficeRole;
  /** Whether a path belongs to this section (marks the nav link as the current page). */
  match: (path: string) => boolean;
}

const under = (base: string) => (path: string) => path === base || path.startsWith(`${base}/`);

/** Every section of the back office, in nav order, with the role it needs. */
export const BACK_OFFICE_SECTIONS: readonly BackOfficeSection[] = [
  { href: ADMIN_PATH, label: "Dashboard", role: "staff", match: (path) => path === ADMIN_PATH },
  { href: ADMIN_ORDERS_PATH, label: "Orders", role: "staff", match: under(ADMIN_ORDERS_PATH) },
  { href: ADMIN_RETURNS_PATH, label: "Returns", role: "staff", match: under(ADMIN_RETURNS_PATH) },
  // Damaged or missing on arrival (issue 38.3): one short word, as the row is already near a tablet's width.
  { href: ADMIN_DAMAGE_PATH, label: "Damage", role: "staff", match: under(ADMIN_DAMAGE_PATH) },
  { href: ADMIN_INBOX_PATH, label: "Inbox", role: "staff", match: under(ADMIN_INBOX_PATH) },
  { href: ADMIN_PRODUCTS_PATH, label: "Products", role: "staff", match: under(ADMIN_PRODUCTS_PATH) },
  { href: ADMIN_DISCOUNTS_PATH, label: "Discounts", role: "staff", match: under(ADMIN_DISCOUNTS_PATH) },
  { href: ADMIN_CUSTOMERS_PATH, label: "Customers", role: "staff", match: under(ADMIN_CUSTOMERS_PATH) },
  { href: ADMIN_REVIEWS_PATH, label: "Reviews", role: "staff", match: under(ADMIN_REVIEWS_PATH) },
  // The log names customers and orders, so it stays with the shop's staff.
  { href: ADMIN_ACTIVITY_PATH, label: "Activity", role: "staff", match: under(ADMIN_ACTIVITY_PATH) },
  { href: ADMIN_CONTENT_PATH, label: "Newsroom", role: "editor", match: under(ADMIN_CONTENT_PATH) },
];

/** The sections these roles open, in nav order. */
export function sectionsFor(roles: readonly BackOfficeRole[]): BackOfficeSection[] {
  return BACK_OFFICE_SECTIONS.filter((section) => roles.includes(section.role));
}

/** Where the back office's front door leads: the shop's dashboard for staff, the newsroom for an editor only. */
export function backOfficeHome(roles: readonly BackOfficeRole[]): string {
  return roles.includes("staff") || !roles.includes("editor") ? ADMIN_PATH : ADMIN_CONTENT_PATH;
}
