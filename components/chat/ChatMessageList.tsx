// The conversation in the assistant's panel, announced as a log: each message says who wrote it,
// and its buttons are real links (which close the sheet on phones) or basket actions.
import Link from "next/link";
import type { RefObject } from "react";
import type { ChatButton, ChatMessage } from "@/lib/assistant/types";
import { useCartStore } from "@/stores/cart";
import { useChatStore } from "@/stores/chat";
import styles from "./ChatSidebar.module.css";

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

export function ChatMessageList({ messages, listRef }: { messages: ChatMessage[]; listRef: RefObject<HTMLOListElement | null> }) {
  return (
    <div className={styles.log} role="log" aria-live="polite" aria-label="Conversation">
      <ol ref={listRef} className={styles.messages}>
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
  );
}
