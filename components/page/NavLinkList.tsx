import Link from "next/link";
import type { ReactNode } from "react";
import { canonicalHref, type NavLink } from "@/lib/navigation";

interface NavLinkListProps {
  links: readonly NavLink[];
  /** This page's path, to mark its link as current (aria-current="page"). */
  current?: string;
  /** The list's, each link's and the current link's classes, from the caller's stylesheet. */
  className: string;
  linkClassName: string;
  currentClassName: string;
  /** Further list items after the links. */
  children?: ReactNode;
}

/** The list inside a sub-navigation: canonical hrefs, the current page marked. Shared by the account, section and chip navs. */
export function NavLinkList({ links, current, className, linkClassName, currentClassName, children }: NavLinkListProps) {
  const currentHref = current ? canonicalHref(current) : undefined;
  return (
    <ul className={className}>
      {links.map((link) => {
        const href = canonicalHref(link.href);
        const isCurrent = href === currentHref;
        return (
          <li key={link.href}>
            <Link href={href} className={`${linkClassName} ${isCurrent ? currentClassName : ""}`} aria-current={isCurrent ? "page" : undefined}>
              {link.label}
            </Link>
          </li>
        );
      })}
      {children}
    </ul>
  );
}
