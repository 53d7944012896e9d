"use client";
import Link from "next/link";
import { usePathname } from "next/navigation";
import { type BackOfficeRole, sectionsFor } from "@/lib/admin/roles";
import styles from "./AdminShell.styles";

/**
 * The sections the viewer's roles open (lib/admin/roles.ts): the shop's for staff, the newsroom
 * for an editor, both for an account that is both; the section being viewed is marked
 * (aria-current="page"). Only a guide: every page and API route checks the role itself.
 */
export function AdminNav({ roles }: { roles: readonly BackOfficeRole[] }) {
  const pathname = usePathname() ?? "";
  const sections = sectionsFor(roles);
  if (sections.length === 0) return null;
  return (
    <nav aria-label="Back office" className={styles.nav}>
      <ul className={styles.navList}>
        {sections.map((section) => {
          const current = section.match(pathname);
          return (
            <li key={section.href}>
              <Link href={section.href} className={styles.navLink} aria-current={current ? "page" : undefined}>
                {section.label}
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
