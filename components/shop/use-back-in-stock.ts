"use client";
// BackInStockForm's state and requests: the guest's typed email and its problem, and the outcome of
// asking POST /api/stock-alerts, for a guest (with the email) or a signed-in customer (with a fresh
// token, retried once with a forced refresh on 401; the server takes the address from it).
import { useRef, useState, type FormEvent } from "react";
import { STOCK_ALERT_ERROR_TEXT, STOCK_ALERTS_API_PATH, type StockAlertErrorCode, type StockAlertSubscribed } from "@/lib/stock-alerts/contract";
import { emailProblem } from "@/lib/stock-alerts/email";
import { currentUserToken } from "@/stores/token-source";

export type BackInStockResult =
  | { kind: "idle" }
  | { kind: "sending" }
  | { kind: "done"; email: string; confirmationNeeded: boolean }
  | { kind: "error"; message: string };

async function post(body: { slug: string; email?: string }, token?: string): Promise<Response> {
  return fetch(STOCK_ALERTS_API_PATH, {
    method: "POST",
    headers: { "content-type": "application/json", ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: JSON.stringify(body),
  });
}

export function useBackInStock(slug: string, asCustomer: boolean) {
  const [email, setEmail] = useState("");
  const [fieldError, setFieldError] = useState<string | null>(null);
  const [result, setResult] = useState<BackInStockResult>({ kind: "idle" });
  const input = useRef<HTMLInputElement>(null);

  async function subscribe(guestEmail?: string) {
    setResult({ kind: "sending" });
    try {
      let response: Response;
      if (asCustomer) {
        response = await post({ slug }, await currentUserToken());
        if (response.status === 401) response = await post({ slug }, await currentUserToken(true));
      } else {
        response = await post({ slug, email: guestEmail });
      }
      const body = (await response.json().catch(() => ({}))) as Partial<StockAlertSubscribed> & { code?: string; message?: string };
      if (response.ok && body.email) {
        setResult({ kind: "done", email: body.email, confirmationNeeded: body.confirmationNeeded !== false });
        return;
      }
      const text = body.code && body.code in STOCK_ALERT_ERROR_TEXT ? STOCK_ALERT_ERROR_TEXT[body.code as StockAlertErrorCode] : body.message;
      if (body.code === "invalidEmail" && !asCustomer) {
        setFieldError(text ?? STOCK_ALERT_ERROR_TEXT.invalidEmail);
        setResult({ kind: "idle" });
        input.current?.focus();
        return;
      }
      setResult({ kind: "error", message: text || "Sorry, that didn't work. Please try again in a moment." });
    } catch {
      setResult({ kind: "error", message: "We couldn't reach the shop. Check your connection and try again." });
    }
  }

  function submitGuest(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const problem = emailProblem(email);
    setFieldError(problem);
    if (problem) {
      input.current?.focus();
      return;
    }
    void subscribe(email.trim());
  }

  /** Typing clears the field's problem, which was about what was there before. */
  function changeEmail(next: string) {
    setEmail(next);
    if (fieldError) setFieldError(null);
  }

  return { email, fieldError, result, input, subscribe, submitGuest, changeEmail };
}
