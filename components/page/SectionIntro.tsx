import { NavLinkList } from "./NavLinkList";
import { SignedInLinks } from "./SignedInLinks";
import type { ReactNode } from "react";
import { NAV_SECTIONS, canonicalHref, type NavSection } from "@/lib/navigation";
import type { Crumb } from "./Breadcrumbs";
import { PageHeader } from "./PageHeader";
import styles from "./SectionIntro.module.css";

interface SectionIntroProps {
  /** The main-navigation section this page belongs to (lib/navigation.ts). */
  section: NavSection["key"];
  /** The page's <h1>; the section's own label (READ, SHOP …) when omitted. */
  title?: ReactNode;
  eyebrow?: string;
  standfirst: ReactNode;
  /** This page's path, so its sub-link is marked as the current page. */
  current?: string;
  breadcrumbs?: Crumb[];
  actions?: ReactNode;
  /** Show the section's sub-links; SHOP turns it off because its secondary bar is always on. */
  subNav?: boolean;
}

/**
 * A section landing header: eyebrow, the section title as the page's single <h1>, a standfirst
 * and the section's sub-navigation from NAV_SECTIONS. Signed-in-only links (My Podcasts) are added
 * in the browser once it knows the visitor is signed in (SignedInLinks).
 */
export function SectionIntro({
  section: key,
  title,
  eyebrow,
  standfirst,
  current,
  breadcrumbs,
  actions,
  subNav = true,
}: SectionIntroProps) {
  const section = NAV_SECTIONS.find((candidate) => candidate.key === key);
  if (!section) throw new Error(`Unknown navigation section: ${key}`);
  const links = subNav ? section.subLinks.filter((link) => !link.signedInOnly) : [];
  const currentHref = current ? canonicalHref(current) : undefined;
  const signedInLinks = (subNav ? section.subLinks.filter((link) => link.signedInOnly) : []).map((link) => ({
    label: link.label,
    href: canonicalHref(link.href),
    current: canonicalHref(link.href) === currentHref,
  }));

  return (
    <PageHeader
      eyebrow={eyebrow}
      title={title ?? section.label}
      standfirst={standfirst}
      breadcrumbs={breadcrumbs}
      actions={actions}
    >
      {links.length > 0 ? (
        <nav aria-label={`${section.title} pages`} className={styles.subnav}>
          <NavLinkList links={links} current={current} className={styles.list} linkClassName={styles.link} currentClassName={styles.current}>
            {signedInLinks.length > 0 && <SignedInLinks links={signedInLinks} linkClassName={styles.link} currentClassName={styles.current} />}
          </NavLinkList>
        </nav>
      ) : null}
    </PageHeader>
  );
}
