// The assistant's info messages (their text is produced from messageType and
// messageData): short notes the shop posts into the chat, each with a dontRepeat window so the
// assistant never nags.
import { showCartRemaindersMessage } from "../cart/messages";
import type { BoxType } from "../cart/types";

export type InfoMessage =
  | { messageType: "welcome"; messageData: Record<string, never> }
  | { messageType: "showCartRemainders"; messageData: { remainders: Partial<Record<BoxType, number>> } }
  | { messageType: "boxesFull"; messageData: Record<string, never> };

export const WELCOME_TEXT =
  "Hello! I can find you a drink (try “a red wine under £10”), tell you what fills your box, or point you to a story, course or episode. What are you after?";

export function infoMessageText(message: InfoMessage): string {
  switch (message.messageType) {
    case "welcome":
      return WELCOME_TEXT;
    case "showCartRemainders":
      return `${showCartRemaindersMessage(message.messageData.remainders)} Ask me “what fills my box?” for ideas.`;
    case "boxesFull":
      return "Your boxes are full: you can go to checkout.";
  }
}

/** How long the same info message stays quiet after it is shown. */
export const INFO_DONT_REPEAT_MS: Record<InfoMessage["messageType"], number> = {
  welcome: 365 * 24 * 3_600_000,
  showCartRemainders: 60_000,
  boxesFull: 60_000,
};
