"use client";
// /account/favourites (issue 28.2). Signed in: the account's favourites, newest first, each with
// its price and stock and a way to remove it. A guest: how many hearts this device keeps, and a
// sign-in link to keep them in an account. The page HTML is the same for everyone (a loading
// line); what follows depends on the stores, read once they have rehydrated.
import Link from "next/link";
import { useEffect } from "react";
import { ACCOUNT_LINKS } from "@/lib/navigation";
import { ensureFavouritesHydrated, useFavouritesStore } from "@/stores/favourites";
import { useUiStore } from "@/stores/ui";
import { useUserStore } from "@/stores/user";
import { FavouriteRow } from "./FavouriteRow";
import { useAccountFavourites } from "./use-account-favourites";
import styles from "./FavouritesList.module.css";

export function favouritesCountText(count: number): string {
  if (count === 0) return "You have no favourites saved on this device yet.";
  return `You have ${count} ${count === 1 ? "favourite" : "favourites"} saved on this device. Sign in to keep them in your account.`;
}

export function FavouritesList() {
  const hydrated = useUiStore((state) => state.hydrated);
  const userStatus = useUserStore((state) => state.userStatus);
  const userId = useUserStore((state) => state.userId);
  if (!hydrated || userStatus === "checking") return <p role="status" className={styles.note}>Loading your favourites…</p>;
  if (userStatus !== "loggedIn" || !userId) return <GuestFavourites />;
  return <AccountFavourites key={userId} uid={userId} />;
}

function GuestFavourites() {
  const ready = useFavouritesStore((state) => state.hydrated);
  const count = useFavouritesStore((state) => state.slugs.length);
  useEffect(() => {
    void ensureFavouritesHydrated();
  }, []);
  if (!ready) return <p role="status" className={styles.note}>Loading your favourites…</p>;
  return (
    <div className={styles.guest} data-testid="favourites-guest">
      <p className={styles.lead}>{favouritesCountText(count)}</p>
      <p className={styles.actions}>
        <Link href={ACCOUNT_LINKS.signIn.href} className="btn">
          Sign in
        </Link>
        <Link href="/shop" className="btn btn-outline">
          Browse the shop
        </Link>
      </p>
    </div>
  );
}

function AccountFavourites({ uid }: { uid: string }) {
  const { load, announcement, headingRef, read, remove } = useAccountFavourites(uid);

  if (load.state === "loading") return <p role="status" className={styles.note}>Loading your favourites…</p>;
  if (load.state === "failed") {
    return (
      <div role="alert" className={styles.guest}>
        <p className={styles.lead}>Sorry, we couldn&apos;t load your favourites just now.</p>
        <p className={styles.actions}>
          <button type="button" className="btn btn-outline" onClick={read}>
            Try again
          </button>
        </p>
      </div>
    );
  }

  const items = load.items;
  return (
    <section aria-labelledby="favourites-heading" data-testid="favourites-list">
      <h2 id="favourites-heading" ref={headingRef} tabIndex={-1} className={styles.heading}>
        {items.length === 0 ? "No favourites yet" : `${items.length} ${items.length === 1 ? "favourite" : "favourites"}`}
      </h2>
      <p className="visually-hidden" role="status" aria-live="polite">
        {announcement}
      </p>
      {items.length === 0 ? (
        <div className={styles.guest} data-testid="favourites-empty">
          <p className={styles.lead}>Tap the heart on any drink in the shop and it will wait for you here.</p>
          <p className={styles.actions}>
            <Link href="/shop" className="btn">
              Browse the shop
            </Link>
          </p>
        </div>
      ) : (
        <ul className={styles.list}>
          {items.map((item) => (
            <FavouriteRow key={item.product.slug} item={item} onRemove={() => void remove(item)} />
          ))}
        </ul>
      )}
    </section>
  );
}
