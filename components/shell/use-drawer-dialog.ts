"use client";
// The open drawer behaves as a modal dialog: focus starts on its close button, Escape closes it and
// the page behind stops scrolling until it closes.
import { useEffect, useRef } from "react";

/** The ref for the drawer's close button, which takes focus each time the drawer opens. */
export function useDrawerDialog(open: boolean, closeDrawer: () => void) {
  const closeRef = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    if (!open) return;
    closeRef.current?.focus();
    const onKey = (event: KeyboardEvent) => event.key === "Escape" && closeDrawer();
    const { overflow } = document.body.style;
    document.body.style.overflow = "hidden";
    window.addEventListener("keydown", onKey);
    return () => {
      document.body.style.overflow = overflow;
      window.removeEventListener("keydown", onKey);
    };
  }, [open, closeDrawer]);
  return closeRef;
}
