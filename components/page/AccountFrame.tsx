import type { ReactNode } from "react";
import { ACCOUNT_NAV } from "@/lib/navigation";
import { NavLinkList } from "./NavLinkList";
import { PageHeader } from "./PageHeader";
import { PageLayout } from "./PageLayout";
import styles from "./AccountFrame.module.css";

interface AccountFrameProps {
  /** This page's path, to mark its link as current. */
  current: string;
  title: string;
  standfirst?: ReactNode;
  children: ReactNode;
}

/** The account pages' frame: a small sub-nav (ACCOUNT_NAV: Overview, Orders, Addresses, …) beside the page. */
export function AccountFrame({ current, title, standfirst, children }: AccountFrameProps) {
  return (
    <PageLayout variant="wide">
      <div className={styles.frame}>
        <nav aria-label="Account" className={styles.nav}>
          <p className={styles.navTitle} aria-hidden="true">
            Your account
          </p>
          <NavLinkList links={ACCOUNT_NAV} current={current} className={styles.list} linkClassName={styles.link} currentClassName={styles.current} />
        </nav>
        <div className={styles.content}>
          <PageHeader eyebrow="Your account" title={title} standfirst={standfirst} />
          {children}
        </div>
      </div>
    </PageLayout>
  );
}
