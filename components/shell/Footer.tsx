// The site footer: a dark band with the site map, help links and legal small print.
import { ShellLink } from "./ShellLink";
import { SITE_NAME } from "@/lib/constants";
import { DEMO_DATA_NOTICE, demoDataEnabled } from "@/lib/demo-data";
import { ACCOUNT_LINKS, HELP_LINK, LEARN_COURSES, LEGAL_LINKS, NAV_SECTIONS, SHOP_CATEGORY_LINKS, canonicalHref } from "@/lib/navigation";
import { FIRST_PAINT_TARGET_ID } from "@/lib/layout";
import { Logo } from "./Logo";
import styles from "./Footer.module.css";

const columns = [
  { title: "Shop", links: Object.values(SHOP_CATEGORY_LINKS).map((l) => ({ ...l, label: l.label.charAt(0) + l.label.slice(1).toLowerCase() })) },
  { title: "Explore", links: NAV_SECTIONS.filter((s) => s.key !== "home" && s.key !== "shop").map((s) => ({ label: s.title, href: s.href })) },
  { title: "Learn", links: LEARN_COURSES.slice(0, 4) },
  { title: "Your account", links: [ACCOUNT_LINKS.overview, ACCOUNT_LINKS.orders, ACCOUNT_LINKS.favourites, ACCOUNT_LINKS.addresses, ACCOUNT_LINKS.signIn] },
];

export function Footer() {
  return (
    <footer id={FIRST_PAINT_TARGET_ID} className={styles.footer}>
      <div className={styles.inner}>
        <div className={styles.brand}>
          <Logo className={styles.logo} />
          <p>Alcohol-free wines, beers, spirits and more, packed into full boxes and delivered fast across the UK.</p>
          <p className={styles.help}>
            Need support with drinking?{" "}
            <a href="https://www.drinkaware.co.uk/" rel="noopener noreferrer" target="_blank">
              Drinkaware
            </a>{" "}
            offers free, confidential advice.
          </p>
        </div>
        {columns.map((column) => (
          <nav key={column.title} aria-label={`Footer: ${column.title}`} className={styles.column}>
            <h2 className={styles.heading}>{column.title}</h2>
            <ul>
              {column.links.map((link) => (
                <li key={link.href}>
                  <ShellLink href={canonicalHref(link.href)}>
                    {link.label}
                  </ShellLink>
                </li>
              ))}
            </ul>
          </nav>
        ))}
      </div>
      <div className={styles.legal}>
        {demoDataEnabled() && (
          <p className={styles.demoNotice} data-testid="demo-data-notice">
            {DEMO_DATA_NOTICE}
          </p>
        )}
        <div className={styles.legalInner}>
          <span>© {new Date().getFullYear()} {SITE_NAME}. Prices include VAT. Drinks up to 0.5% ABV.</span>
          <span className={styles.legalLinks}>
            <ShellLink href={HELP_LINK.href}>{HELP_LINK.label}</ShellLink>
            <ShellLink href={LEGAL_LINKS.terms.href}>{LEGAL_LINKS.terms.label}</ShellLink>
            <ShellLink href={LEGAL_LINKS.returns.href}>{LEGAL_LINKS.returns.label}</ShellLink>
            <ShellLink href={LEGAL_LINKS.privacy.href}>{LEGAL_LINKS.privacy.label}</ShellLink>
            <ShellLink href={LEGAL_LINKS.cookies.href}>{LEGAL_LINKS.cookies.label}</ShellLink>
          </span>
        </div>
      </div>
    </footer>
  );
}
