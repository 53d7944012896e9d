// The chat store (spec §3 Chat). The assistant's behaviours arrive with the chat issue.
import { create } from "zustand";
import { persist } from "zustand/middleware";
import { rootStorage } from "./persistence";

export interface ChatButton {
  label: string;
  href?: string;
  action?: string;
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

export interface DontRepeat {
  messageName: string;
  dontRepeatUntil: string;
}

export type ChatStateStatus = "idle" | "sending" | "failed";

export interface ChatState {
  messages: ChatMessage[];
  aiMessageQueue: ChatMessage[];
  isChatOpen: boolean;
  shouldChatShow: boolean;
  /** Named as the spec names it. */
  isAITYping: boolean;
  muted: boolean;
  dontRepeat: DontRepeat[];
  lastAIMessageId: string | null;
  chatStateStatus: ChatStateStatus;
  openChat: () => void;
  closeChat: () => void;
  toggleChat: () => void;
  /** Muting closes the chat (spec §4). */
  setMuted: (muted: boolean) => void;
}

export const useChatStore = create<ChatState>()(
  persist(
    (set) => ({
      messages: [],
      aiMessageQueue: [],
      isChatOpen: false,
      shouldChatShow: true,
      isAITYping: false,
      muted: false,
      dontRepeat: [],
      lastAIMessageId: null,
      chatStateStatus: "idle",
      openChat: () => set({ isChatOpen: true }),
      closeChat: () => set({ isChatOpen: false }),
      toggleChat: () => set((state) => ({ isChatOpen: !state.isChatOpen })),
      setMuted: (muted) => set(muted ? { muted, isChatOpen: false } : { muted }),
    }),
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
