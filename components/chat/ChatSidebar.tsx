"use client";
// The chat sidebar's panel (320 px beside the content on wide screens, full width on phones).
// The assistant itself arrives with the chat issue.
import { CHAT_PANEL_WIDTH } from "@/lib/constants";
import { CloseIcon } from "@/components/shell/icons";
import { useChatStore } from "@/stores/chat";
import styles from "./ChatSidebar.module.css";

export default function ChatSidebar() {
  const closeChat = useChatStore((state) => state.closeChat);
  return (
    <aside className={styles.panel} style={{ width: CHAT_PANEL_WIDTH }} aria-labelledby="chat-title" data-testid="chat-sidebar">
      <div className={styles.head}>
        <h2 id="chat-title">Ask us anything</h2>
        <button type="button" className={styles.close} aria-label="Close chat" onClick={closeChat}>
          <CloseIcon />
        </button>
      </div>
      <p>Our assistant can help you find a drink, fill a box or pick a course. It is getting ready.</p>
    </aside>
  );
}
