import Link from "next/link";
import { type BackOfficeRole, backOfficeHome } from "@/lib/admin/roles";
import { AdminNav } from "./AdminNav";
import styles from "./AdminShell.styles";

/** The back office's frame inside the site shell: a slim bar with its own nav, then the page on a grey canvas. */
export function AdminShell({ roles, children }: { roles: readonly BackOfficeRole[]; children: React.ReactNode }) {
  return (
    <div className={styles.shell} data-testid="admin-shell">
      <div className={styles.bar}>
        <div className={styles.barInner}>
          <Link href={backOfficeHome(roles)} className={styles.brand}>
            <span className={styles.mark} aria-hidden="true" />
            <span className={styles.brandText}>Back office</span>
          </Link>
          <AdminNav roles={roles} />
        </div>
      </div>
      <div className={styles.content}>{children}</div>
    </div>
  );
}
