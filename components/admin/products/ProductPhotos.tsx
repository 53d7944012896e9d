"use client";
import { MAX_PHOTOS_PER_PRODUCT } from "@/lib/media/limits";
import { Panel } from "../Panel";
import { ProductPhotoRow } from "./ProductPhotoRow";
import { ProductPhotoUpload } from "./ProductPhotoUpload";
import { useProductPhotos } from "./use-product-photos";
import styles from "./ProductPhotos.styles";

/**
 * The product page's photos panel: upload with alt text, then each photo with its alt text to
 * edit, moves up and down (the first is the listings' picture) and a delete that asks first.
 * Without photos the shop shows the product's generated illustration.
 */
export function ProductPhotos({ slug }: { slug: string }) {
  const { photos, loadError, busy, notice, upload, saveAlt, remove, move } = useProductPhotos(slug);
  const count = photos?.length ?? 0;
  return (
    <Panel id="photos" title="Photos" aside={photos ? `${count} of ${MAX_PHOTOS_PER_PRODUCT}` : undefined}>
      <div className={styles.panel} aria-busy={busy || !photos}>
        {loadError && (
          <p className={styles.error} role="alert">
            {loadError}
          </p>
        )}
        {photos && count === 0 && <p className={styles.empty}>No photos yet: the shop shows this product&apos;s drawn illustration.</p>}
        {photos && count > 0 && (
          <ol className={styles.list} aria-label="Photos in shop order">
            {photos.map((photo, index) => (
              <ProductPhotoRow
                key={photo.id}
                photo={photo}
                index={index}
                count={count}
                busy={busy}
                notice={notice?.photoId === photo.id ? notice : null}
                onSaveAlt={(alt) => saveAlt(photo.id, alt)}
                onMove={(by) => move(photo.id, by)}
                onDelete={() => remove(photo.id)}
              />
            ))}
          </ol>
        )}
        {!photos && !loadError && <p className={styles.empty}>Loading photos…</p>}
        {photos && <ProductPhotoUpload busy={busy} full={count >= MAX_PHOTOS_PER_PRODUCT} notice={notice?.photoId === null ? notice : null} onUpload={upload} />}
      </div>
    </Panel>
  );
}
