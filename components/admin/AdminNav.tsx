"use client";
import Link from "next/link";
import { usePathname } from "next/navigation";
import { ADMIN_ACTIVITY_PATH, ADMIN_CUSTOMERS_PATH, ADMIN_DISCOUNTS_PATH, ADMIN_ORDERS_PATH, ADMIN_PATH, ADMIN_PRODUCTS_PATH, ADMIN_REVIEWS_PATH } from "@/lib/admin/contract";
import styles from "./AdminShell.module.css";

const LINKS = [
  { href: ADMIN_PATH, label: "Dashboard", match: (path: string) => path === ADMIN_PATH },
  { href: ADMIN_ORDERS_PATH, label: "Orders", match: (path: string) => path === ADMIN_ORDERS_PATH || path.startsWith(`${ADMIN_ORDERS_PATH}/`) },
  { href: ADMIN_PRODUCTS_PATH, label: "Products", match: (path: string) => path.startsWith(ADMIN_PRODUCTS_PATH) },
  { href: ADMIN_DISCOUNTS_PATH, label: "Discounts", match: (path: string) => path.startsWith(ADMIN_DISCOUNTS_PATH) },
  { href: ADMIN_CUSTOMERS_PATH, label: "Customers", match: (path: string) => path.startsWith(ADMIN_CUSTOMERS_PATH) },
  { href: ADMIN_REVIEWS_PATH, label: "Reviews", match: (path: string) => path.startsWith(ADMIN_REVIEWS_PATH) },
  { href: ADMIN_ACTIVITY_PATH, label: "Activity", match: (path: string) => path.startsWith(ADMIN_ACTIVITY_PATH) },
];

/** Dashboard, Orders, Products, Discounts, Customers, Reviews, Activity: the section being viewed is marked (aria-current="page"). */
export function AdminNav() {
  const pathname = usePathname() ?? "";
  return (
    <nav aria-label="Back office" className={styles.nav}>
      <ul className={styles.navList}>
        {LINKS.map((link) => {
          const current = link.match(pathname);
          return (
            <li key={link.href}>
              <Link href={link.href} className={styles.navLink} aria-current={current ? "page" : undefined}>
                {link.label}
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
