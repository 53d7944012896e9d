"use client";
// The cookie consent banner: shown while neither the consent cookie nor the decline
// cookie exists. Accepting sets the consent cookie and starts analytics; declining sets the decline
// cookie. Both hide the banner.
import Link from "next/link";
import { useEffect, useState } from "react";
import { COOKIE_MAX_AGE_SECONDS, COOKIE_NAMES } from "@/lib/constants";
import { getSiteCookie, setSiteCookie } from "@/lib/cookies";
import { LEGAL_LINKS } from "@/lib/navigation";
import { useConsentStore } from "@/stores/consent";
import styles from "./CookieBanner.module.css";

export const COOKIE_BANNER_TEXT =
  "This website uses cookies to enhance the user experience. Some cookies are essential for the use of the site.";

export function CookieBanner() {
  const [visible, setVisible] = useState(false);
  const setConsentGiven = useConsentStore((state) => state.setConsentGiven);

  useEffect(() => {
    // eslint-disable-next-line react-hooks/set-state-in-effect -- cookies are read only in the browser, once after hydration
    setVisible(!getSiteCookie(COOKIE_NAMES.consent) && !getSiteCookie(COOKIE_NAMES.consentDeclined));
  }, []);

  if (!visible) return null;

  const accept = () => {
    setSiteCookie(COOKIE_NAMES.consent, "true", COOKIE_MAX_AGE_SECONDS.consent);
    setConsentGiven(true);
    setVisible(false);
  };
  const decline = () => {
    setSiteCookie(COOKIE_NAMES.consentDeclined, "true", COOKIE_MAX_AGE_SECONDS.consent);
    setConsentGiven(false);
    setVisible(false);
  };

  return (
    <section className={styles.banner} aria-label="Cookie consent" data-testid="cookie-banner">
      <div className={styles.inner}>
        <p className={styles.text}>
          {COOKIE_BANNER_TEXT}{" "}
          <span className={styles.links}>
            <Link href={LEGAL_LINKS.privacy.href}>{LEGAL_LINKS.privacy.label}</Link>
            <Link href={LEGAL_LINKS.cookies.href}>{LEGAL_LINKS.cookies.label}</Link>
          </span>
        </p>
        <div className={styles.buttons}>
          <button type="button" className="btn btn-white" onClick={decline}>
            Only Essential Cookies
          </button>
          <button type="button" className="btn btn-cyan" onClick={accept}>
            Accept All Cookies
          </button>
        </div>
      </div>
    </section>
  );
}
