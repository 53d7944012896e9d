"use client";
// /account/favourites (issue 28.2). Signed in: the account's favourites, newest first, each with
// its price and stock and a way to remove it. A guest: how many hearts this device keeps, and a
// sign-in link to keep them in an account. The page HTML is the same for everyone (a loading
// line); what follows depends on the stores, read once they have rehydrated.
import Link from "next/link";
import { useEffect, useRef, useState } from "react";
import { penceText } from "@/lib/cart/money";
import type { FavouriteItem } from "@/lib/favourites/contract";
import { ACCOUNT_LINKS } from "@/lib/navigation";
import { StockBadge } from "@/components/shop/StockBadge";
import { productHref } from "@/components/shop/ProductCard";
import { ensureFavouritesHydrated, useFavouritesStore } from "@/stores/favourites";
import { useUiStore } from "@/stores/ui";
import { useUserStore } from "@/stores/user";
import styles from "./FavouritesList.module.css";

type Load = { state: "loading" } | { state: "failed" } | { state: "ready"; items: FavouriteItem[] };

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
  const [load, setLoad] = useState<Load>({ state: "loading" });
  const [announcement, setAnnouncement] = useState("");
  const headingRef = useRef<HTMLHeadingElement>(null);

  const read = () => {
    setLoad({ state: "loading" });
    // The same call sign-in makes (merging this device's guest favourites once): shared if under way.
    void useFavouritesStore
      .getState()
      .syncForUser(uid)
      .then((items) => setLoad(items ? { state: "ready", items } : { state: "failed" }));
  };
  // eslint-disable-next-line react-hooks/exhaustive-deps, react-hooks/set-state-in-effect -- read once per account (the key is the uid); "loading" before the request is what the first render shows already
  useEffect(read, []);

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

  const remove = async (item: FavouriteItem) => {
    const before = load.items;
    setLoad({ state: "ready", items: before.filter((other) => other.product.slug !== item.product.slug) });
    // The removed row's button is gone: focus goes to the list's heading, not the page's top.
    headingRef.current?.focus();
    const answer = await useFavouritesStore.getState().setFavourite(item.product.slug, false);
    if (answer) {
      setLoad({ state: "ready", items: answer });
      setAnnouncement(`Removed ${item.product.brand} ${item.product.name} from favourites`);
    } else {
      // Refused or unreachable: the row comes back (the alert says so).
      setLoad({ state: "ready", items: before });
    }
  };

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
          {items.map((item) => {
            const { product } = item;
            return (
            <li key={product.slug} className={styles.row} data-testid="favourite-row">
              {/* eslint-disable-next-line @next/next/no-img-element -- small generated SVGs need no optimiser */}
              <img src={product.imageUrl} alt="" width={96} height={96} className={styles.image} loading="lazy" decoding="async" />
              <div className={styles.text}>
                <p className={styles.brand}>{product.brand}</p>
                <p className={styles.name}>
                  <Link href={productHref(product.slug)}>{product.name}</Link>
                </p>
                <p className={styles.meta}>
                  <span className={styles.price}>
                    £{penceText(product.pricePence)}
                    <span className="visually-hidden"> including VAT</span>
                  </span>
                  <StockBadge stock={product.stock} />
                </p>
              </div>
              <button type="button" className={`btn btn-outline ${styles.remove}`} onClick={() => void remove(item)}>
                Remove<span className="visually-hidden"> {`${product.brand} ${product.name}`} from favourites</span>
              </button>
            </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}
