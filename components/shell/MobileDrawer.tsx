"use client";
// The mobile drawer: full screen, 500 ms fade, expandable groups, READ featured finds,
// LEARN's courses and the shop's category groups each with an All entry. Tapping a link closes the
// drawer and the chat. Loaded only when first opened, so framer-motion stays off the first visit.
import Link from "next/link";
import { AnimatePresence, MotionConfig, motion } from "framer-motion";
import { useEffect, useId, useRef, useState } from "react";
import { ADMIN_PATH } from "@/lib/admin/contract";
import { tokenHasStaffClaim } from "@/lib/auth/claims";
import { MOBILE_DRAWER_FADE_MS } from "@/lib/constants";
import {
  ACCOUNT_LINKS,
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
import { useChatStore } from "@/stores/chat";
import { useUiStore } from "@/stores/ui";
import { useUserStore } from "@/stores/user";
import { Logo } from "./Logo";
import { ChevronDownIcon, CloseIcon } from "./icons";
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

export default function MobileDrawer() {
  const open = useUiStore((state) => state.isDrawerOpen);
  const closeDrawer = useUiStore((state) => state.closeDrawer);
  const closeChat = useChatStore((state) => state.closeChat);
  const status = useUserStore((state) => state.userStatus);
  const closeRef = useRef<HTMLButtonElement>(null);
  const signedIn = status === "loggedIn";
  const token = useUserStore((state) => state.token);
  const staff = signedIn && tokenHasStaffClaim(token);

  useEffect(() => {
    if (!open) return;
    closeRef.current?.focus();
    const onKey = (event: KeyboardEvent) => event.key === "Escape" && closeDrawer();
    const { overflow } = document.body.style;
    document.body.style.overflow = "hidden";
    window.addEventListener("keydown", onKey);
    return () => {
      document.body.style.overflow = overflow;
      window.removeEventListener("keydown", onKey);
    };
  }, [open, closeDrawer]);

  // Any link tapped inside the drawer closes the drawer and the chat.
  const onNavigate = (event: React.MouseEvent) => {
    if ((event.target as HTMLElement).closest("a")) {
      closeDrawer();
      closeChat();
    }
  };

  return (
    <MotionConfig reducedMotion="user">
      <AnimatePresence>
        {open && (
          <motion.div
            key="drawer"
            className={styles.drawer}
            role="dialog"
            aria-modal="true"
            aria-label="Site menu"
            data-testid="mobile-drawer"
            initial={{ opacity: 0 }}
            animate={{ opacity: 1 }}
            exit={{ opacity: 0 }}
            transition={{ duration: MOBILE_DRAWER_FADE_MS / 1000 }}
            onClick={onNavigate}
          >
            <div className={styles.top}>
              <Link href="/" className={styles.logoLink}>
                <Logo className={styles.logo} />
              </Link>
              <button ref={closeRef} type="button" className={styles.close} aria-label="Close menu" onClick={closeDrawer}>
                <CloseIcon size={26} />
              </button>
            </div>
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
                        <Link href={canonicalHref(section.href)} className={styles.sectionLink}>
                          {section.label}
                        </Link>
                      )}
                    </li>
                  );
                })}
              </ul>
            </nav>
            <div className={styles.footer}>
              {signedIn ? (
                <>
                  <Link href={ACCOUNT_LINKS.signOut.href} className="btn btn-outline">
                    {ACCOUNT_LINKS.signOut.label}
                  </Link>
                  <Link href={ACCOUNT_LINKS.overview.href} className="btn btn-cyan">
                    Account
                  </Link>
                  {staff && (
                    <Link href={ADMIN_PATH} className={`btn btn-outline ${styles.wide}`} data-testid="drawer-admin-link">
                      Admin
                    </Link>
                  )}
                </>
              ) : (
                <>
                  <Link href={ACCOUNT_LINKS.signIn.href} className="btn btn-outline">
                    {ACCOUNT_LINKS.signIn.label}
                  </Link>
                  <Link href={ACCOUNT_LINKS.signUp.href} className="btn btn-pink">
                    {ACCOUNT_LINKS.signUp.label}
                  </Link>
                </>
              )}
            </div>
          </motion.div>
        )}
      </AnimatePresence>
    </MotionConfig>
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
          <Link href={canonicalHref(link.href)}>{link.label}</Link>
        </li>
      ))}
    </ul>
  );
}
