"use client";
import { useId, useRef, useState } from "react";
import { checkPhotoAlt, checkPhotoBytes, photoTooLargeMessage } from "@/lib/media/image-check";
import { MAX_ALT_LENGTH, MAX_PHOTO_BYTES, MAX_PHOTOS_PER_PRODUCT, MIN_ALT_LENGTH, MIN_PHOTO_SHORT_SIDE } from "@/lib/media/limits";
import { PhotoAltInput } from "./PhotoAltInput";
import type { PhotoNotice } from "./use-product-photos";
import actions from "../Actions.styles";
import styles from "./ProductPhotos.styles";

/** The file's first bytes, where its type is written (FileReader: every browser and jsdom have it). */
function firstBytes(file: File): Promise<Uint8Array> {
  return new Promise((resolve) => {
    const reader = new FileReader();
    reader.onload = () => resolve(new Uint8Array(reader.result as ArrayBuffer));
    // Unreadable here: let the server judge the whole file.
    reader.onerror = () => resolve(Uint8Array.from([0xff, 0xd8, 0xff]));
    reader.readAsArrayBuffer(file.slice(0, 64));
  });
}

interface ProductPhotoUploadProps {
  busy: boolean;
  /** The product has the most photos it may have. */
  full: boolean;
  notice: PhotoNotice | null;
  onUpload: (file: File, alt: string) => Promise<boolean>;
}

/**
 * Choose a photo and say what it shows. The same checks as the server run first (size, type by
 * the file's first bytes, alt text) so most refusals need no round trip; the server still judges
 * everything, and its sentence shows here too.
 */
export function ProductPhotoUpload({ busy, full, notice, onUpload }: ProductPhotoUploadProps) {
  const id = useId();
  const form = useRef<HTMLFormElement>(null);
  const [file, setFile] = useState<File | null>(null);
  const [alt, setAlt] = useState("");
  const [problem, setProblem] = useState<string | null>(null);
  const error = problem ?? (notice?.kind === "error" ? notice.message : null);

  async function submit(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!file) return setProblem("Choose a photo to upload.");
    if (file.size > MAX_PHOTO_BYTES) return setProblem(photoTooLargeMessage(file.size));
    const type = checkPhotoBytes(await firstBytes(file));
    if (!type.ok) return setProblem(type.message);
    const altCheck = checkPhotoAlt(alt);
    if (!altCheck.ok) return setProblem(altCheck.message);
    setProblem(null);
    if (await onUpload(file, altCheck.value)) {
      form.current?.reset();
      setFile(null);
      setAlt("");
    }
  }

  return (
    <form ref={form} onSubmit={submit} className={`${actions.form} ${styles.upload}`} aria-busy={busy} noValidate data-testid="photo-upload">
      <h3 className={styles.uploadTitle}>Add a photo</h3>
      <div className={actions.field}>
        <label htmlFor={`${id}-file`}>Photo (JPEG, PNG or WebP)</label>
        <input
          id={`${id}-file`}
          type="file"
          accept="image/jpeg,image/png,image/webp"
          disabled={full}
          onChange={(event) => {
            setFile(event.target.files?.[0] ?? null);
            setProblem(null);
          }}
          aria-invalid={error ? true : undefined}
          aria-describedby={`${id}-file-hint${error ? ` ${id}-error` : ""}`}
        />
        <p id={`${id}-file-hint`} className={actions.hint}>
          Up to {MAX_PHOTO_BYTES / (1024 * 1024)} MB and at least {MIN_PHOTO_SHORT_SIDE} pixels on the shorter side. Camera details and location are removed.
        </p>
      </div>
      <div className={actions.field}>
        <label htmlFor={`${id}-alt`}>Alt text: what the photo shows</label>
        <PhotoAltInput
          id={`${id}-alt`}
          value={alt}
          disabled={full}
          onChange={(typed) => {
            setAlt(typed);
            setProblem(null);
          }}
          invalid={Boolean(error)}
          describedBy={`${id}-alt-hint${error ? ` ${id}-error` : ""}`}
        />
        <p id={`${id}-alt-hint`} className={actions.hint}>
          Required, {MIN_ALT_LENGTH}-{MAX_ALT_LENGTH} characters, read to shoppers who cannot see the photo (for example &quot;The can from the front, with its blue label&quot;).
        </p>
      </div>
      {error && (
        <p id={`${id}-error`} className={actions.error} role="alert" data-testid="photo-upload-error">
          {error}
        </p>
      )}
      {full && <p className={actions.hint}>This product has {MAX_PHOTOS_PER_PRODUCT} photos, the most it can have: delete one to add another.</p>}
      <div className={actions.buttons}>
        <button type="submit" className={actions.primary} disabled={busy || full}>
          Upload photo
        </button>
        <p className={notice?.kind === "done" ? actions.done : "visually-hidden"} role="status">
          {notice?.kind === "done" ? notice.message : ""}
        </p>
      </div>
    </form>
  );
}
