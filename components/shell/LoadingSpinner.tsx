"use client";
// The route-change spinner (logo centred, 128 px wide) and the wait cursor.
import { useEffect } from "react";
import { selectSpinnerVisible, useUiStore } from "@/stores/ui";
import { Logo } from "./Logo";
import styles from "./LoadingSpinner.module.css";

export function LoadingSpinner() {
  const visible = useUiStore(selectSpinnerVisible);
  const cursorLoading = useUiStore((state) => state.isCursorLoading);

  useEffect(() => {
    document.documentElement.classList.toggle("cursor-wait", cursorLoading);
  }, [cursorLoading]);

  if (!visible) return null;
  return (
    <div className={styles.overlay} role="status" aria-live="polite" data-testid="loading-spinner">
      <div className={styles.logo}>
        <Logo />
      </div>
      <span className="visually-hidden">Loading</span>
    </div>
  );
}
