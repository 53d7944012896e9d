"use client";
// Everything the shell lays over the page: cookie banner, leave-site dialog, spinner, and the
// mount points of the mobile drawer, mini cart, chat sidebar and podcast player. The heavy ones
// are loaded only when first shown.
import dynamic from "next/dynamic";
import { useEffect, useState } from "react";
import { useCartStore } from "@/stores/cart";
import { useChatStore } from "@/stores/chat";
import { usePlayerStore } from "@/stores/player";
import { useUiStore } from "@/stores/ui";
import { AlertToaster } from "./AlertToaster";
import { CookieBanner } from "./CookieBanner";
import { ExternalLinkGuard } from "./ExternalLinkGuard";
import { LoadingSpinner } from "./LoadingSpinner";

const MobileDrawer = dynamic(() => import("./MobileDrawer"), { ssr: false });
const MiniCart = dynamic(() => import("@/components/cart/MiniCart"), { ssr: false });
const PlayerBar = dynamic(() => import("@/components/listen/PlayerBar"), { ssr: false });

/** True from the first time `shown` is true: keeps a lazily loaded panel mounted for its exit animation. */
function useLoadedOnce(shown: boolean): boolean {
  const [loaded, setLoaded] = useState(false);
  useEffect(() => {
    // eslint-disable-next-line react-hooks/set-state-in-effect -- a latch that only ever goes false to true, so it settles after one extra render
    if (shown) setLoaded(true);
  }, [shown]);
  return loaded || shown;
}

export function ShellOverlays() {
  const hydrated = useUiStore((state) => state.hydrated);
  const drawerLoaded = useLoadedOnce(useUiStore((state) => state.isDrawerOpen));
  const miniCartLoaded = useLoadedOnce(useCartStore((state) => state.isMiniCartOpen));
  const playerSlug = usePlayerStore((state) => state.slug);

  return (
    <>
      {drawerLoaded && <MobileDrawer />}
      {miniCartLoaded && <MiniCart />}
      {/* The persistent player bar shows only when a player slug is set. */}
      {hydrated && playerSlug && <PlayerBar />}
      {hydrated && <AlertToaster />}
      <ExternalLinkGuard />
      <LoadingSpinner />
      {hydrated && <CookieBanner />}
    </>
  );
}

const ChatSidebar = dynamic(() => import("@/components/chat/ChatSidebar"), { ssr: false });

/** The chat sidebar's place beside the page content (its code loads on first open; the header's ChatButton opens it). */
export function ChatMount() {
  const hydrated = useUiStore((state) => state.hydrated);
  const showing = useChatStore((state) => state.isChatOpen && state.shouldChatShow && !state.muted);
  return hydrated && showing ? <ChatSidebar /> : null;
}
