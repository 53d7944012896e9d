"use client";
// While a card payment is being confirmed (Stripe tells the server through its webhook), look
// again every few seconds for a minute, so the page shows "Paid" without a manual reload.
import { useRouter } from "next/navigation";
import { useEffect } from "react";

const EVERY_MS = 4_000;
const FOR_MS = 60_000;

export function PaymentWatcher() {
  const router = useRouter();
  useEffect(() => {
    const started = Date.now();
    const timer = setInterval(() => {
      if (Date.now() - started > FOR_MS) clearInterval(timer);
      else router.refresh();
    }, EVERY_MS);
    return () => clearInterval(timer);
  }, [router]);
  return null;
}
