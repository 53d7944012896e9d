"use client";
// What a library card says about its picture: its words, size and history; its address to copy
// into a story; and where it is used, each use a link to the page that edits it.
import Link from "next/link";
import { useEffect, useState } from "react";
import { fullDateTime, shortDate } from "@/lib/admin/format";
import { libraryImageUrl, type LibraryImage, type MediaUse } from "@/lib/media/library-contract";
import styles from "./MediaLibrary.styles";

/** The alt text, then "1200 × 900 px", credit, licence and who uploaded or last replaced it. */
export function MediaFacts({ image }: { image: LibraryImage }) {
  const replaced = image.version > 1;
  const when = replaced ? image.updatedAt : image.createdAt;
  const who = replaced ? image.updatedBy : image.createdBy;
  return (
    <>
      <p className={styles.alt}>{image.alt}</p>
      <p className={styles.meta}>
        Picture {image.id} · {image.width} × {image.height} px
      </p>
      <p className={styles.credit}>
        {image.credit ? image.credit : <span className={styles.muted}>No credit given</span>}
        {image.licence && <span className={styles.licence}>Licence: {image.licence}</span>}
      </p>
      <p className={styles.meta}>
        {replaced ? "Replaced" : "Uploaded"}{" "}
        <time dateTime={when} title={fullDateTime(when)}>
          {shortDate(when)}
        </time>
        {who ? ` by ${who}` : ""}
      </p>
    </>
  );
}

/** The picture's lasting address in a read-only box (focus selects it) and a button that copies it. */
export function MediaAddress({ id }: { id: number }) {
  const [copied, setCopied] = useState<"yes" | "failed" | null>(null);
  const inputId = `media-${id}-address`;
  const url = libraryImageUrl(id);

  useEffect(() => {
    if (copied !== "yes") return;
    const timer = window.setTimeout(() => setCopied(null), 4000);
    return () => window.clearTimeout(timer);
  }, [copied]);

  async function copy() {
    try {
      await navigator.clipboard.writeText(url);
      setCopied("yes");
    } catch {
      setCopied("failed");
      const input = document.getElementById(inputId);
      if (input instanceof HTMLInputElement) input.select();
    }
  }

  return (
    <div className={styles.address}>
      <label htmlFor={inputId} className={styles.addressLabel}>
        Address<span className="visually-hidden"> of picture {id}</span>
      </label>
      <div className={styles.addressRow}>
        <input id={inputId} type="text" readOnly value={url} className={styles.addressInput} onFocus={(event) => event.currentTarget.select()} />
        <button type="button" className={styles.secondary} onClick={() => void copy()}>
          {copied === "yes" ? "Copied" : "Copy address"}
          <span className="visually-hidden"> of picture {id}</span>
        </button>
      </div>
      {copied === "failed" && <p className={styles.hint}>Copying was blocked: the address is selected, so press Ctrl+C (⌘C on a Mac).</p>}
    </div>
  );
}

const KIND_TEXT: Record<MediaUse["kind"], string> = { storyBody: "In the story", storyHero: "Hero image of", authorAvatar: "Portrait of", videoPoster: "Poster of the video" };

/** "Used in": each story or author that shows the picture, or "Not used yet". */
export function MediaUses({ id, uses }: { id: number; uses: MediaUse[] }) {
  const headingId = `media-${id}-uses`;
  return (
    <div className={styles.uses}>
      <p id={headingId} className={styles.usesTitle}>
        Used in
      </p>
      {uses.length === 0 ? (
        <p className={styles.muted}>Not used yet</p>
      ) : (
        <ul className={styles.usesList} aria-labelledby={headingId}>
          {uses.map((use) => (
            <li key={`${use.kind}-${use.href}`}>
              {KIND_TEXT[use.kind]} <Link href={use.href}>{use.label}</Link>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
