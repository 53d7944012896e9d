import Link from "next/link";
import type { ReactNode } from "react";
import { ACCOUNT_LINKS, canonicalHref } from "@/lib/navigation";
import { PageHeader } from "./PageHeader";
import { PageLayout } from "./PageLayout";
import styles from "./AccountFrame.module.css";

const ACCOUNT_NAV = [ACCOUNT_LINKS.overview, ACCOUNT_LINKS.orders, ACCOUNT_LINKS.addresses, ACCOUNT_LINKS.favourites, ACCOUNT_LINKS.reviews, ACCOUNT_LINKS.privacy];

interface AccountFrameProps {
  /** This page's path, to mark its link as current. */
  current: string;
  title: string;
  standfirst?: ReactNode;
  children: ReactNode;
}

/** The account pages' frame: a small sub-nav (Overview, Orders, Addresses) beside the page. */
export function AccountFrame({ current, title, standfirst, children }: AccountFrameProps) {
  const currentHref = canonicalHref(current);
  return (
    <PageLayout variant="wide">
      <div className={styles.frame}>
        <nav aria-label="Account" className={styles.nav}>
          <p className={styles.navTitle} aria-hidden="true">
            Your account
          </p>
          <ul className={styles.list}>
            {ACCOUNT_NAV.map((link) => {
              const href = canonicalHref(link.href);
              const isCurrent = href === currentHref;
              return (
                <li key={link.href}>
                  <Link
                    href={href}
                    className={`${styles.link} ${isCurrent ? styles.current : ""}`}
                    aria-current={isCurrent ? "page" : undefined}
                  >
                    {link.label}
                  </Link>
                </li>
              );
            })}
          </ul>
        </nav>
        <div className={styles.content}>
          <PageHeader eyebrow="Your account" title={title} standfirst={standfirst} />
          {children}
        </div>
      </div>
    </PageLayout>
  );
}
