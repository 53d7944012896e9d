"use client";
// Subscribe on a show's page: a disclosure with the show's feed to copy, and links that open the
// podcast apps whose makers publish a subscribe-by-link form (lib/podcasts/subscribe-links.ts).
// Keyboard: Enter/Space opens it, Tab or the arrow keys move through it, Escape closes it and
// returns focus to the button; a click outside closes it too. State and keys: use-subscribe-menu.ts;
// the panel: SubscribePanel.tsx.
import { useId } from "react";
import { SubscribePanel } from "./SubscribePanel";
import { useSubscribeMenu } from "./use-subscribe-menu";
import styles from "./SubscribeMenu.module.css";

export function SubscribeMenu({ feedHref, showTitle, own }: { feedHref: string; showTitle: string; own: boolean }) {
  const { open, toggle, copy, copyLink, feedUrl, onKeyDown, rootRef, buttonRef, panelRef, fieldRef } = useSubscribeMenu(feedHref);
  const panelId = useId();
  const fieldId = useId();

  return (
    <div className={styles.root} ref={rootRef} onKeyDown={onKeyDown}>
      <button
        ref={buttonRef}
        type="button"
        className="btn btn-outline btn-small"
        aria-expanded={open}
        aria-controls={panelId}
        onClick={toggle}
        data-testid="subscribe-button"
      >
        Subscribe <span aria-hidden="true" className={styles.caret} />
      </button>
      <SubscribePanel
        panelId={panelId}
        fieldId={fieldId}
        panelRef={panelRef}
        fieldRef={fieldRef}
        open={open}
        showTitle={showTitle}
        own={own}
        feedUrl={feedUrl}
        copy={copy}
        onCopy={copyLink}
      />
    </div>
  );
}
