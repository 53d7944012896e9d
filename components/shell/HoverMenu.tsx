"use client";
// A navigation menu that opens on hover and closes 100 ms after the pointer leaves, and
// is keyboard-operable: the chevron button toggles it, Escape closes it and returns focus, and
// focus leaving the menu closes it. The trigger link still navigates.
import Link from "next/link";
import { useCallback, useEffect, useId, useRef, useState } from "react";
import { MENU_CLOSE_DELAY_MS } from "@/lib/constants";
import { ChevronDownIcon } from "./icons";
import styles from "./HoverMenu.module.css";

export interface HoverMenuProps {
  /** The trigger's visible label. */
  label: React.ReactNode;
  /** Accessible name of the menu (e.g. "Wines"). */
  name: string;
  /** Where the trigger goes; without it the trigger is the toggle button itself. */
  href?: string;
  current?: boolean;
  align?: "start" | "end";
  triggerClassName?: string;
  panelClassName?: string;
  children: React.ReactNode;
}

export function HoverMenu({ label, name, href, current, align = "start", triggerClassName, panelClassName, children }: HoverMenuProps) {
  const [open, setOpen] = useState(false);
  // The panel's entries are rendered the first time it opens, not with the page: a closed menu
  // shows nothing, and its dozens of links would otherwise be hydrated (and, in view, prefetched)
  // on every page load (docs/performance.md). The same links are in the pages and the drawer.
  const [opened, setOpened] = useState(false);
  if (open && !opened) setOpened(true);
  const closeTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const rootRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const panelId = useId();

  const cancelClose = useCallback(() => {
    clearTimeout(closeTimer.current);
    closeTimer.current = undefined;
  }, []);
  const show = useCallback(() => {
    cancelClose();
    setOpen(true);
  }, [cancelClose]);
  const scheduleClose = useCallback(() => {
    cancelClose();
    closeTimer.current = setTimeout(() => setOpen(false), MENU_CLOSE_DELAY_MS);
  }, [cancelClose]);

  useEffect(() => cancelClose, [cancelClose]);

  const toggleButton = (
    <button
      ref={buttonRef}
      type="button"
      className={href ? styles.chevron : `${styles.toggle} ${triggerClassName ?? ""}`}
      aria-expanded={open}
      aria-controls={panelId}
      aria-label={href ? `${name} menu` : undefined}
      onClick={() => (open ? setOpen(false) : show())}
    >
      {href ? null : label}
      <ChevronDownIcon size={16} className={open ? styles.chevronOpen : undefined} />
    </button>
  );

  return (
    <div
      ref={rootRef}
      className={styles.root}
      data-open={open || undefined}
      onMouseEnter={show}
      onMouseLeave={scheduleClose}
      onKeyDown={(event) => {
        if (event.key === "Escape" && open) {
          setOpen(false);
          buttonRef.current?.focus();
        }
      }}
      onBlur={(event) => {
        if (!rootRef.current?.contains(event.relatedTarget as Node | null)) setOpen(false);
      }}
    >
      {href ? (
        <span className={styles.triggerRow}>
          <Link href={href} className={triggerClassName} aria-current={current ? "page" : undefined}>
            {label}
          </Link>
          {toggleButton}
        </span>
      ) : (
        toggleButton
      )}
      <div
        id={panelId}
        className={`${styles.panel} ${align === "end" ? styles.alignEnd : ""} ${panelClassName ?? ""}`}
        hidden={!open}
        data-testid={`menu-${name.toLowerCase().replace(/\s+/g, "-")}`}
        // Choosing an entry closes the menu.
        onClick={(event) => {
          if ((event.target as HTMLElement).closest("a")) setOpen(false);
        }}
      >
        {opened && children}
      </div>
    </div>
  );
}
