"use client";
// The assistant's launcher in the header, beside the basket: opens (or closes) the chat panel.
import { useChatStore } from "@/stores/chat";
import styles from "./Header.module.css";

export const CHAT_LAUNCHER_ID = "chat-launcher";

export function ChatButton() {
  const open = useChatStore((state) => state.isChatOpen && !state.muted);
  const toggle = useChatStore((state) => state.toggleChat);
  return (
    <button type="button" id={CHAT_LAUNCHER_ID} className={styles.chatButton} aria-label="Ask our assistant" aria-expanded={open} onClick={toggle} data-testid="chat-launcher">
      <svg aria-hidden="true" width="24" height="24" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round">
        <path d="M21 12a8 8 0 0 1-11.6 7.1L4 20l1-4.6A8 8 0 1 1 21 12z" />
        <path d="M8.5 12h.01M12 12h.01M15.5 12h.01" />
      </svg>
    </button>
  );
}
