"use client";
// The assistant's panel: 320 px beside the page on wide screens, a sheet below the header on phones.
// Loaded on first open. Focus moves in on open and back to the launcher on close; Escape closes;
// new messages are announced; message buttons are real buttons and links. After basket changes
// it posts the box remainders as info messages (never while muted, never twice in their window).
// State and effects: use-chat-sidebar.ts; the conversation: ChatMessageList.tsx.
import { CHAT_PANEL_WIDTH } from "@/lib/constants";
import { CHAT_LAUNCHER_ID } from "@/components/shell/ChatButton";
import { CloseIcon } from "@/components/shell/icons";
import { useChatStore } from "@/stores/chat";
import { ask } from "@/stores/ask-assistant";
import { ChatMessageList } from "./ChatMessageList";
import { useChatSidebar } from "./use-chat-sidebar";
import styles from "./ChatSidebar.module.css";

const SUGGESTIONS = ["A red wine under £10", "Something like a G&T", "What fills my box?", "How much is delivery?"];

function closeAndReturnFocus() {
  useChatStore.getState().closeChat();
  requestAnimationFrame(() => document.getElementById(CHAT_LAUNCHER_ID)?.focus());
}

export default function ChatSidebar() {
  const { messages, typing, sending, draft, setDraft, send, inputRef, listRef, panelRef } = useChatSidebar();

  return (
    <aside
      ref={panelRef}
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
      <ChatMessageList messages={messages} listRef={listRef} />
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
        <input ref={inputRef} id="chat-question" value={draft} onChange={(event) => setDraft(event.target.value)} maxLength={1000} placeholder="Ask about drinks, boxes, courses…" autoComplete="off" />
        <button type="submit" className="btn btn-pink btn-small" disabled={sending || !draft.trim()}>
          Send
        </button>
      </form>
    </aside>
  );
}
