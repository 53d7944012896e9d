"use client";
// The newsroom's media library (/admin/content/media): "Add a picture", then every picture as a
// card, newest first, with a filter. The list is held here and every change is applied from the
// server's answer (the picture added or changed, or the pictures left after a delete): no reload.
import { useRef, useState } from "react";
import { useFocusNext } from "@/components/forms/use-focus-next";
import type { LibraryImage } from "@/lib/media/library-contract";
import { Panel } from "../../Panel";
import { MediaCard } from "./MediaCard";
import { MediaUploadForm } from "./MediaUploadForm";
import styles from "./MediaLibrary.styles";

const pictures = (count: number) => (count === 1 ? "1 picture" : `${count} pictures`);

/** Pictures whose alt text, credit or licence holds every word typed, in any case. */
export function filterImages(images: LibraryImage[], query: string): LibraryImage[] {
  const words = query.toLocaleLowerCase("en-GB").split(/\s+/).filter(Boolean);
  if (words.length === 0) return images;
  return images.filter((image) => {
    const text = `${image.alt} ${image.credit} ${image.licence}`.toLocaleLowerCase("en-GB");
    return words.every((word) => text.includes(word));
  });
}

export function MediaLibrary({ images: initial }: { images: LibraryImage[] }) {
  const [images, setImages] = useState(initial);
  const [query, setQuery] = useState("");
  const [status, setStatus] = useState("");
  const statusRef = useRef<HTMLParagraphElement>(null);
  const focusNext = useFocusNext({ status: statusRef });
  const shown = filterImages(images, query);
  const filtering = query.trim() !== "";

  const added = (image: LibraryImage) => {
    setStatus("");
    setImages((current) => [image, ...current.filter((other) => other.id !== image.id)]);
  };
  const changed = (image: LibraryImage) => {
    setStatus("");
    setImages((current) => current.map((other) => (other.id === image.id ? image : other)));
  };
  const deleted = (left: LibraryImage[]) => {
    setImages(left);
    setStatus("Picture deleted.");
    focusNext("status");
  };

  return (
    <div className={styles.stack}>
      <Panel id="media-upload" title="Add a picture">
        <MediaUploadForm onAdded={added} />
      </Panel>
      <Panel id="media-pictures" title="Pictures">
        <div className={styles.toolbar}>
          <div className={styles.filter}>
            <label htmlFor="media-filter" className={styles.filterLabel}>
              Find pictures
            </label>
            <input id="media-filter" type="search" className={styles.input} value={query} onChange={(event) => setQuery(event.target.value)} aria-describedby="media-filter-hint" autoComplete="off" />
            <p id="media-filter-hint" className={styles.hint}>
              By alt text, credit or licence.
            </p>
          </div>
          <p className={styles.count} aria-live="polite" data-testid="media-count">
            {filtering ? `${shown.length} of ${pictures(images.length)}` : pictures(images.length)}
          </p>
        </div>
        <p ref={statusRef} className={status ? styles.done : "visually-hidden"} role="status" tabIndex={-1}>
          {status}
        </p>
        {images.length === 0 && <p className={styles.empty}>No pictures yet. Add the first one above.</p>}
        {images.length > 0 && shown.length === 0 && <p className={styles.empty}>No picture&apos;s alt text, credit or licence matches &ldquo;{query.trim()}&rdquo;.</p>}
        {shown.length > 0 && (
          <ul className={styles.grid} aria-label={filtering ? "Pictures found" : "Pictures, newest first"}>
            {shown.map((image) => (
              <MediaCard key={image.id} image={image} onChanged={changed} onDeleted={deleted} />
            ))}
          </ul>
        )}
      </Panel>
    </div>
  );
}
