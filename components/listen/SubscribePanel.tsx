// SubscribeMenu's panel: the feed to copy, what the copy did, links that open the podcast apps
// (lib/podcasts/subscribe-links.ts) and a hint for the others. Its ids come from SubscribeMenu's
// useId calls, so server-rendered ids stay stable.
import type { RefObject } from "react";
import { appLinks } from "@/lib/podcasts/subscribe-links";
import type { CopyState } from "./use-subscribe-menu";
import styles from "./SubscribeMenu.module.css";

interface SubscribePanelProps {
  panelId: string;
  fieldId: string;
  panelRef: RefObject<HTMLDivElement | null>;
  fieldRef: RefObject<HTMLInputElement | null>;
  open: boolean;
  showTitle: string;
  own: boolean;
  feedUrl: string;
  copy: CopyState;
  onCopy: () => void;
}

export function SubscribePanel({ panelId, fieldId, panelRef, fieldRef, open, showTitle, own, feedUrl, copy, onCopy }: SubscribePanelProps) {
  const apps = appLinks(feedUrl);
  return (
    <div ref={panelRef} id={panelId} className={styles.panel} hidden={!open} role="region" aria-label={`Subscribe to ${showTitle}`} data-testid="subscribe-panel">
      <label className={styles.label} htmlFor={fieldId}>
        {own ? "The show's podcast feed" : `${showTitle}'s own feed`}
      </label>
      <div className={styles.copyRow}>
        <input ref={fieldRef} id={fieldId} className={styles.field} type="url" value={feedUrl} readOnly onFocus={(event) => event.currentTarget.select()} />
        <button type="button" className="btn btn-cyan btn-small" onClick={onCopy} data-testid="copy-feed">
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
  );
}
