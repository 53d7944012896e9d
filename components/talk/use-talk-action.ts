"use client";
import { useState } from "react";
import { TalkError } from "@/lib/talk/client";

/** busy, the last refusal's words, and run(): one request at a time for a TALK form or button. */
export function useTalkAction() {
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  async function run<T>(work: () => Promise<T>): Promise<T | null> {
    setBusy(true);
    setError(null);
    try {
      return await work();
    } catch (caught) {
      setError(caught instanceof TalkError ? caught.message : "Something went wrong. Please try again.");
      return null;
    } finally {
      setBusy(false);
    }
  }
  return { busy, error, run };
}
