"use client";
// Every link that leaves the site asks first. One capturing click listener on the
// document catches them all, including links in editorial content rendered from Markdown.
import { useEffect, useState } from "react";
import { useUiStore } from "@/stores/ui";
import { Dialog } from "./Dialog";

export const EXTERNAL_LINK_WARNING =
  "Warning: You are about to leave our website and visit an external link. We cannot guarantee the safety or accuracy of content on external websites. Please ensure you trust this source before proceeding. Do you wish to continue?";

/** The absolute URL of a link that leaves this origin, or null for internal and non-web links. */
export function externalHref(anchor: HTMLAnchorElement, origin: string): string | null {
  const raw = anchor.getAttribute("href");
  if (!raw || raw.startsWith("#")) return null;
  let url: URL;
  try {
    url = new URL(raw, origin);
  } catch {
    return null;
  }
  if (url.protocol !== "http:" && url.protocol !== "https:") return null;
  return url.origin === origin ? null : url.href;
}

export function ExternalLinkGuard() {
  const pendingHref = useUiStore((state) => state.pendingExternalHref);
  const setPendingHref = useUiStore((state) => state.setPendingExternalHref);
  const [target, setTarget] = useState<string | null>(null);
  const [host, setHost] = useState("");

  useEffect(() => {
    // eslint-disable-next-line react-hooks/set-state-in-effect -- window.location exists only in the browser: read once on mount
    setHost(window.location.host);
    const onClick = (event: MouseEvent) => {
      if (event.defaultPrevented || event.button > 1) return;
      const anchor = (event.target as Element | null)?.closest?.("a[href]");
      if (!(anchor instanceof HTMLAnchorElement)) return;
      const href = externalHref(anchor, window.location.origin);
      if (!href) return;
      event.preventDefault();
      setTarget(anchor.target || null);
      setPendingHref(href);
    };
    document.addEventListener("click", onClick, true);
    document.addEventListener("auxclick", onClick, true);
    return () => {
      document.removeEventListener("click", onClick, true);
      document.removeEventListener("auxclick", onClick, true);
    };
  }, [setPendingHref]);

  const cancel = () => setPendingHref(null);
  const proceed = () => {
    if (!pendingHref) return;
    setPendingHref(null);
    if (target === "_blank") window.open(pendingHref, "_blank", "noopener,noreferrer");
    else window.location.assign(pendingHref);
  };

  return (
    <Dialog
      open={pendingHref !== null}
      title={`You are about to leave ${host}`}
      onClose={cancel}
      role="alertdialog"
      testId="external-link-dialog"
      actions={
        <>
          <button type="button" className="btn btn-outline" onClick={cancel}>
            Cancel
          </button>
          <button type="button" className="btn btn-pink" onClick={proceed}>
            Continue
          </button>
        </>
      }
    >
      <p>{EXTERNAL_LINK_WARNING}</p>
      {pendingHref && (
        <p style={{ overflowWrap: "anywhere", fontSize: "var(--text-sm)" }}>
          Destination: <strong>{new URL(pendingHref).host}</strong>
        </p>
      )}
    </Dialog>
  );
}
