"use client";
// The discount code field's state: the typed code, what is under way (applying or removing), the
// server's sentence for the last code, and the screen-reader line after a removal. The store syncs
// at once and the server judges (stores/cart-discounts.ts).
import { useRef, useState, type KeyboardEvent } from "react";
import { useCartStore } from "@/stores/cart";

export interface FieldMessage {
  text: string;
  refused: boolean;
}

export function useDiscountCode() {
  const [value, setValue] = useState("");
  /** What is under way: applying the typed code, or removing one. */
  const [working, setWorking] = useState<"apply" | "remove" | null>(null);
  const [message, setMessage] = useState<FieldMessage | null>(null);
  /** Said to screen readers after a removal (the chip and its button are gone). */
  const [announcement, setAnnouncement] = useState("");
  const toggleRef = useRef<HTMLButtonElement>(null);
  const busy = working !== null;

  async function apply() {
    if (busy) return;
    setWorking("apply");
    setMessage(null);
    setAnnouncement("");
    try {
      const result = await useCartStore.getState().applyDiscountCode(value);
      const applied = result.discount?.state === "applied";
      setMessage({ text: result.message, refused: !applied });
      if (applied) setValue("");
    } finally {
      setWorking(null);
    }
  }

  async function remove(code: string) {
    if (busy) return;
    setWorking("remove");
    setMessage(null);
    try {
      const removing = useCartStore.getState().removeDiscountCode(code);
      // The pressed button goes with its chip: keep the keyboard in the field.
      toggleRef.current?.focus();
      await removing;
      setAnnouncement(`${code} removed from your basket.`);
    } finally {
      setWorking(null);
    }
  }

  /** Typing clears the last sentence, which was about the code before. */
  function change(next: string) {
    setValue(next);
    if (message) setMessage(null);
  }

  function onKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    if (event.key !== "Enter") return;
    event.preventDefault();
    void apply();
  }

  return { value, working, busy, message, announcement, toggleRef, apply, remove, change, onKeyDown };
}
