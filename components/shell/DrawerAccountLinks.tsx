import { ShellLink } from "./ShellLink";
import { ADMIN_PATH } from "@/lib/admin/contract";
import { ACCOUNT_LINKS } from "@/lib/navigation";
import styles from "./MobileDrawer.module.css";

/** The drawer's foot: sign out and the account (and the back office for staff and editors), or sign in and sign up. */
export function DrawerAccountLinks({ signedIn, backOffice }: { signedIn: boolean; backOffice: boolean }) {
  return (
    <div className={styles.footer}>
      {signedIn ? (
        <>
          <ShellLink href={ACCOUNT_LINKS.signOut.href} className="btn btn-outline">
            {ACCOUNT_LINKS.signOut.label}
          </ShellLink>
          <ShellLink href={ACCOUNT_LINKS.overview.href} className="btn btn-cyan">
            Account
          </ShellLink>
          {backOffice && (
            <ShellLink href={ADMIN_PATH} className={`btn btn-outline ${styles.wide}`} data-testid="drawer-admin-link">
              Admin
            </ShellLink>
          )}
        </>
      ) : (
        <>
          <ShellLink href={ACCOUNT_LINKS.signIn.href} className="btn btn-outline">
            {ACCOUNT_LINKS.signIn.label}
          </ShellLink>
          <ShellLink href={ACCOUNT_LINKS.signUp.href} className="btn btn-pink">
            {ACCOUNT_LINKS.signUp.label}
          </ShellLink>
        </>
      )}
    </div>
  );
}
