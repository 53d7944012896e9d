"use client";
// The second-level bar (50 px): the section title and its sub-links, with the shop's hover menus.
// It is on for SHOP, or whenever the cart has items.
import { ShellLink } from "./ShellLink";
import { NAV_SECTIONS, SHOP_CATEGORY_LINKS, SHOP_HOVER_MENUS, canonicalHref, isCurrentPath, type NavSection } from "@/lib/navigation";
import { cartUnitCount, useCartStore } from "@/stores/cart";
import { useUiStore } from "@/stores/ui";
import { useUserStore } from "@/stores/user";
import { HoverMenu } from "./HoverMenu";
import styles from "./SecondaryBar.module.css";

const SHOP_SECTION = NAV_SECTIONS.find((section) => section.key === "shop")!;
const hoverMenuFor = (href: string) =>
  Object.entries(SHOP_HOVER_MENUS).find(([key]) => SHOP_CATEGORY_LINKS[key as keyof typeof SHOP_CATEGORY_LINKS].href === href)?.[1];

export function SecondaryBar({ pathname, activeSection }: { pathname: string; activeSection: NavSection | undefined }) {
  const hydrated = useUiStore((state) => state.hydrated);
  const unitCount = useCartStore((state) => cartUnitCount(state.cart));
  const openMiniCart = useCartStore((state) => state.openMiniCart);
  const signedIn = useUserStore((state) => state.userStatus === "loggedIn");
  const cartHasItems = hydrated && unitCount > 0;
  const inShop = activeSection?.key === "shop";

  // Until the stores rehydrate, the bar outside SHOP is drawn but left to CSS: shown only when the
  // pre-paint basket hint marked <html> (lib/basket-hint.ts), so the first paint is the final layout.
  if (hydrated && !inShop && !cartHasItems) return null;

  // Pages outside the main sections (account, legal) show the shop's bar beside the basket.
  const section = activeSection && activeSection.key !== "home" ? activeSection : SHOP_SECTION;
  const links = section.subLinks.filter((link) => signedIn || !link.signedInOnly);

  return (
    <div className={styles.bar} data-testid="secondary-bar" data-basket-hint={!hydrated && !inShop ? "" : undefined}>
      <div className={styles.inner}>
        <ShellLink href={canonicalHref(section.href)} className={styles.title}>
          {section.title}
        </ShellLink>
        {links.length > 0 && (
          <nav aria-label={`${section.title} sections`} className={styles.nav}>
            <ul className={styles.list}>
              {links.map((link) => {
                const menu = hoverMenuFor(link.href);
                const current = isCurrentPath(pathname, link.href);
                return (
                  <li key={link.href} className={styles.item} data-active={current || undefined}>
                    {menu ? (
                      <HoverMenu name={link.label.charAt(0) + link.label.slice(1).toLowerCase()} label={link.label} href={canonicalHref(link.href)} current={current} triggerClassName={styles.link}>
                        <ul className={styles.menuList}>
                          {[...menu.items, ...(menu.about ? [menu.about] : [])].map((item) => (
                            <li key={item.href}>
                              <ShellLink href={canonicalHref(item.href)} className={item === menu.about ? styles.aboutLink : undefined}>
                                {item.label}
                              </ShellLink>
                            </li>
                          ))}
                        </ul>
                      </HoverMenu>
                    ) : (
                      <ShellLink href={canonicalHref(link.href)} className={styles.link} aria-current={current ? "page" : undefined}>
                        {link.label}
                      </ShellLink>
                    )}
                  </li>
                );
              })}
            </ul>
          </nav>
        )}
        {cartHasItems && (
          <button type="button" className={`btn btn-pink btn-small ${styles.basket}`} onClick={openMiniCart}>
            Basket · {unitCount} {unitCount === 1 ? "item" : "items"}
          </button>
        )}
      </div>
    </div>
  );
}
