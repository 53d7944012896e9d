// The chat's message shape, shared by the store, the sidebar and the assistant's API.
import type { LineInput } from "../cart/lines";

/** What a button in a message does: open a page, add a product (only when pressed), open the basket. */
export interface ChatButton {
  label: string;
  href?: string;
  action?: "addToBasket" | "openBasket";
  /** For addToBasket: the line as the tool found it (the cart sync prices it again on the server). */
  item?: LineInput;
}

export interface ChatMessage {
  id: string;
  role: "ai" | "user";
  content: string;
  type: "text";
  typingEffect: boolean;
  typingTimeout: number;
  buttons: ChatButton[];
  addedAt: string;
}
