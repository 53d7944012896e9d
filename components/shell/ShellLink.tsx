"use client";
// A link in the site's frame (header, secondary bar, drawer, footer, account menu). Those links are
// on every page, so Next's prefetch-in-view fetched every section, category and sign-in page, and
// the images their payloads preload, as each page loaded: about 30 requests and their decoding,
// competing with the page and with the navigation the visitor asked for. Here a prerendered page is
// fetched ahead only on intent (pointer over it, a touch, keyboard focus); a page rendered per
// request never is (lib/navigation.ts prefetchFor). docs/decisions/prefetch-only-prerendered-pages.md
import Link from "next/link";
import { useRouter } from "next/navigation";
import type { ComponentProps } from "react";
import { prefetchFor } from "@/lib/navigation";

type ShellLinkProps = Omit<ComponentProps<typeof Link>, "href" | "prefetch"> & { href: string };

export function ShellLink({ href, onMouseEnter, onTouchStart, onFocus, ...rest }: ShellLinkProps) {
  const router = useRouter();
  const prefetchOnIntent = () => {
    // Next keeps what it fetched: a second hover costs nothing.
    if (prefetchFor(href) !== false) router.prefetch(href);
  };
  return (
    <Link
      {...rest}
      href={href}
      prefetch={false}
      onMouseEnter={(event) => {
        onMouseEnter?.(event);
        prefetchOnIntent();
      }}
      onTouchStart={(event) => {
        onTouchStart?.(event);
        prefetchOnIntent();
      }}
      onFocus={(event) => {
        onFocus?.(event);
        prefetchOnIntent();
      }}
    />
  );
}
