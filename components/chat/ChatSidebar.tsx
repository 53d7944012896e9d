"use client";
// The assistant's panel: 320 px beside the page on wide screens, a sheet below the header on phones.
// Loaded on first open. Focus moves in on open and back to the launcher on close; Escape closes;
// new messages are announced; message buttons are real buttons and links. After basket changes
// it posts the box remainders as info messages (never while muted, never twice in their window).
import Link from "next/link";
import { useEffect, useRef, useState, type FormEvent } from "react";
import { CHAT_PANEL_WIDTH } from "@/lib/constants";
import type { ChatButton } from "@/lib/assistant/types";
import { CHAT_LAUNCHER_ID } from "@/components/shell/ChatButton";
import { CloseIcon } from "@/components/shell/icons";
import { useCartStore } from "@/stores/cart";
import { useChatStore } from "@/stores/chat";
import { ask } from "@/stores/ask-assistant";
import styles from "./ChatSidebar.module.css";

const SUGGESTIONS = ["A red wine under £10", "Something like a G&T", "What fills my box?", "How much is delivery?"];

function closeAndReturnFocus() {
  useChatStore.getState().closeChat();
  requestAnimationFrame(() => document.getElementById(CHAT_LAUNCHER_ID)?.focus());
}

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

function MessageButton({ button }: { button: ChatButton }) {
  if (button.href) {
    return (
      <Link href={button.href} className={styles.linkButton} onClick={() => window.matchMedia("(max-width: 767.98px)").matches && useChatStore.getState().closeChat()}>
        {button.label}
      </Link>
    );
  }
  const press = () => {
    const cart = useCartStore.getState();
    if (button.action === "addToBasket" && button.item) cart.addItem(button.item);
    if (button.action === "openBasket") cart.openMiniCart();
  };
  return (
    <button type="button" className={button.action === "addToBasket" ? styles.addButton : styles.linkButton} onClick={press}>
      {button.label}
    </button>
  );
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

export default function ChatSidebar() {
  const messages = useChatStore((state) => state.messages);
  const typing = useChatStore((state) => state.isAITYping);
  const sending = useChatStore((state) => state.chatStateStatus === "sending");
  const [draft, setDraft] = useState("");
  const input = useRef<HTMLInputElement>(null);
  const list = useRef<HTMLOListElement>(null);
  const panel = useRef<HTMLElement>(null);
  useSheetBelowHeader(panel);
  useBasketInfo();

  useEffect(() => {
    input.current?.focus();
    useChatStore.getState().postInfo({ messageType: "welcome", messageData: {} });
  }, []);

  useEffect(() => {
    list.current?.lastElementChild?.scrollIntoView({ block: "end", behavior: window.matchMedia("(prefers-reduced-motion: reduce)").matches ? "auto" : "smooth" });
  }, [messages.length, typing]);

  function send(event: FormEvent) {
    event.preventDefault();
    const question = draft.trim();
    if (!question || sending) return;
    setDraft("");
    void ask(question);
  }

  return (
    <aside
      ref={panel}
      className={styles.panel}
      style={{ width: CHAT_PANEL_WIDTH }}
      aria-labelledby="chat-title"
      data-testid="chat-sidebar"
      onKeyDown={(event) => {
        // Escape inside the chat closes it (the mini cart and dialogs handle their own).
        if (event.key === "Escape") closeAndReturnFocus();
      }}
    >
      <div className={styles.head}>
        <h2 id="chat-title">Ask us anything</h2>
        <div className={styles.headButtons}>
          <button type="button" className={styles.mute} onClick={() => useChatStore.getState().setMuted(true)}>
            Mute
          </button>
          <button type="button" className={styles.close} aria-label="Close chat" onClick={closeAndReturnFocus}>
            <CloseIcon />
          </button>
        </div>
      </div>
      <div className={styles.log} role="log" aria-live="polite" aria-label="Conversation">
      <ol ref={list} className={styles.messages}>
        {messages.map((message) => (
          <li key={message.id} className={message.role === "ai" ? styles.ai : styles.user}>
            <span className="visually-hidden">{message.role === "ai" ? "Assistant: " : "You: "}</span>
            <p>{message.content}</p>
            {message.buttons.length > 0 ? (
              <div className={styles.buttons}>
                {message.buttons.map((button) => (
                  <MessageButton key={button.label + (button.href ?? "")} button={button} />
                ))}
              </div>
            ) : null}
          </li>
        ))}
      </ol>
      </div>
      {typing ? (
        <p className={styles.typing} data-testid="chat-typing">
          <span aria-hidden="true" className={styles.dots}>
            <span />
            <span />
            <span />
          </span>
          Assistant is typing…
        </p>
      ) : null}
      {messages.length <= 1 ? (
        <div className={styles.suggestions} aria-label="Try asking">
          {SUGGESTIONS.map((suggestion) => (
            <button key={suggestion} type="button" className={styles.linkButton} onClick={() => void ask(suggestion)}>
              {suggestion}
            </button>
          ))}
        </div>
      ) : null}
      <form className={styles.form} onSubmit={send}>
        <label htmlFor="chat-question" className="visually-hidden">
          Your question
        </label>
        <input ref={input} id="chat-question" value={draft} onChange={(event) => setDraft(event.target.value)} maxLength={1000} placeholder="Ask about drinks, boxes, courses…" autoComplete="off" />
        <button type="submit" className="btn btn-pink btn-small" disabled={sending || !draft.trim()}>
          Send
        </button>
      </form>
    </aside>
  );
}
