"use client";
// Opens the browser's print dialog for the slips on the page. A client component only for the
// click; the print styles (PackingSlip.css) keep the button itself off the paper.
import styles from "./PackingSlip.styles";

export function PrintButton({ label = "Print" }: { label?: string }) {
  return (
    <button type="button" className={`btn btn-cyan ${styles.noPrint}`} onClick={() => window.print()} data-testid="print-slips">
      {label}
    </button>
  );
}
