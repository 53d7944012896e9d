// The privacy policy's sections, one component per heading, word for word as the page showed
// them; app/privacy-policy/page.tsx puts them in order inside its <Prose>.
import Link from "next/link";
import { SITE_NAME } from "@/lib/constants";
import { ACCOUNT_LINKS, LEGAL_LINKS, canonicalHref } from "@/lib/navigation";

export function PrivacyWhoWeAre() {
  return (
    <>
      <h2>Who we are</h2>
      <p>
        This website is run by {SITE_NAME}, which sells alcohol-free drinks and publishes
        articles, podcasts, videos, courses and a community area about alcohol-free living.{" "}
        {SITE_NAME} is the controller of the personal information collected through this site,
        under the UK General Data Protection Regulation (UK GDPR) and the Data Protection Act
        2018.
      </p>
    </>
  );
}

export function PrivacyWhatWeCollect() {
  return (
    <>
      <h2>What we collect</h2>
      <ul>
        <li>
          <strong>Your account.</strong> When you sign up, your name, email address and, if you
          sign in with another account, the profile photo it shares. Your password is handled by
          our sign-in provider and is never seen or stored by us.
        </li>
        <li>
          <strong>Your orders.</strong> The drinks you buy, delivery addresses, the delivery
          option you choose and what you paid. If you pay by card, your card details go straight
          to our payment provider; we never see or store them.
        </li>
        <li>
          <strong>Your cart.</strong> The drinks in your cart, so it is still there when you come
          back, whether or not you are signed in.
        </li>
        <li>
          <strong>What you save and share.</strong> Podcasts you save, your progress through our
          courses, and anything you post in the community.
        </li>
        <li>
          <strong>Your chats with our assistant.</strong> The questions you ask and the answers
          you receive, so the conversation can continue as you browse.
        </li>
        <li>
          <strong>Technical information.</strong> Like any website, our servers receive your IP
          address, browser type and the pages requested, which we use to deliver pages, keep the
          site secure and fix problems.
        </li>
        <li>
          <strong>Page views, with your consent.</strong> If you choose &ldquo;Accept All
          Cookies&rdquo;, we record which pages are visited, in our own database, to learn what
          is useful. If you choose &ldquo;Only Essential Cookies&rdquo;, we don&rsquo;t.
        </li>
      </ul>
    </>
  );
}

export function PrivacyWhyWeUseIt() {
  return (
    <>
      <h2>Why we use it</h2>
      <p>The law asks us to name the basis for each use of your information:</p>
      <ul>
        <li>
          <strong>To provide what you ask for</strong> (performing our contract with you): your
          account, your cart, taking and delivering orders, saved podcasts, courses and the
          community.
        </li>
        <li>
          <strong>To keep the site safe and working well</strong> (our legitimate interests):
          preventing fraud and abuse, securing accounts and fixing faults.
        </li>
        <li>
          <strong>To understand how the site is used</strong> (your consent): page-view
          records, only if you accept them.
        </li>
        <li>
          <strong>To meet our legal duties</strong> (legal obligation): for example, keeping
          records of sales for tax purposes.
        </li>
      </ul>
      <p>
        We don&rsquo;t send marketing emails unless you have asked for them, and you can stop
        them at any time.
      </p>
    </>
  );
}

export function PrivacyWhoWeShareItWith() {
  return (
    <>
      <h2>Who we share it with</h2>
      <p>
        We never sell your personal information. We share it only with the service providers who
        help us run the site, and only what each needs:
      </p>
      <ul>
        <li>
          <strong>Firebase Authentication (Google)</strong>, our sign-in provider, which holds
          your login details and verifies who you are.
        </li>
        <li>
          <strong>Stripe</strong>, our payment provider, when you pay by card.
        </li>
        <li>
          <strong>Our delivery partners</strong>, who receive your name and delivery address to
          bring your order.
        </li>
        <li>
          <strong>A language-model provider</strong>, if our assistant is set up to use one to
          word its replies: the text of your question is sent to it for that purpose only.
        </li>
      </ul>
      <p>
        Some of these providers may process information outside the UK. Where they do, the
        transfer is protected by safeguards recognised under UK law, such as the UK&rsquo;s
        International Data Transfer Agreement or standard contractual clauses. We may also
        disclose information where the law requires it.
      </p>
    </>
  );
}

export function PrivacyHowLongWeKeepIt() {
  return (
    <>
      <h2>How long we keep it</h2>
      <ul>
        <li>Your account information, for as long as your account is open.</li>
        <li>
          Order records, for six years after the order, because tax law requires us to keep
          them.
        </li>
        <li>
          A guest cart, for up to a year after you last used it, which is how long its cookie
          lasts.
        </li>
        <li>
          Page-view records, only for as long as we need them to understand how the site is
          used.
        </li>
      </ul>
      <p>When we no longer need information, we delete it or make it anonymous.</p>
    </>
  );
}

export function PrivacyYourRights() {
  return (
    <>
      <h2>Your rights</h2>
      <p>Under UK data protection law, you have the right to:</p>
      <ul>
        <li>ask for a copy of the personal information we hold about you;</li>
        <li>ask us to correct anything that is wrong or incomplete;</li>
        <li>ask us to delete your information, where we no longer need to keep it;</li>
        <li>ask us to limit how we use it, or object to a use based on our legitimate interests;</li>
        <li>receive the information you gave us in a format you can take elsewhere;</li>
        <li>withdraw your consent at any time, without affecting what happened before.</li>
      </ul>
      <p>
        Many details you can see and change yourself in{" "}
        <Link href={canonicalHref(ACCOUNT_LINKS.overview.href)}>your account</Link>. For
        anything else, contact our customer team and we will reply within one month. If you are
        unhappy with how we have handled your information, you can complain to the Information
        Commissioner&rsquo;s Office (ICO), the UK&rsquo;s data protection regulator, at
        ico.org.uk.
      </p>
    </>
  );
}

export function PrivacyCookies() {
  return (
    <>
      <h2>Cookies</h2>
      <p>
        We use only the cookies the site needs to work, and no third-party trackers. Our{" "}
        <Link href={canonicalHref(LEGAL_LINKS.cookies.href)}>{LEGAL_LINKS.cookies.label}</Link>{" "}
        lists each one, what it does and how long it lasts.
      </p>
    </>
  );
}

export function PrivacyKeepingItSafe() {
  return (
    <>
      <h2>Keeping your information safe</h2>
      <p>
        Our pages are served over encrypted connections, our cookies are only sent over secure
        connections, and our server checks your sign-in with our sign-in provider before it shows
        or changes anything in your account. Access to customer information is limited to the
        people who need it to run the service.
      </p>
    </>
  );
}

export function PrivacyPolicyChanges() {
  return (
    <>
      <h2>Changes to this policy</h2>
      <p>
        If we change how we use personal information, we will update this page before the change
        takes effect and, where the change is significant, let you know.
      </p>
    </>
  );
}
