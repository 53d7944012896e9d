"use client";
// Side effects of the shell that render nothing: rehydrating the persisted stores (then resolving
// auth), route-change events for the spinner, the responsive view state, idleness (stores/idleness.ts;
// `window.__AFC_IDLE_TIMEOUT_MS__` shortens its 60 s for tests), and first-party page-view
// analytics once consent is given.
import { usePathname, useSearchParams } from "next/navigation";
import { Suspense, useEffect, useRef } from "react";
import { watchIdleness } from "@/stores/idleness";
import { resolveInitialAuthStatus } from "@/stores/browser-session";
import { COOKIE_NAMES } from "@/lib/constants";
import { getSiteCookie } from "@/lib/cookies";
import { viewStateFor } from "@/lib/layout";
import { useChatStore } from "@/stores/chat";
import { useConsentStore } from "@/stores/consent";
import { rehydrateAllStores } from "@/stores/hydration";
import { useUiStore } from "@/stores/ui";
import { useUserStore } from "@/stores/user";

export function ShellEffects() {
  return (
    <>
      <StoreHydration />
      <ViewStateWatcher />
      <IdleWatcher />
      <Suspense fallback={null}>
        <RouteEvents />
      </Suspense>
      <PageViewTracker />
    </>
  );
}

function StoreHydration() {
  useEffect(() => {
    void rehydrateAllStores().then(() => {
      useUiStore.getState().setHydrated();
      document.documentElement.dataset.hydrated = "true";
      resolveInitialAuthStatus();
    });
  }, []);
  return null;
}

/** isUserIdle after a minute without activity; the next activity clears it and refreshes the cart. */
function IdleWatcher() {
  useEffect(() => watchIdleness(window), []);
  // Mirrors the user store's isUserIdle on <html data-user-idle>, like data-hydrated and data-view:
  // isUserIdle is neither persisted nor shown, so this is how the browser tests (e2e/account-flows)
  // observe it in the production build. Nothing in the product reads it.
  useEffect(() => {
    const mirror = (idle: boolean) => (document.documentElement.dataset.userIdle = String(idle));
    mirror(useUserStore.getState().isUserIdle);
    return useUserStore.subscribe((state, previous) => {
      if (state.isUserIdle !== previous.isUserIdle) mirror(state.isUserIdle);
    });
  }, []);
  return null;
}

function ViewStateWatcher() {
  const chatShowing = useChatStore((state) => state.isChatOpen && state.shouldChatShow);
  useEffect(() => {
    const update = () => {
      const view = viewStateFor(window.innerWidth, chatShowing);
      useUiStore.getState().setViewState(view);
      document.documentElement.dataset.view = view;
    };
    update();
    window.addEventListener("resize", update);
    return () => window.removeEventListener("resize", update);
  }, [chatShowing]);
  return null;
}

/** A route has completed when the path or query the page shows has changed. */
function RouteEvents() {
  const pathname = usePathname();
  const searchParams = useSearchParams();
  useEffect(() => {
    useUiStore.getState().routeChangeEnd();
  }, [pathname, searchParams]);
  return null;
}

function PageViewTracker() {
  const pathname = usePathname();
  const hydrated = useUiStore((state) => state.hydrated);
  // The consent store's flag re-runs the effect when the visitor accepts; the cookie decides.
  const consentGiven = useConsentStore((state) => state.consentGiven);
  const lastRecorded = useRef<string | null>(null);

  useEffect(() => {
    if (!hydrated || !pathname || lastRecorded.current === pathname) return;
    if (getSiteCookie(COOKIE_NAMES.consent) !== "true") return;
    lastRecorded.current = pathname;
    void fetch("/api/analytics/pageview", {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ path: pathname, referrer: document.referrer || undefined }),
      keepalive: true,
    }).catch(() => {
      // Analytics never disturbs browsing.
    });
  }, [pathname, hydrated, consentGiven]);
  return null;
}
