// Route-change start for the loading spinner and wait cursor; completion is seen by
// RouteEvents in components/shell/ShellEffects.tsx.
import { useUiStore } from "@/stores/ui";

export function onRouterTransitionStart(url: string) {
  const target = new URL(url, window.location.href);
  // Navigating to the page already shown completes at once and never changes the route.
  if (target.pathname === window.location.pathname && target.search === window.location.search) return;
  useUiStore.getState().routeChangeStart();
}
