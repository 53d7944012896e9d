import Link from "next/link";
import { canonicalHref } from "@/lib/navigation";
import { BOX_TYPES } from "./BoxTypes";
import { Illustration } from "./Illustration";
import styles from "./BoxNote.module.css";

/** A one-paragraph reminder of the three boxes and the full-box rule, linking to the shop's guide. */
export function BoxNote() {
  return (
    <aside className={styles.note} aria-label="How boxes work">
      <Illustration name="box" className={styles.icon} />
      <p className={styles.text}>
        <strong>Drinks travel in full boxes:</strong>{" "}
        {BOX_TYPES.map((box, index) => {
          const last = index === BOX_TYPES.length - 1;
          return (
            <span key={box.key}>
              {last ? "and the " : "the "}
              {box.name} holds {box.count} {box.contents}
              {last ? ". " : "; "}
            </span>
          );
        })}
        Mix and match within each box; every box must be full before checkout.{" "}
        <Link href={`${canonicalHref("/shop")}#shop-boxes`}>More about boxes</Link>
      </p>
    </aside>
  );
}
