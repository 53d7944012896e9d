"use client";
// Subscribe on a show's page: a disclosure with the show's feed to copy, and links that open the
// podcast apps whose makers publish a subscribe-by-link form (lib/podcasts/subscribe-links.ts).
// Keyboard: Enter/Space opens it, Tab or the arrow keys move through it, Escape closes it and
// returns focus to the button; a click outside closes it too.
import { useEffect, useId, useRef, useState, type KeyboardEvent } from "react";
import { appLinks } from "@/lib/podcasts/subscribe-links";
import styles from "./SubscribeMenu.module.css";

type CopyState = "idle" | "copied" | "failed";

/** The feed as an absolute URL: apps need one, and the page may be served from any origin. */
function absoluteFeed(href: string): string {
  try {
    return new URL(href, process.env.NEXT_PUBLIC_SITE_URL || window.location.origin).href;
  } catch {
    return href;
  }
}

export function SubscribeMenu({ feedHref, showTitle, own }: { feedHref: string; showTitle: string; own: boolean }) {
  const [open, setOpen] = useState(false);
  const [copy, setCopy] = useState<CopyState>("idle");
  const [feedUrl, setFeedUrl] = useState(feedHref);
  const rootRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const panelRef = useRef<HTMLDivElement>(null);
  const fieldRef = useRef<HTMLInputElement>(null);
  const panelId = useId();
  const fieldId = useId();

  // eslint-disable-next-line react-hooks/set-state-in-effect -- the absolute address needs window.location, so it is set after hydration
  useEffect(() => setFeedUrl(absoluteFeed(feedHref)), [feedHref]);

  useEffect(() => {
    if (!open) return;
    const onPointer = (event: PointerEvent) => {
      if (!rootRef.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener("pointerdown", onPointer);
    return () => document.removeEventListener("pointerdown", onPointer);
  }, [open]);

  function close() {
    setOpen(false);
    buttonRef.current?.focus();
  }

  function onKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    if (event.key === "Escape" && open) {
      event.preventDefault();
      close();
      return;
    }
    if (!open || (event.key !== "ArrowDown" && event.key !== "ArrowUp")) return;
    const items = [...(panelRef.current?.querySelectorAll<HTMLElement>("input, button, a[href]") ?? [])];
    if (!items.length) return;
    event.preventDefault();
    const at = items.indexOf(document.activeElement as HTMLElement);
    const next = event.key === "ArrowDown" ? (at + 1) % items.length : at <= 0 ? items.length - 1 : at - 1;
    items[next].focus();
  }

  async function copyLink() {
    try {
      await navigator.clipboard.writeText(feedUrl);
      setCopy("copied");
    } catch {
      // No clipboard (an insecure origin, or permission refused): select the link for the listener to copy.
      fieldRef.current?.select();
      setCopy("failed");
    }
  }

  const apps = appLinks(feedUrl);
  return (
    <div className={styles.root} ref={rootRef} onKeyDown={onKeyDown}>
      <button
        ref={buttonRef}
        type="button"
        className="btn btn-outline btn-small"
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => {
          setCopy("idle");
          setOpen((value) => !value);
        }}
        data-testid="subscribe-button"
      >
        Subscribe <span aria-hidden="true" className={styles.caret} />
      </button>
      <div ref={panelRef} id={panelId} className={styles.panel} hidden={!open} role="region" aria-label={`Subscribe to ${showTitle}`} data-testid="subscribe-panel">
        <label className={styles.label} htmlFor={fieldId}>
          {own ? "The show's podcast feed" : `${showTitle}'s own feed`}
        </label>
        <div className={styles.copyRow}>
          <input ref={fieldRef} id={fieldId} className={styles.field} type="url" value={feedUrl} readOnly onFocus={(event) => event.currentTarget.select()} />
          <button type="button" className="btn btn-cyan btn-small" onClick={copyLink} data-testid="copy-feed">
            {copy === "copied" ? "Copied" : "Copy link"}
          </button>
        </div>
        <p className={styles.status} role="status" aria-live="polite">
          {copy === "copied" ? "Feed link copied. Paste it into your podcast app." : copy === "failed" ? "Could not copy: the link is selected, copy it with your keyboard." : ""}
        </p>
        {apps.length > 0 && (
          <>
            <p className={styles.heading}>Open in an app</p>
            <ul className={styles.apps}>
              {apps.map((link) => (
                <li key={link.app}>
                  <a className={styles.app} href={link.href} rel="nofollow noopener">
                    {link.app}
                  </a>
                </li>
              ))}
              <li>
                <a className={styles.app} href={feedUrl} type="application/rss+xml">
                  RSS feed
                </a>
              </li>
            </ul>
          </>
        )}
        <p className={styles.hint}>In Apple Podcasts, Overcast and most other apps, paste the link where the app lets you follow or add a show by URL.</p>
      </div>
    </div>
  );
}
