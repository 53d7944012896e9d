import Link from "next/link";
import { NAV_SECTIONS, SHOP_CATEGORY_LINKS, canonicalHref } from "@/lib/navigation";
import { Illustration } from "./Illustration";
import { SearchForm } from "./SearchForm";
import styles from "./NotFoundPanel.module.css";

const LINK_KEYS = ["home", "shop", "read"] as const;

/** The 404 page's content: a friendly heading, the way back, and a shop search. */
export function NotFoundPanel() {
  const links = LINK_KEYS.map((key) => NAV_SECTIONS.find((section) => section.key === key)).filter(
    (section) => section !== undefined,
  );
  return (
    <div className={styles.panel}>
      <div className={styles.art} aria-hidden="true">
        <span className={styles.code}>404</span>
        <Illustration name="wine" className={styles.glass} />
      </div>
      <h1 className={styles.title}>Page not found</h1>
      <p className={styles.text}>
        Sorry, we couldn&rsquo;t find that page. It may have moved, or the link may have a typo.
        Here are some good places to pick up from.
      </p>
      <nav aria-label="Helpful links" className={styles.nav}>
        <ul className={styles.links}>
          {links.map((section, index) => (
            <li key={section.key}>
              <Link
                href={canonicalHref(section.href)}
                className={`btn ${index === 0 ? "btn-cyan" : "btn-outline"}`}
              >
                {section.title}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      <div className={styles.search}>
        <SearchForm
          action={canonicalHref(SHOP_CATEGORY_LINKS.search.href)}
          label="Looking for a drink? Search the shop"
          placeholder="Try “rosé”, “lager” or “tonic”"
        />
      </div>
    </div>
  );
}
