import Link from "next/link";
import { Illustration } from "@/components/page/Illustration";
import { SHOP_CATEGORY_LINKS, canonicalHref } from "@/lib/navigation";
import styles from "./CheckoutStates.module.css";

const SECTIONS = [
  { label: "Wines", href: SHOP_CATEGORY_LINKS.wines.href },
  { label: "Beers", href: SHOP_CATEGORY_LINKS.beers.href },
  { label: "Ciders", href: SHOP_CATEGORY_LINKS.ciders.href },
  { label: "Cocktails", href: SHOP_CATEGORY_LINKS.cocktails.href },
  { label: "Spirits", href: SHOP_CATEGORY_LINKS.spirits.href },
  { label: "Soft drinks & mixers", href: SHOP_CATEGORY_LINKS.softDrinks.href },
];

/** Checkout with nothing in the basket: say so kindly and point at the shop. */
export function CheckoutEmpty() {
  return (
    <section className={styles.panel} aria-labelledby="checkout-empty-title" data-testid="checkout-empty">
      <Illustration name="box" className={styles.art} />
      <h2 id="checkout-empty-title" className={styles.title}>
        Your basket is empty
      </h2>
      <p className={styles.text}>
        Fill a box with alcohol-free wines, beers, spirits and more, and come back here to choose delivery and place your order.
      </p>
      <div className={styles.actions}>
        <Link href={canonicalHref("/shop")} className="btn btn-cyan">
          Start shopping
        </Link>
      </div>
      <nav aria-label="Shop by drink" className={styles.sections}>
        <ul>
          {SECTIONS.map((section) => (
            <li key={section.href}>
              <Link href={canonicalHref(section.href)}>{section.label}</Link>
            </li>
          ))}
        </ul>
      </nav>
    </section>
  );
}
