import type { Metadata, Viewport } from "next";
import localFont from "next/font/local";
import "./globals.css";
// The 403 page's sheet rides with the root's global CSS, or every page would preload it (the file says why).
import "@/components/page/StaffOnlyPanel.css";
import { BASKET_HINT_SCRIPT } from "@/lib/basket-hint";
import { SITE_NAME, SITE_URL } from "@/lib/constants";
import { FIRST_PAINT_TARGET_ID, layoutCssVariables } from "@/lib/layout";
import { SiteShell } from "@/components/shell/SiteShell";

// Inter from npm (@fontsource-variable), cut down to the weights and characters the site uses
// (scripts/subset-font.sh: 23 kB instead of 48 kB) and served by Next: no font CDN is reachable or
// wanted. Preloaded and "optional": Chromium holds the first paint briefly for a preloaded optional
// font and never swaps it in later, so text cannot change width after paint (the size-adjusted
// fallback is still 9 % wider in bold: the header's buttons measured 200 px against Inter's 183).
const inter = localFont({
  src: "../public/fonts/inter-latin-wght-subset.woff2",
  variable: "--font-inter",
  weight: "400 900",
  display: "optional",
});

export const metadata: Metadata = {
  metadataBase: new URL(SITE_URL),
  title: { default: `${SITE_NAME}: alcohol-free drinks, delivered`, template: `%s | ${SITE_NAME}` },
  description:
    "Alcohol-free wines, beers, ciders, cocktails and spirits, packed in boxes and delivered fast, plus reading, podcasts, videos and courses for alcohol-free living.",
};

export const viewport: Viewport = { themeColor: "#101828", width: "device-width", initialScale: 1 };

export default function RootLayout({ children }: { children: React.ReactNode }) {
  return (
    // The basket hint marks <html> before hydration (lib/basket-hint.ts): React is told to expect it.
    <html lang="en-GB" className={inter.variable} suppressHydrationWarning>
      <head>
        <style dangerouslySetInnerHTML={{ __html: layoutCssVariables() }} />
        <script dangerouslySetInnerHTML={{ __html: BASKET_HINT_SCRIPT }} />
        <link rel="expect" href={`#${FIRST_PAINT_TARGET_ID}`} blocking="render" />
      </head>
      <body>
        <SiteShell>{children}</SiteShell>
      </body>
    </html>
  );
}
