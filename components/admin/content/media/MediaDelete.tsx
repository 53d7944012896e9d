"use client";
// A card's "Delete…" question: it takes focus as it opens; "Keep it" closes it. A picture that is
// used somewhere is never offered this (the card says why); should a use appear meanwhile, the
// server's refusal shows here.
import { useEffect, useRef, useState } from "react";
import type { LibraryImage } from "@/lib/media/library-contract";
import { deleteLibraryImage } from "@/lib/media/library-client";
import styles from "./MediaLibrary.styles";

interface MediaDeleteProps {
  image: LibraryImage;
  /** Every picture left, as the server answered. */
  onDeleted: (images: LibraryImage[]) => void;
  onKeep: () => void;
}

export function MediaDelete({ image, onDeleted, onKeep }: MediaDeleteProps) {
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const confirmRef = useRef<HTMLButtonElement>(null);

  useEffect(() => confirmRef.current?.focus(), []);

  async function confirm() {
    setBusy(true);
    setFailure(null);
    try {
      onDeleted(await deleteLibraryImage(image.id));
    } catch (error) {
      setBusy(false);
      setFailure(error instanceof Error ? error.message : "The picture could not be deleted; try again.");
      confirmRef.current?.focus();
    }
  }

  return (
    <div className={styles.confirm} role="group" aria-label={`Delete picture ${image.id}?`}>
      <p className={styles.question}>Delete this picture? This cannot be undone.</p>
      {failure && (
        <p className={styles.failure} role="alert">
          {failure}
        </p>
      )}
      <div className={styles.buttons}>
        <button type="button" ref={confirmRef} className={styles.danger} disabled={busy} onClick={() => void confirm()}>
          {busy ? "Deleting…" : "Delete"}
        </button>
        <button type="button" className={styles.secondary} disabled={busy} onClick={onKeep}>
          Keep it
        </button>
      </div>
    </div>
  );
}
