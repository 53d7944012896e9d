"use client";
// POST /api/assistant: a question with what the server may use to answer it (the recent
// conversation, the basket's ids and, when signed in, the token). Answers the assistant's messages
// or throws the server's sentence.
import type { ChatMessage } from "@/lib/assistant/types";

export const ASSISTANT_FAILED_MESSAGE = "Sorry, I couldn't answer just now. Please try again in a moment.";

export interface AssistantQuestion {
  message: string;
  history: { role: ChatMessage["role"]; content: string }[];
  cart: { cartId: string; guestId: string | null } | null;
  /** Sent only when signed in. */
  token: string | null;
}

export async function postQuestion({ message, history, cart, token }: AssistantQuestion): Promise<ChatMessage[]> {
  const response = await fetch("/api/assistant", {
    method: "POST",
    headers: { "content-type": "application/json", ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: JSON.stringify({ message, history, cart }),
  });
  const answer = (await response.json().catch(() => ({}))) as { messages?: ChatMessage[]; message?: string };
  if (!response.ok || !answer.messages) throw new Error(answer.message ?? ASSISTANT_FAILED_MESSAGE);
  return answer.messages;
}
