"use client";
// The signed-in account's favourites: read once per account (merging this device's guest hearts),
// and removed one at a time at once on screen, put back if the server refuses.
import { useEffect, useRef, useState } from "react";
import type { FavouriteItem } from "@/lib/favourites/contract";
import { useFavouritesStore } from "@/stores/favourites";

export type FavouritesLoad = { state: "loading" } | { state: "failed" } | { state: "ready"; items: FavouriteItem[] };

export function useAccountFavourites(uid: string) {
  const [load, setLoad] = useState<FavouritesLoad>({ state: "loading" });
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

  const remove = async (item: FavouriteItem) => {
    if (load.state !== "ready") return;
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

  return { load, announcement, headingRef, read, remove };
}
