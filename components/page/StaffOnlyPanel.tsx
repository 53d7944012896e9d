import Link from "next/link";
import { ACCOUNT_LINKS } from "@/lib/navigation";
import styles from "./StaffOnlyPanel.module.css";

/**
 * The "Staff only" 403 page (the shop's sections and the newsroom alike): plain words, a way back to
 * the shop and a way to switch account. A CSS module beside the 404's, not a back-office sheet: the
 * root's forbidden.tsx is a boundary of every page, and Next preloads a boundary's own stylesheet on
 * each of them, where a module rides in the shared sheet instead.
 */
export function StaffOnlyPanel() {
  return (
    <div className={styles.panel} data-testid="staff-only">
      <p className={styles.code} aria-hidden="true">
        403
      </p>
      <h1 className={styles.title}>Staff only</h1>
      <p className={styles.text}>
        This part of the site is for the people who run the shop and write for it, and your account does not have access to
        this page. If you work here, ask for the access you need, then sign out and sign in again.
      </p>
      <ul className={styles.links}>
        <li>
          <Link href="/" className="btn btn-cyan">
            Back to the shop
          </Link>
        </li>
        <li>
          <Link href={ACCOUNT_LINKS.signOut.href} className="btn btn-outline">
            Sign out
          </Link>
        </li>
      </ul>
    </div>
  );
}
