"use client";
// Asks the assistant (lib/assistant/client.ts) from the chat: the question and the answer go into
// the chat store, with the shopper's basket (its id and guest id, after any pending save) and,
// when signed in, their token.
import { ASSISTANT_FAILED_MESSAGE, postQuestion } from "@/lib/assistant/client";
import { useCartStore } from "./cart";
import { useChatStore } from "./chat";
import { useUserStore } from "./user";

export async function ask(question: string): Promise<void> {
  const chat = useChatStore.getState();
  const history = chat.messages.slice(-10).map(({ role, content }) => ({ role, content: content.slice(0, 2_000) }));
  chat.addUserMessage(question);
  chat.setChatStateStatus("sending");
  try {
    await useCartStore.getState().flushSave().catch(() => undefined);
    const cart = useCartStore.getState().cart;
    const { token, userStatus } = useUserStore.getState();
    const messages = await postQuestion({
      message: question,
      history,
      cart: cart?.id ? { cartId: cart.id, guestId: cart.guestId ?? null } : null,
      token: userStatus === "loggedIn" && token ? token : null,
    });
    useChatStore.getState().queueAIMessages(messages);
    useChatStore.getState().setChatStateStatus("idle");
  } catch (error) {
    useChatStore.getState().setChatStateStatus("failed");
    useChatStore.getState().queueAIMessages([{ content: (error as Error).message || ASSISTANT_FAILED_MESSAGE, type: "text", typingEffect: false, typingTimeout: 0, buttons: [] }]);
  }
}
