"use client";
// The mobile drawer's sections: READ with its featured finds, LISTEN, LEARN with its courses and the
// shop with its category groups expand in place; the other sections are plain links.
import { ShellLink } from "./ShellLink";
import { useId, useState } from "react";
import {
  FEATURED_FINDS,
  LEARN_COURSES,
  NAV_SECTIONS,
  SHOP_CATEGORY_LINKS,
  SHOP_DRAWER_GROUPS,
  canonicalHref,
  type NavLink,
  type NavMenuGroup,
  type NavSection,
} from "@/lib/navigation";
import { ChevronDownIcon } from "./icons";
import styles from "./MobileDrawer.module.css";

interface DrawerGroupData {
  title: string;
  links: NavLink[];
  groups: NavMenuGroup[];
}

function drawerGroupFor(section: NavSection, signedIn: boolean): DrawerGroupData | null {
  const home: NavLink = { label: `${section.title} home`, href: section.href };
  switch (section.key) {
    case "read":
      return { title: section.label, links: section.subLinks, groups: [FEATURED_FINDS] };
    case "listen":
      return { title: section.label, links: section.subLinks.filter((l) => signedIn || !l.signedInOnly), groups: [] };
    case "learn":
      return { title: section.label, links: [home, ...LEARN_COURSES], groups: [] };
    case "shop":
      return { title: section.label, links: [home, { label: "Search the shop", href: SHOP_CATEGORY_LINKS.search.href }], groups: SHOP_DRAWER_GROUPS };
    default:
      return null;
  }
}

export function DrawerNav({ signedIn }: { signedIn: boolean }) {
  return (
    <nav aria-label="Mobile" className={styles.nav}>
      <ul className={styles.sections}>
        {NAV_SECTIONS.map((section) => {
          const group = drawerGroupFor(section, signedIn);
          return (
            <li key={section.key} className={styles.section}>
              {group ? (
                <Expandable title={group.title} level={1}>
                  <LinkList links={group.links} />
                  {group.groups.map((sub) => (
                    <Expandable key={sub.link.href} title={sub.link.label} level={2}>
                      <LinkList links={sub.items} />
                    </Expandable>
                  ))}
                </Expandable>
              ) : (
                <ShellLink href={canonicalHref(section.href)} className={styles.sectionLink}>
                  {section.label}
                </ShellLink>
              )}
            </li>
          );
        })}
      </ul>
    </nav>
  );
}

function Expandable({ title, level, children }: { title: string; level: 1 | 2; children: React.ReactNode }) {
  const [expanded, setExpanded] = useState(false);
  const id = useId();
  return (
    <div className={level === 1 ? styles.group : styles.subGroup}>
      <button
        type="button"
        className={level === 1 ? styles.groupButton : styles.subGroupButton}
        aria-expanded={expanded}
        aria-controls={id}
        onClick={() => setExpanded((value) => !value)}
      >
        {title}
        <ChevronDownIcon size={20} className={expanded ? styles.chevronOpen : styles.chevron} />
      </button>
      <div id={id} hidden={!expanded} className={styles.groupBody}>
        {children}
      </div>
    </div>
  );
}

function LinkList({ links }: { links: NavLink[] }) {
  return (
    <ul className={styles.links}>
      {links.map((link) => (
        <li key={`${link.href}-${link.label}`}>
          <ShellLink href={canonicalHref(link.href)}>
            {link.label}
          </ShellLink>
        </li>
      ))}
    </ul>
  );
}
