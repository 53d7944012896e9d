"use client";
import { useState } from "react";
import { FormAlert, FormNotice } from "../Field";
import styles from "./Privacy.module.css";

/** "Download my data": the export as a file, built on the server for the signed-in account only. */
export function DownloadData() {
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [notice, setNotice] = useState<string | null>(null);

  async function download() {
    if (busy) return;
    setBusy(true);
    setError(null);
    setNotice(null);
    try {
      const { downloadMyData } = await import("@/stores/account-privacy");
      const name = await downloadMyData();
      setNotice(`Your data is downloading as ${name}.`);
    } catch (caught) {
      setError(caught instanceof Error ? caught.message : "Sorry, we couldn't prepare your data just now. Please try again.");
    } finally {
      setBusy(false);
    }
  }

  return (
    <section className={styles.card} aria-labelledby="privacy-download-heading" data-testid="privacy-download">
      <h2 id="privacy-download-heading">Download my data</h2>
      <p>One file with everything listed above, as it stands right now. Keep it somewhere safe: it includes your addresses.</p>
      <FormAlert>{error}</FormAlert>
      <FormNotice>{notice}</FormNotice>
      <p className={styles.actions}>
        <button type="button" className="btn btn-cyan" onClick={() => void download()} disabled={busy} aria-busy={busy}>
          {busy ? "Preparing your data…" : "Download my data"}
        </button>
      </p>
    </section>
  );
}
