import styles from "./Account.module.css";

/** What the overview shows of the signed-in user (lib/server/auth/session.ts's AccountUser). */
interface Identity {
  name: string | null;
  email: string | null;
  picture: string | null;
}

/** The account overview's "Signed in as": the photo (or the name's initial), the name and the email. */
export function AccountIdentity({ user }: { user: Identity }) {
  const initial = (user.name || user.email || "?").trim().charAt(0).toUpperCase();
  return (
    <section className={styles.identity} aria-label="Signed in as">
      {user.picture ? (
        // eslint-disable-next-line @next/next/no-img-element -- any host the user chose; not optimised
        <img src={user.picture} alt="" className={styles.photo} width={72} height={72} referrerPolicy="no-referrer" />
      ) : (
        <span className={`${styles.photo} ${styles.initial}`} aria-hidden="true">
          {initial}
        </span>
      )}
      <div className={styles.identityText}>
        <p className={styles.name} data-testid="account-name">
          {user.name || "Your account"}
        </p>
        {user.email && (
          <p className={styles.email} data-testid="account-email">
            {user.email}
          </p>
        )}
      </div>
    </section>
  );
}
