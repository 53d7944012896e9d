"use client";
// The header's sign-in area: blank while auth status is checking, Sign In and Sign Up
// when signed out, the ACCOUNT menu when signed in (with "Admin" for staff and editors).
import { ShellLink } from "./ShellLink";
import { usePathname } from "next/navigation";
import { useEffect, useMemo, useState } from "react";
import { ADMIN_PATH } from "@/lib/admin/contract";
import { tokenOpensBackOffice } from "@/lib/auth/claims";
import { ACCOUNT_LINKS } from "@/lib/navigation";
import { useUserStore } from "@/stores/user";
import { HoverMenu } from "./HoverMenu";
import { UserIcon } from "./icons";
import styles from "./AuthArea.module.css";

export function AuthArea() {
  const status = useUserStore((state) => state.userStatus);
  const user = useUserStore((state) => state.user);

  // Blank while checking, but as wide as the signed-out buttons in whichever font is showing (an
  // invisible copy of them), so the usual outcome moves nothing in the header.
  if (status === "checking") {
    return (
      <div className={`${styles.buttons} ${styles.placeholder}`} data-testid="auth-checking" aria-hidden="true">
        <span className="btn btn-outline btn-small">{ACCOUNT_LINKS.signIn.label}</span>
        <span className="btn btn-pink btn-small">{ACCOUNT_LINKS.signUp.label}</span>
      </div>
    );
  }

  if (status === "loggedOut" || !user) {
    return (
      <div className={styles.buttons}>
        <ShellLink href={ACCOUNT_LINKS.signIn.href} className="btn btn-outline btn-small">
          {ACCOUNT_LINKS.signIn.label}
        </ShellLink>
        <ShellLink href={ACCOUNT_LINKS.signUp.href} className="btn btn-pink btn-small">
          {ACCOUNT_LINKS.signUp.label}
        </ShellLink>
      </div>
    );
  }

  return <AccountMenu user={user} />;
}

/** TALK's unread replies and quotes for the signed-in member, read again on every page change. */
function useTalkUnread(): number {
  const token = useUserStore((state) => state.token);
  const pathname = usePathname();
  const [unread, setUnread] = useState(0);
  useEffect(() => {
    if (!token) return;
    const controller = new AbortController();
    fetch("/api/talk/notifications", { headers: { authorization: `Bearer ${token}` }, signal: controller.signal })
      .then((response) => (response.ok ? response.json() : null))
      .then((answer: { data?: { unread?: number } } | null) => setUnread(answer?.data?.unread ?? 0))
      .catch(() => undefined);
    return () => controller.abort();
  }, [token, pathname]);
  return unread;
}


function AccountMenu({ user }: { user: NonNullable<ReturnType<typeof useUserStore.getState>["user"]> }) {
  const unread = useTalkUnread();
  const token = useUserStore((state) => state.token);
  const backOffice = useMemo(() => tokenOpensBackOffice(token), [token]);
  return (
    <HoverMenu
      name="Account"
      align="end"
      triggerClassName={styles.trigger}
      label={
        <>
          <Avatar photoURL={user.photoURL} size={28} />
          <span>ACCOUNT</span>
          {unread > 0 ? (
            <span className={styles.badge} data-testid="talk-unread">
              {unread}
              <span className="visually-hidden"> unread notifications</span>
            </span>
          ) : null}
        </>
      }
    >
      <div className={styles.menu}>
        <div className={styles.identity}>
          <Avatar photoURL={user.photoURL} size={44} />
          <div className={styles.identityText}>
            <strong>{user.displayName || "Your account"}</strong>
            {user.email && <span>{user.email}</span>}
          </div>
        </div>
        <ul className={styles.links}>
          {[ACCOUNT_LINKS.overview, ACCOUNT_LINKS.orders, ACCOUNT_LINKS.addresses].map((link) => (
            <li key={link.href}>
              <ShellLink href={link.href}>
                {link.label}
              </ShellLink>
            </li>
          ))}
          <li>
            <ShellLink href="/talk/notifications">Notifications{unread > 0 ? ` (${unread})` : ""}</ShellLink>
          </li>
          {backOffice ? (
            <li>
              <ShellLink href={ADMIN_PATH} data-testid="account-admin-link">
                Admin
              </ShellLink>
            </li>
          ) : null}
          <li>
            <ShellLink href={ACCOUNT_LINKS.signOut.href}>{ACCOUNT_LINKS.signOut.label}</ShellLink>
          </li>
        </ul>
      </div>
    </HoverMenu>
  );
}

export function Avatar({ photoURL, size }: { photoURL: string | null; size: number }) {
  return photoURL ? (
    // eslint-disable-next-line @next/next/no-img-element -- user photos come from any host the provider uses
    <img src={photoURL} alt="" width={size} height={size} className={styles.avatar} />
  ) : (
    <span className={styles.avatarFallback} style={{ width: size, height: size }}>
      <UserIcon size={Math.round(size * 0.6)} />
    </span>
  );
}
