import Link from "next/link";
import { penceText } from "@/lib/cart/money";
import type { FavouriteItem } from "@/lib/favourites/contract";
import { StockBadge } from "@/components/shop/StockBadge";
import { productHref } from "@/components/shop/ProductCard";
import styles from "./FavouritesList.module.css";

/** One favourite: picture, brand, name (a link to the product), price with VAT, stock and Remove. */
export function FavouriteRow({ item, onRemove }: { item: FavouriteItem; onRemove: () => void }) {
  const { product } = item;
  return (
    <li className={styles.row} data-testid="favourite-row">
      {/* eslint-disable-next-line @next/next/no-img-element -- small generated SVGs need no optimiser */}
      <img src={product.imageUrl} alt="" width={96} height={96} className={styles.image} loading="lazy" decoding="async" />
      <div className={styles.text}>
        <p className={styles.brand}>{product.brand}</p>
        <p className={styles.name}>
          <Link href={productHref(product.slug)}>{product.name}</Link>
        </p>
        <p className={styles.meta}>
          <span className={styles.price}>
            £{penceText(product.pricePence)}
            <span className="visually-hidden"> including VAT</span>
          </span>
          <StockBadge stock={product.stock} lowStockThreshold={product.lowStockThreshold} />
        </p>
      </div>
      <button type="button" className={`btn btn-outline ${styles.remove}`} onClick={onRemove}>
        Remove<span className="visually-hidden"> {`${product.brand} ${product.name}`} from favourites</span>
      </button>
    </li>
  );
}
