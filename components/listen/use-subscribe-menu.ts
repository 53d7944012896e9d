"use client";
// SubscribeMenu's state and keyboard: open or closed, the copy's outcome, the feed as an absolute
// URL (known after hydration), a click outside closing it, Escape and the arrow keys.
import { useEffect, useRef, useState, type KeyboardEvent } from "react";

export type CopyState = "idle" | "copied" | "failed";

/** The feed as an absolute URL: apps need one, and the page may be served from any origin. */
function absoluteFeed(href: string): string {
  try {
    return new URL(href, process.env.NEXT_PUBLIC_SITE_URL || window.location.origin).href;
  } catch {
    return href;
  }
}

export function useSubscribeMenu(feedHref: string) {
  const [open, setOpen] = useState(false);
  const [copy, setCopy] = useState<CopyState>("idle");
  const [feedUrl, setFeedUrl] = useState(feedHref);
  const rootRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const panelRef = useRef<HTMLDivElement>(null);
  const fieldRef = useRef<HTMLInputElement>(null);

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

  function toggle() {
    setCopy("idle");
    setOpen((value) => !value);
  }

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

  return { open, toggle, copy, copyLink, feedUrl, onKeyDown, rootRef, buttonRef, panelRef, fieldRef };
}
