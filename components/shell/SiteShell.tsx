// The site shell: banner, header with secondary bar, the page, chat sidebar, footer,
// and the client overlays.
import { BANNER_TEXT } from "@/lib/constants";
import { Footer } from "./Footer";
import { Header } from "./Header";
import { ShellEffects } from "./ShellEffects";
import { ChatMount, ShellOverlays } from "./ShellOverlays";
import styles from "./SiteShell.module.css";

export function SiteShell({ children }: { children: React.ReactNode }) {
  return (
    <>
      <a href="#main" className="skip-link">
        Skip to content
      </a>
      <section className={styles.banner} aria-label="Delivery" data-testid="delivery-banner">
        {BANNER_TEXT}
      </section>
      <Header />
      <div className={styles.body}>
        <main id="main" className={styles.main} tabIndex={-1}>
          {children}
        </main>
        <ChatMount />
      </div>
      <Footer />
      <ShellOverlays />
      <ShellEffects />
    </>
  );
}
