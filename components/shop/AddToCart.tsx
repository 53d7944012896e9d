"use client";
// Add to basket: on product pages with a pack choice and quantity, on product cards as one tap
// for a single bottle or can. The cart store does the rest (line matching, totals, sync).
import { useId, useState } from "react";
import type { AddToCartProduct } from "@/lib/catalogue/cart-product";
import type { PackOption } from "@/lib/catalogue/types";
import { MAX_LINE_QUANTITY } from "@/lib/cart/sync-contract";
import { afterNextPaint } from "@/lib/after-next-paint";
import { useCartStore } from "@/stores/cart";
import styles from "./AddToCart.module.css";
import { poundsText } from "@/lib/cart/money";

export function packLabel(pack: Pick<PackOption, "kind" | "quantity">, container: string): string {
  if (pack.kind === "single") return `Single ${container}`;
  return pack.kind === "case" ? `Case of ${pack.quantity}` : `${pack.quantity}-pack`;
}

export function AddToCart({ product, compact = false }: { product: AddToCartProduct; compact?: boolean }) {
  const addItem = useCartStore((state) => state.addItem);
  const [packIndex, setPackIndex] = useState(0);
  const [quantity, setQuantity] = useState(1);
  const id = useId();
  const inStock = product.stock > 0;

  const add = () => {
    const pack = product.packs[packIndex];
    // The basket's update (totals, the mini basket opening, its notice) is the heavy part of a tap:
    // it follows the button's own paint instead of holding it (lib/after-next-paint.ts).
    afterNextPaint(() =>
      addItem({
        productSKU: product.sku,
        productName: product.name,
        sizeMl: product.sizeMl,
        unitGrossPence: pack.pricePence,
        isVatable: product.isVatable,
        multipackSKU: pack.multipackSku,
        multipackQuantity: pack.quantity,
        quantity,
        abv: product.abv,
      }),
    );
    setQuantity(1);
  };

  if (compact) {
    return (
      <div className={styles.compact}>
        <button type="button" className="btn btn-cyan" disabled={!inStock} onClick={add} aria-label={inStock ? `Add ${product.name} to basket` : `${product.name} is out of stock`}>
          {inStock ? "Add to basket" : "Out of stock"}
        </button>
      </div>
    );
  }

  return (
    <form
      className={styles.full}
      onSubmit={(event) => {
        event.preventDefault();
        add();
      }}
    >
      {product.packs.length > 1 && (
        <fieldset className={styles.packs}>
          <legend className={styles.legend}>Pack options</legend>
          {product.packs.map((pack, index) => (
            <label key={pack.multipackSku ?? "single"} className={styles.pack}>
              <input type="radio" name={`${id}-pack`} checked={packIndex === index} onChange={() => setPackIndex(index)} />
              <span className={styles.packName}>{packLabel(pack, product.container)}</span>
              <span className={styles.packPrice}>
                {poundsText(pack.pricePence)}
                {pack.quantity > 1 && <span className={styles.unit}> ({poundsText(Math.round(pack.pricePence / pack.quantity))} each)</span>}
              </span>
            </label>
          ))}
        </fieldset>
      )}
      <div className={styles.row}>
        <div className={styles.stepper} role="group" aria-label="Quantity">
          <button type="button" onClick={() => setQuantity((q) => Math.max(1, q - 1))} aria-label="One fewer" disabled={quantity <= 1}>
            −
          </button>
          <input
            id={`${id}-qty`}
            type="number"
            inputMode="numeric"
            min={1}
            max={MAX_LINE_QUANTITY}
            value={quantity}
            aria-label="Quantity"
            onChange={(event) => setQuantity(Math.min(MAX_LINE_QUANTITY, Math.max(1, Math.trunc(Number(event.target.value)) || 1)))}
          />
          <button type="button" onClick={() => setQuantity((q) => Math.min(MAX_LINE_QUANTITY, q + 1))} aria-label="One more">
            +
          </button>
        </div>
        <button type="submit" className="btn btn-pink" disabled={!inStock}>
          {inStock ? "Add to basket" : "Out of stock"}
        </button>
      </div>
    </form>
  );
}
