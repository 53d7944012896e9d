// Route-change start for the loading spinner and wait cursor; completion is seen by
// RouteEvents in components/shell/ShellEffects.tsx.
import { useUiStore } from "@/stores/ui";

// zod compiles object parsers with `new Function` when it may, and finds out by trying once: under
// the site's script-src (no 'unsafe-eval') that try is reported as a CSP violation even though zod
// catches it. Its documented global config (read from this global, so no zod in every page's
// bundle) turns the probe and the compiler off in the browser; the server keeps them.
const zodGlobal = globalThis as typeof globalThis & { __zod_globalConfig?: { jitless?: boolean } };
zodGlobal.__zod_globalConfig = { ...zodGlobal.__zod_globalConfig, jitless: true };

export function onRouterTransitionStart(url: string) {
  const target = new URL(url, window.location.href);
  // Navigating to the page already shown completes at once and never changes the route.
  if (target.pathname === window.location.pathname && target.search === window.location.search) return;
  useUiStore.getState().routeChangeStart();
}
