// The chat store. AI messages wait in aiMessageQueue and are shown one at
// a time, each after a typing indicator lasting its typingTimeout (1000 ms for info messages); the
// typing flag resets after 10 s whatever happens; muting closes the chat and keeps it quiet; an
// info message with a dontRepeat entry is not shown again before dontRepeatUntil.
import { create } from "zustand";
import { persist } from "zustand/middleware";
import { v4 as uuidv4 } from "uuid";
import { INFO_DONT_REPEAT_MS, infoMessageText, type InfoMessage } from "@/lib/assistant/info-messages";
import type { ChatButton, ChatMessage } from "@/lib/assistant/types";
import { INFO_MESSAGE_TYPING_TIMEOUT_MS, TYPING_RESET_MS } from "@/lib/constants";
import { rootStorage } from "./persistence";

export type { ChatButton, ChatMessage };

export interface DontRepeat {
  messageName: string;
  dontRepeatUntil: string;
}

export type ChatStateStatus = "idle" | "sending" | "failed";

/** A message as the assistant answers it; the store gives it its time when it is shown. */
export type IncomingAIMessage = Omit<ChatMessage, "role" | "addedAt" | "id"> & { id?: string };

export interface ChatState {
  messages: ChatMessage[];
  aiMessageQueue: ChatMessage[];
  isChatOpen: boolean;
  shouldChatShow: boolean;
  /** Spelt so (AIT) in the product's own naming of the store. */
  isAITYping: boolean;
  muted: boolean;
  dontRepeat: DontRepeat[];
  lastAIMessageId: string | null;
  chatStateStatus: ChatStateStatus;
  openChat: () => void;
  closeChat: () => void;
  toggleChat: () => void;
  /** Muting closes the chat and keeps info messages away. */
  setMuted: (muted: boolean) => void;
  addUserMessage: (content: string) => ChatMessage;
  /** Queues the assistant's answers; each shows after its typing indicator. */
  queueAIMessages: (messages: IncomingAIMessage[]) => void;
  /** Posts an info message unless muted or inside its dontRepeat window; true when queued. */
  postInfo: (message: InfoMessage, now?: number) => boolean;
  setChatStateStatus: (status: ChatStateStatus) => void;
  clearConversation: () => void;
}

/** Messages kept (and persisted): the conversation's tail. */
export const MAX_CHAT_MESSAGES = 60;

let typingTimer: ReturnType<typeof setTimeout> | undefined;
let resetTimer: ReturnType<typeof setTimeout> | undefined;

export const useChatStore = create<ChatState>()(
  persist(
    (set, get) => {
      /** Shows the next queued AI message after its typing indicator, then the one after. */
      function showNext(): void {
        const { aiMessageQueue } = get();
        if (typingTimer !== undefined || aiMessageQueue.length === 0) return;
        const next = aiMessageQueue[0];
        set({ isAITYping: true });
        clearTimeout(resetTimer);
        resetTimer = setTimeout(() => set({ isAITYping: false }), TYPING_RESET_MS);
        typingTimer = setTimeout(
          () => {
            typingTimer = undefined;
            clearTimeout(resetTimer);
            set((state) => ({
              messages: [...state.messages, { ...next, addedAt: new Date().toISOString() }].slice(-MAX_CHAT_MESSAGES),
              aiMessageQueue: state.aiMessageQueue.slice(1),
              lastAIMessageId: next.id,
              isAITYping: false,
            }));
            showNext();
          },
          next.typingEffect ? next.typingTimeout : 0,
        );
      }

      return {
        messages: [],
        aiMessageQueue: [],
        isChatOpen: false,
        shouldChatShow: true,
        isAITYping: false,
        muted: false,
        dontRepeat: [],
        lastAIMessageId: null,
        chatStateStatus: "idle",
        openChat: () => set({ isChatOpen: true, muted: false }),
        closeChat: () => set({ isChatOpen: false }),
        toggleChat: () => set((state) => (state.isChatOpen ? { isChatOpen: false } : { isChatOpen: true, muted: false })),
        setMuted: (muted) => set(muted ? { muted, isChatOpen: false } : { muted }),
        addUserMessage: (content) => {
          const message: ChatMessage = { id: uuidv4(), role: "user", content, type: "text", typingEffect: false, typingTimeout: 0, buttons: [], addedAt: new Date().toISOString() };
          set((state) => ({ messages: [...state.messages, message].slice(-MAX_CHAT_MESSAGES) }));
          return message;
        },
        queueAIMessages: (incoming) => {
          const queued = incoming.map((message): ChatMessage => ({ ...message, id: message.id ?? uuidv4(), role: "ai", addedAt: "" }));
          set((state) => ({ aiMessageQueue: [...state.aiMessageQueue, ...queued] }));
          showNext();
        },
        postInfo: (message, now = Date.now()) => {
          const { muted, dontRepeat } = get();
          if (muted) return false;
          const name = message.messageType === "showCartRemainders" ? `${message.messageType}:${JSON.stringify(message.messageData.remainders)}` : message.messageType;
          if (dontRepeat.some((entry) => entry.messageName === name && Date.parse(entry.dontRepeatUntil) > now)) return false;
          set((state) => ({
            dontRepeat: [
              ...state.dontRepeat.filter((entry) => entry.messageName !== name && Date.parse(entry.dontRepeatUntil) > now),
              { messageName: name, dontRepeatUntil: new Date(now + INFO_DONT_REPEAT_MS[message.messageType]).toISOString() },
            ],
          }));
          get().queueAIMessages([{ content: infoMessageText(message), type: "text", typingEffect: true, typingTimeout: INFO_MESSAGE_TYPING_TIMEOUT_MS, buttons: [] }]);
          return true;
        },
        setChatStateStatus: (chatStateStatus) => set({ chatStateStatus }),
        clearConversation: () => set({ messages: [], lastAIMessageId: null }),
      };
    },
    {
      name: "chat",
      storage: rootStorage(),
      skipHydration: true,
      partialize: (state) => ({
        messages: state.messages,
        isChatOpen: state.isChatOpen,
        shouldChatShow: state.shouldChatShow,
        muted: state.muted,
        dontRepeat: state.dontRepeat,
        lastAIMessageId: state.lastAIMessageId,
      }),
    },
  ),
);

/** For tests: stop the queue's timers and forget the pending message. */
export function resetChatTimers(): void {
  clearTimeout(typingTimer);
  clearTimeout(resetTimer);
  typingTimer = undefined;
  resetTimer = undefined;
}
