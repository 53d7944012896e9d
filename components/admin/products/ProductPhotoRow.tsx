"use client";
import { useId, useState } from "react";
import type { AdminProductPhoto } from "@/lib/media/contract";
import { checkPhotoAlt } from "@/lib/media/image-check";
import { photoHeightAt, photoUrl } from "@/lib/media/photo-urls";
import { PhotoAltInput } from "./PhotoAltInput";
import type { PhotoNotice } from "./use-product-photos";
import actions from "../Actions.styles";
import styles from "./ProductPhotos.styles";

interface ProductPhotoRowProps {
  photo: AdminProductPhoto;
  index: number;
  count: number;
  busy: boolean;
  notice: PhotoNotice | null;
  onSaveAlt: (alt: string) => Promise<boolean>;
  onMove: (by: -1 | 1) => Promise<boolean>;
  onDelete: () => Promise<boolean>;
}

/** One photo: its thumbnail, its alt text to edit, moves, and a delete that asks first. */
export function ProductPhotoRow({ photo, index, count, busy, notice, onSaveAlt, onMove, onDelete }: ProductPhotoRowProps) {
  const id = useId();
  const [alt, setAlt] = useState(photo.alt);
  const [problem, setProblem] = useState<string | null>(null);
  const [confirming, setConfirming] = useState(false);
  const error = problem ?? (notice?.kind === "error" ? notice.message : null);
  const label = `photo ${index + 1}`;

  async function saveAlt(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const check = checkPhotoAlt(alt);
    if (!check.ok) return setProblem(check.message);
    setProblem(null);
    await onSaveAlt(check.value);
  }

  return (
    <li className={styles.row} data-testid="photo-row">
      {/* eslint-disable-next-line @next/next/no-img-element -- the stored 320 px WebP size, already small */}
      <img src={photoUrl(photo.id, 320, "webp")} alt="" width={96} height={Math.round(photoHeightAt(photo, 96))} className={styles.thumb} />
      <div className={styles.rowBody}>
        <p className={styles.rowMeta}>
          {index === 0 ? "First: shown in listings" : `Photo ${index + 1}`} · {photo.width.toLocaleString("en-GB")} × {photo.height.toLocaleString("en-GB")} {photo.format.toUpperCase()}
        </p>
        <form onSubmit={saveAlt} className={styles.altForm} noValidate>
          <label htmlFor={`${id}-alt`}>Alt text for {label}</label>
          <div className={actions.fieldRow}>
            <PhotoAltInput
              id={`${id}-alt`}
              value={alt}
              className={actions.grow}
              onChange={(typed) => {
                setAlt(typed);
                setProblem(null);
              }}
              invalid={Boolean(error)}
              describedBy={error ? `${id}-error` : undefined}
            />
            <button type="submit" className={actions.secondary} disabled={busy || alt.trim() === photo.alt}>
              Save alt text
            </button>
          </div>
        </form>
        {error && (
          <p id={`${id}-error`} className={actions.error} role="alert">
            {error}
          </p>
        )}
        {notice?.kind === "done" && (
          <p className={actions.done} role="status">
            {notice.message}
          </p>
        )}
        <div className={actions.buttons}>
          <button type="button" className={actions.secondary} disabled={busy || index === 0} onClick={() => onMove(-1)} aria-label={`Move ${label} up`}>
            Move up
          </button>
          <button type="button" className={actions.secondary} disabled={busy || index === count - 1} onClick={() => onMove(1)} aria-label={`Move ${label} down`}>
            Move down
          </button>
          {!confirming && (
            <button type="button" className={actions.dangerOutline} disabled={busy} onClick={() => setConfirming(true)} aria-label={`Delete ${label}`}>
              Delete
            </button>
          )}
        </div>
        {confirming && (
          <div className={actions.confirm} role="group" aria-label={`Delete ${label}?`}>
            <p className={actions.warning}>Delete this photo? The shop stops showing it at once; this cannot be undone.</p>
            <div className={actions.buttons}>
              <button type="button" className={actions.danger} disabled={busy} onClick={async () => setConfirming(!(await onDelete()))}>
                Yes, delete it
              </button>
              <button type="button" className={actions.secondary} onClick={() => setConfirming(false)}>
                Keep it
              </button>
            </div>
          </div>
        )}
      </div>
    </li>
  );
}
