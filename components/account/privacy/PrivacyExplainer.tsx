import Link from "next/link";
import styles from "./Privacy.module.css";

// The plain-words part of /account/privacy: what the download holds and what deleting the account
// erases and keeps (lib/privacy/erasure-plan.ts is the same list as data; docs/privacy.md for staff).

export function PrivacyExplainer() {
  return (
    <section className={styles.card} aria-labelledby="privacy-what-heading">
      <h2 id="privacy-what-heading">What we hold, and what deleting your account does</h2>
      <p>
        The download is one file with everything we hold about you: your profile, address book, orders, saved baskets, reviews,
        favourites, back-in-stock emails you&rsquo;ve asked for, your podcast library and where you got to in each episode, your
        course progress, and your TALK posts and notifications. It&rsquo;s a JSON file, which any text editor can open.
      </p>
      <div className={styles.columns}>
        <div>
          <h3>Erased when you delete your account</h3>
          <ul>
            <li>Your sign-in, name and email address</li>
            <li>Your address book and saved baskets</li>
            <li>Your favourites and back-in-stock emails</li>
            <li>Your podcast library and listening positions</li>
            <li>Your course progress and quiz answers</li>
            <li>Your reviews, and any notes our team made when helping you</li>
            <li>Your TALK notifications and likes</li>
          </ul>
        </div>
        <div>
          <h3>Kept, without your name</h3>
          <ul>
            <li>
              <strong>Your past orders.</strong> They are our VAT records, and HMRC requires us to keep VAT records for 6 years. We
              remove your name, email address, postal addresses and phone number, and keep what was bought, the amounts, the VAT and
              the dates.
            </li>
            <li>
              <strong>Your TALK posts.</strong> Other members have replied to them, so they stay in their conversations, shown as
              written by a &ldquo;Former member&rdquo;. If you&rsquo;d rather they went, delete them in <Link href="/talk">TALK</Link> first.
            </li>
          </ul>
        </div>
      </div>
      <p className={styles.muted}>
        If an order hasn&rsquo;t arrived yet, we need its address to deliver it: you can delete your account once it has been
        delivered or cancelled. We never see your card details; payments are handled by our payment provider. Questions? Reply to
        any of our emails.
      </p>
    </section>
  );
}
