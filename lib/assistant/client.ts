"use client";
// Sends a question to /api/assistant with what the server may use to answer it: the shopper's
// basket (its id and guest id, after any pending save) and, when signed in, their token.
import type { ChatMessage } from "@/lib/assistant/types";
import { useCartStore } from "@/stores/cart";
import { useChatStore } from "@/stores/chat";
import { useUserStore } from "@/stores/user";

const FAILED = "Sorry, I couldn't answer just now. Please try again in a moment.";

export async function ask(question: string): Promise<void> {
  const chat = useChatStore.getState();
  const history = chat.messages.slice(-10).map(({ role, content }) => ({ role, content: content.slice(0, 2_000) }));
  chat.addUserMessage(question);
  chat.setChatStateStatus("sending");
  try {
    await useCartStore.getState().flushSave().catch(() => undefined);
    const cart = useCartStore.getState().cart;
    const { token, userStatus } = useUserStore.getState();
    const response = await fetch("/api/assistant", {
      method: "POST",
      headers: { "content-type": "application/json", ...(userStatus === "loggedIn" && token ? { authorization: `Bearer ${token}` } : {}) },
      body: JSON.stringify({ message: question, history, cart: cart?.id ? { cartId: cart.id, guestId: cart.guestId ?? null } : null }),
    });
    const answer = (await response.json().catch(() => ({}))) as { messages?: ChatMessage[]; message?: string };
    if (!response.ok || !answer.messages) throw new Error(answer.message ?? FAILED);
    useChatStore.getState().queueAIMessages(answer.messages);
    useChatStore.getState().setChatStateStatus("idle");
  } catch (error) {
    useChatStore.getState().setChatStateStatus("failed");
    useChatStore.getState().queueAIMessages([{ content: (error as Error).message || FAILED, type: "text", typingEffect: false, typingTimeout: 0, buttons: [] }]);
  }
}
