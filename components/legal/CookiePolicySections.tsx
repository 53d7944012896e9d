// The cookie policy's sections, one component per heading, word for word as the page showed them;
// app/cookies/page.tsx puts them in order inside its <Prose>.
import Link from "next/link";
import { DataTable } from "@/components/page/DataTable";
import { SITE_NAME } from "@/lib/constants";
import {
  CONSENT_ONLY_PROCESSING,
  COOKIE_POLICY,
  STORAGE_POLICY,
  type CookieCategory,
} from "@/lib/cookie-policy";
import { LEGAL_LINKS, canonicalHref } from "@/lib/navigation";

const CATEGORY_LABEL: Record<CookieCategory, string> = {
  essential: "Essential",
  consent: "Only with consent",
};

export function CookiesWhatTheyAre() {
  return (
    <>
      <h2>What cookies are</h2>
      <p>
        Cookies are small text files a website asks your browser to keep, so it can remember
        something between one page and the next, or between visits. Sites can also keep
        information in your browser&rsquo;s own storage (local storage and IndexedDB), which
        stays on your device and is not sent to us automatically.
      </p>
      <p>
        {SITE_NAME} uses cookies and browser storage only for things the site needs: keeping you
        signed in, remembering your cart and remembering your cookie choice. We do not use
        advertising cookies, and we do not let third-party trackers onto our pages.
      </p>
    </>
  );
}

export function CookiesWeUse() {
  return (
    <>
      <h2>Cookies we use</h2>
      <p>
        All of our cookies are essential: without them, signing in and your cart would not work.
        They are sent only over secure connections and apply to the whole site.
      </p>
      <DataTable
        caption="Cookies set or read by this site"
        columns={["Cookie", "What it does", "How long it lasts", "Type"]}
        rows={COOKIE_POLICY.map((cookie) => ({
          key: cookie.name,
          cells: [
            <code key="name">{cookie.name}</code>,
            cookie.purpose,
            cookie.lifetime,
            CATEGORY_LABEL[cookie.category],
          ],
        }))}
      />
    </>
  );
}

export function CookiesBrowserStorage() {
  return (
    <>
      <h2>Storage in your browser</h2>
      <p>
        Some things are kept in your browser&rsquo;s storage rather than in cookies, so the site
        can pick up where you left off. They stay on your device and are essential to the
        features they support.
      </p>
      <DataTable
        caption="Browser storage used by this site"
        columns={["Name", "Where", "What it does", "How long it lasts"]}
        rows={STORAGE_POLICY.map((item) => ({
          key: item.name,
          cells: [<code key="name">{item.name}</code>, item.storage, item.purpose, item.lifetime],
        }))}
      />
    </>
  );
}

export function CookiesOnlyWithConsent() {
  return (
    <>
      <h2>Only with your consent</h2>
      {CONSENT_ONLY_PROCESSING.map((item) => (
        <p key={item.name}>
          <strong>{item.name}.</strong> {item.purpose} {item.recordedWhen}; if you choose
          &ldquo;Only Essential Cookies&rdquo;, nothing is recorded. This uses no cookie of its
          own.
        </p>
      ))}
    </>
  );
}

export function CookiesYourChoices() {
  return (
    <>
      <h2>Your choices</h2>
      <p>
        When you first visit, our cookie banner asks you to choose &ldquo;Accept All
        Cookies&rdquo; or &ldquo;Only Essential Cookies&rdquo;. Essential cookies are set either
        way, because the site cannot work without them; your choice decides whether page views
        are recorded.
      </p>
      <p>
        To change your mind, clear this site&rsquo;s cookies and stored data in your
        browser&rsquo;s settings; the banner will ask you again on your next visit. You can also
        block cookies altogether in your browser, but signing in and the cart will then stop
        working.
      </p>
    </>
  );
}

export function CookiesPayingByCard() {
  return (
    <>
      <h2>Paying by card</h2>
      <p>
        When card payments are switched on, you pay on pages run by our payment provider, Stripe,
        which sets its own cookies to process your payment securely and prevent fraud. Those
        cookies are covered by Stripe&rsquo;s own cookie policy.
      </p>
    </>
  );
}

export function CookiesMoreInformation() {
  return (
    <>
      <h2>More information</h2>
      <p>
        Our <Link href={canonicalHref(LEGAL_LINKS.privacy.href)}>{LEGAL_LINKS.privacy.label}</Link>{" "}
        explains what personal information we hold, why, and your rights over it. If we change
        the cookies we use, we will update this page first.
      </p>
    </>
  );
}
