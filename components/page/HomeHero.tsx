import Link from "next/link";
import { canonicalHref, NAV_SECTIONS } from "@/lib/navigation";
import { Illustration } from "./Illustration";
import { SHOP_CATEGORIES } from "@/lib/copy/shop";
import styles from "./HomeHero.module.css";
import tones from "./tones.module.css";

const shopHref = canonicalHref(NAV_SECTIONS.find((section) => section.key === "shop")?.href ?? "/shop");

/** The home page's hero: headline, standfirst, the two calls to action and a mosaic of the range. */
export function HomeHero() {
  return (
    <section className={styles.hero} aria-labelledby="home-title">
      <div className={styles.text}>
        <p className={styles.eyebrow}>Alcohol-free drinks, delivered</p>
        <h1 id="home-title" className={styles.title}>
          Raise a glass. <span className={styles.accent}>Skip the alcohol.</span>
        </h1>
        <p className={styles.standfirst}>
          Wines, beers, ciders, cocktails and spirits with all the flavour, at 0.5% ABV or less,
          packed in mixed boxes and sent straight to your door. Plus stories, podcasts and courses
          for anyone drinking less, or not at all.
        </p>
        <div className={styles.actions}>
          <Link href={shopHref} className="btn btn-cyan">
            Shop the range
          </Link>
          <a href="#how-boxes-work" className="btn btn-outline">
            How boxes work
          </a>
        </div>
      </div>
      <div className={styles.mosaic} aria-hidden="true">
        {SHOP_CATEGORIES.map((category) => (
          <div key={category.key} className={`${styles.tile} ${tones[category.tone]}`}>
            <Illustration name={category.illustration} />
          </div>
        ))}
      </div>
    </section>
  );
}
