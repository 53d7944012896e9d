"use client";
// ChatSidebar's state and effects: the conversation from the chat store, the question being typed,
// the welcome and focus on open, following the newest message, the phone sheet's top edge, and the
// basket's box remainders posted as info messages.
import { useEffect, useRef, useState, type FormEvent } from "react";
import { useCartStore } from "@/stores/cart";
import { useChatStore } from "@/stores/chat";
import { ask } from "@/stores/ask-assistant";

/**
 * On phones the panel is a sheet that starts at the header's lower edge, which is 40 px lower while
 * the delivery banner is still on screen: it follows that edge as the page scrolls, so the sheet
 * never covers the header's controls (--chat-sheet-top, read only by the phone layout's CSS).
 */
function useSheetBelowHeader(panel: React.RefObject<HTMLElement | null>) {
  useEffect(() => {
    const header = document.querySelector('[data-testid="site-header"]');
    if (!header || !panel.current) return;
    let frame = 0;
    const place = () => {
      frame = 0;
      panel.current?.style.setProperty("--chat-sheet-top", `${Math.max(0, Math.round(header.getBoundingClientRect().bottom))}px`);
    };
    const schedule = () => (frame ||= requestAnimationFrame(place));
    place();
    window.addEventListener("scroll", schedule, { passive: true });
    window.addEventListener("resize", schedule);
    return () => {
      cancelAnimationFrame(frame);
      window.removeEventListener("scroll", schedule);
      window.removeEventListener("resize", schedule);
    };
  }, [panel]);
}

/** Posts the basket's box remainders after it changes (not on first load). */
function useBasketInfo() {
  useEffect(() => {
    let previous = JSON.stringify(useCartStore.getState().cartValidity?.remainders ?? null);
    return useCartStore.subscribe((state) => {
      const validity = state.cartValidity;
      const key = JSON.stringify(validity?.remainders ?? null);
      if (key === previous) return;
      previous = key;
      if (!validity || !state.cart?.items.length) return;
      const chat = useChatStore.getState();
      if (validity.valid) chat.postInfo({ messageType: "boxesFull", messageData: {} });
      else chat.postInfo({ messageType: "showCartRemainders", messageData: { remainders: validity.remainders } });
    });
  }, []);
}

export function useChatSidebar() {
  const messages = useChatStore((state) => state.messages);
  const typing = useChatStore((state) => state.isAITYping);
  const sending = useChatStore((state) => state.chatStateStatus === "sending");
  const [draft, setDraft] = useState("");
  const inputRef = useRef<HTMLInputElement>(null);
  const listRef = useRef<HTMLOListElement>(null);
  const panelRef = useRef<HTMLElement>(null);
  useSheetBelowHeader(panelRef);
  useBasketInfo();

  useEffect(() => {
    inputRef.current?.focus();
    useChatStore.getState().postInfo({ messageType: "welcome", messageData: {} });
  }, []);

  useEffect(() => {
    listRef.current?.lastElementChild?.scrollIntoView({ block: "end", behavior: window.matchMedia("(prefers-reduced-motion: reduce)").matches ? "auto" : "smooth" });
  }, [messages.length, typing]);

  function send(event: FormEvent) {
    event.preventDefault();
    const question = draft.trim();
    if (!question || sending) return;
    setDraft("");
    void ask(question);
  }

  return { messages, typing, sending, draft, setDraft, send, inputRef, listRef, panelRef };
}
