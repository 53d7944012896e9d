// Every staff photo of a product on its page, in staff's order: the first large (the listings'
// picture too), the others below it, each with the alt text staff wrote.
import type { ProductPhoto } from "@/lib/media/photo-urls";
import { ProductPicture } from "./ProductPicture";
import styles from "./ProductGallery.module.css";

/** The main picture fills the page's first column: half the width from a tablet up, all of it below. */
const MAIN_SIZES = "(min-width: 1400px) 640px, (min-width: 900px) 50vw, 100vw";
const MORE_SIZES = "(min-width: 1400px) 200px, (min-width: 900px) 16vw, 33vw";

export function ProductGallery({ photos }: { photos: ProductPhoto[] }) {
  const [main, ...more] = photos;
  return (
    <div className={styles.gallery} data-testid="product-photos">
      <ProductPicture photo={main} alt={main.alt} sizes={MAIN_SIZES} className={styles.main} priority />
      {more.length > 0 && (
        <ul className={styles.more}>
          {more.map((photo) => (
            <li key={photo.id}>
              <ProductPicture photo={photo} alt={photo.alt} sizes={MORE_SIZES} className={styles.thumb} />
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
