"use client";
// The heart on product cards and pages (issue 28.2). It renders "not a favourite" on the server
// and in the first client render, then shows the saved state once local storage has been read, so
// there is no hydration mismatch and no shift (the heart only fills). A polite live region says what
// a press did, and aria-pressed carries the state.
import { useEffect, useState, useSyncExternalStore } from "react";
import { ensureFavouritesHydrated, useFavouritesStore } from "@/stores/favourites";
import styles from "./FavouriteButton.module.css";

export const FAVOURITE_ANNOUNCEMENTS = { saved: "Saved to favourites", removed: "Removed from favourites" } as const;

export function favouriteLabel(name: string, on: boolean): string {
  return on ? `Remove ${name} from favourites` : `Save ${name} to favourites`;
}

interface FavouriteButtonProps {
  slug: string;
  /** The product as a shopper would say it, e.g. "Lucky Saint Unfiltered Lager". */
  name: string;
  /** Placement (the card positions it over the image). */
  className?: string;
  /** "overlay" sits on a picture (white disc); "inline" sits in text beside a title. */
  variant?: "overlay" | "inline";
}

const subscribe = (onChange: () => void) => useFavouritesStore.subscribe(onChange);

export function FavouriteButton({ slug, name, className, variant = "overlay" }: FavouriteButtonProps) {
  // The server snapshot (false) is used while hydrating, so the first render matches the HTML.
  const on = useSyncExternalStore(
    subscribe,
    () => {
      const state = useFavouritesStore.getState();
      return state.hydrated && state.slugs.includes(slug);
    },
    () => false,
  );
  const [announcement, setAnnouncement] = useState("");

  useEffect(() => {
    void ensureFavouritesHydrated();
  }, []);

  const press = () => {
    const next = !on;
    setAnnouncement(next ? FAVOURITE_ANNOUNCEMENTS.saved : FAVOURITE_ANNOUNCEMENTS.removed);
    void useFavouritesStore
      .getState()
      .toggle(slug)
      .then(() => {
        // A change the server refused is undone (and the alert says why): the region stops claiming it.
        if (useFavouritesStore.getState().slugs.includes(slug) !== next) setAnnouncement("");
      });
  };

  return (
    <span className={`${styles.wrap} ${className ?? ""}`}>
      <button
        type="button"
        className={`${styles.button} ${variant === "inline" ? styles.inline : styles.overlay}`}
        aria-pressed={on}
        aria-label={favouriteLabel(name, on)}
        title={on ? "Remove from favourites" : "Save to favourites"}
        onClick={press}
        data-testid="favourite-button"
        data-favourite={on ? "true" : "false"}
      >
        <svg className={styles.heart} viewBox="0 0 24 24" width="24" height="24" aria-hidden="true" focusable="false">
          <path
            d="M12 20.6 4.6 13.4a4.9 4.9 0 0 1 0-7 4.8 4.8 0 0 1 6.9 0l.5.5.5-.5a4.8 4.8 0 0 1 6.9 0 4.9 4.9 0 0 1 0 7L12 20.6Z"
            fill={on ? "currentColor" : "none"}
            stroke="currentColor"
            strokeWidth="2"
            strokeLinejoin="round"
          />
        </svg>
      </button>
      <span className="visually-hidden" role="status" aria-live="polite" data-testid="favourite-status">
        {announcement}
      </span>
    </span>
  );
}
