import Link from "next/link";
import { ADMIN_PATH } from "@/lib/admin/contract";
import { AdminNav } from "./AdminNav";
import styles from "./AdminShell.module.css";

/** The back office's frame inside the site shell: a slim bar with its own nav, then the page on a grey canvas. */
export function AdminShell({ children }: { children: React.ReactNode }) {
  return (
    <div className={styles.shell} data-testid="admin-shell">
      <div className={styles.bar}>
        <div className={styles.barInner}>
          <Link href={ADMIN_PATH} className={styles.brand}>
            <span className={styles.mark} aria-hidden="true" />
            <span className={styles.brandText}>Back office</span>
          </Link>
          <AdminNav />
        </div>
      </div>
      <div className={styles.content}>{children}</div>
    </div>
  );
}
