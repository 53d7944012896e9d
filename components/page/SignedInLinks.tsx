"use client";
// List items only a signed-in visitor sees (only signed-in users see the My Podcasts
// link, the account menu and a saved cart). The page around them is server-rendered and the same for everyone; these appear once the
// stores have rehydrated and say the visitor is signed in.
import Link from "next/link";
import { useUiStore } from "@/stores/ui";
import { useUserStore } from "@/stores/user";

export interface SignedInLink {
  label: string;
  href: string;
  current: boolean;
}

export function SignedInLinks({ links, linkClassName, currentClassName }: { links: SignedInLink[]; linkClassName: string; currentClassName: string }) {
  const signedIn = useUserStore((state) => state.userStatus === "loggedIn");
  const hydrated = useUiStore((state) => state.hydrated);
  if (!hydrated || !signedIn) return null;
  return links.map((link) => (
    <li key={link.href}>
      <Link href={link.href} className={`${linkClassName} ${link.current ? currentClassName : ""}`} aria-current={link.current ? "page" : undefined}>
        {link.label}
      </Link>
    </li>
  ));
}
