// A staff photo of a product, in WebP where the browser takes it and the original's format
// otherwise, each in every stored width so the browser picks the smallest that is sharp at the
// size `sizes` says it is shown. Width and height are set from the photo, so nothing shifts while
// it loads; the photo is fitted whole (a bottle's cap and base are never cropped).
import { photoHeightAt, photoSrcSet, photoUrl, photoWidths, type ProductPhoto } from "@/lib/media/photo-urls";
import styles from "./ProductPicture.module.css";

interface ProductPictureProps {
  photo: ProductPhoto;
  /** The CSS width the picture is shown at, for the browser's choice of size. */
  sizes: string;
  /** Empty when the picture only repeats a name written beside it. */
  alt: string;
  className?: string;
  priority?: boolean;
}

export function ProductPicture({ photo, sizes, alt, className, priority = false }: ProductPictureProps) {
  const fallbackWidth = photoWidths(photo.width).at(-1)!;
  return (
    <picture className={styles.frame}>
      {photo.format !== "webp" && <source type="image/webp" srcSet={photoSrcSet(photo, "webp")} sizes={sizes} />}
      {/* Not next/image: the sizes are made at upload (lib/server/media) and served immutable; its optimiser would only re-encode them. */}
      <img
        src={photoUrl(photo.id, fallbackWidth, photo.format)}
        srcSet={photoSrcSet(photo, photo.format)}
        sizes={sizes}
        alt={alt}
        width={fallbackWidth}
        height={photoHeightAt(photo, fallbackWidth)}
        className={`${className ?? ""} ${styles.photo}`}
        loading={priority ? "eager" : "lazy"}
        fetchPriority={priority ? "high" : undefined}
        decoding="async"
      />
    </picture>
  );
}
