"use client";
// The header's top bar (60 px): logo, main navigation with the active section highlighted from the
// first path segment, search, the sign-in area and the basket; on mobile a burger and the logo.
import { ShellLink } from "./ShellLink";
import { usePathname } from "next/navigation";
import { NAV_SECTIONS, SHOP_DRAWER_GROUPS, canonicalHref, isCurrentPath, sectionForPath } from "@/lib/navigation";
import { useUiStore } from "@/stores/ui";
import { AuthArea } from "./AuthArea";
import { CartButton } from "./CartButton";
import { ChatButton } from "./ChatButton";
import { HoverMenu } from "./HoverMenu";
import { Logo } from "./Logo";
import { SecondaryBar } from "./SecondaryBar";
import { MenuIcon, SearchIcon } from "./icons";
import styles from "./Header.module.css";

export function Header() {
  const pathname = usePathname() ?? "/";
  const activeSection = sectionForPath(pathname);
  const openDrawer = useUiStore((state) => state.openDrawer);

  return (
    <header className={styles.header} data-testid="site-header">
      <div className={styles.topBar}>
        <div className={styles.inner}>
          <button
            type="button"
            className={styles.burger}
            aria-label="Open menu"
            aria-haspopup="dialog"
            onClick={openDrawer}
            // Start fetching the drawer's code as soon as a finger lands on the button.
            onPointerDown={() => void import("./MobileDrawer")}
          >
            <MenuIcon size={26} />
          </button>
          <ShellLink href="/" className={styles.logoLink}>
            <Logo className={styles.logo} />
          </ShellLink>
          <nav aria-label="Main" className={styles.mainNav}>
            <ul className={styles.navList}>
              {NAV_SECTIONS.map((section) => {
                const active = activeSection?.key === section.key;
                const exact = isCurrentPath(pathname, section.href);
                const itemProps = { "data-active": active || undefined, className: styles.navItem };
                if (section.key === "shop") {
                  return (
                    <li key={section.key} {...itemProps}>
                      <HoverMenu
                        name="Shop"
                        label={section.label}
                        href={canonicalHref(section.href)}
                        current={exact}
                        align="end"
                        triggerClassName={styles.navLink}
                        panelClassName={styles.megaMenu}
                      >
                        <ShopMegaMenu />
                      </HoverMenu>
                    </li>
                  );
                }
                return (
                  <li key={section.key} {...itemProps}>
                    <ShellLink
                      href={canonicalHref(section.href)}
                     
                      className={styles.navLink}
                      aria-current={exact ? "page" : active ? "true" : undefined}
                    >
                      {section.label}
                    </ShellLink>
                  </li>
                );
              })}
            </ul>
          </nav>
          <div className={styles.actions}>
            <ShellLink href="/shop/search" className={styles.iconButton} aria-label="Search the shop">
              <SearchIcon />
            </ShellLink>
            <div className={styles.auth}>
              <AuthArea />
            </div>
            <ChatButton />
            <CartButton />
          </div>
        </div>
      </div>
      <SecondaryBar pathname={pathname} activeSection={activeSection} />
    </header>
  );
}

function ShopMegaMenu() {
  return (
    <div className={styles.megaGrid}>
      {SHOP_DRAWER_GROUPS.map((group) => (
        <div key={group.link.href}>
          <ShellLink href={canonicalHref(group.link.href)} className={styles.megaHeading}>
            {group.link.label}
          </ShellLink>
          <ul className={styles.megaList}>
            {group.items.slice(1).map((item) => (
              <li key={item.href}>
                <ShellLink href={canonicalHref(item.href)}>{item.label}</ShellLink>
              </li>
            ))}
          </ul>
        </div>
      ))}
    </div>
  );
}
