"use client";
// The header's sign-in area (spec §2): blank while auth status is checking, Sign In and Sign Up
// when signed out, the ACCOUNT menu when signed in.
import Link from "next/link";
import { ACCOUNT_LINKS } from "@/lib/navigation";
import { useUserStore } from "@/stores/user";
import { HoverMenu } from "./HoverMenu";
import { UserIcon } from "./icons";
import styles from "./AuthArea.module.css";

export function AuthArea() {
  const status = useUserStore((state) => state.userStatus);
  const user = useUserStore((state) => state.user);

  if (status === "checking") return <div className={styles.placeholder} data-testid="auth-checking" />;

  if (status === "loggedOut" || !user) {
    return (
      <div className={styles.buttons}>
        <Link href={ACCOUNT_LINKS.signIn.href} className="btn btn-outline btn-small">
          {ACCOUNT_LINKS.signIn.label}
        </Link>
        <Link href={ACCOUNT_LINKS.signUp.href} className="btn btn-pink btn-small">
          {ACCOUNT_LINKS.signUp.label}
        </Link>
      </div>
    );
  }

  return (
    <HoverMenu
      name="Account"
      align="end"
      triggerClassName={styles.trigger}
      label={
        <>
          <Avatar photoURL={user.photoURL} size={28} />
          <span>ACCOUNT</span>
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
          {[ACCOUNT_LINKS.overview, ACCOUNT_LINKS.orders, ACCOUNT_LINKS.addresses, ACCOUNT_LINKS.signOut].map((link) => (
            <li key={link.href}>
              <Link href={link.href}>{link.label}</Link>
            </li>
          ))}
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
