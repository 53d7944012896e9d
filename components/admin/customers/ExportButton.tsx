"use client";
import { useState } from "react";
import { adminCustomerExportApi } from "@/lib/privacy/customers";
import { saveExportResponse } from "@/lib/privacy/save-download";
import styles from "./Customers.styles";

/** "Export data": the customer's data as they would download it, for a request by post (logged). */
export function ExportButton({ uid }: { uid: string }) {
  const [busy, setBusy] = useState(false);
  const [message, setMessage] = useState<{ error: boolean; text: string } | null>(null);

  async function run() {
    if (busy) return;
    setBusy(true);
    setMessage(null);
    try {
      const { currentToken } = await import("@/stores/browser-session");
      const token = await currentToken().catch(() => "");
      const response = await fetch(adminCustomerExportApi(uid), {
        method: "POST",
        credentials: "same-origin",
        cache: "no-store",
        headers: { "content-type": "application/json", ...(token ? { authorization: `Bearer ${token}` } : {}) },
        body: "{}",
      });
      if (!response.ok) {
        const body = (await response.json().catch(() => ({}))) as { message?: string };
        throw new Error(body.message ?? "The export failed. Try again.");
      }
      const name = await saveExportResponse(response);
      setMessage({ error: false, text: `Downloaded ${name}. Recorded in the activity log.` });
    } catch (caught) {
      setMessage({ error: true, text: caught instanceof Error ? caught.message : "The export failed. Try again." });
    } finally {
      setBusy(false);
    }
  }

  return (
    <div className={styles.buttons}>
      <button type="button" className={styles.button} onClick={() => void run()} disabled={busy} data-testid="customer-export">
        {busy ? "Exporting…" : "Export data"}
      </button>
      <span role="status" className={message?.error ? styles.error : styles.done}>
        {message?.text}
      </span>
    </div>
  );
}
