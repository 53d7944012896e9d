// @vitest-environment jsdom
// The chat store's behaviour with fake timers: the queue, typing timeouts, the
// 10 s typing reset, mute, dontRepeat and persistence under "root".
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { WELCOME_TEXT } from "@/lib/assistant/info-messages";
import { INFO_MESSAGE_TYPING_TIMEOUT_MS, STATE_PERSISTENCE_KEY, TYPING_RESET_MS } from "@/lib/constants";
import { resetChatTimers, useChatStore, type IncomingAIMessage } from "@/stores/chat";

const initial = useChatStore.getState();
const answer = (content: string, typingTimeout = 1500): IncomingAIMessage => ({ content, type: "text", typingEffect: true, typingTimeout, buttons: [] });

beforeEach(() => {
  vi.useFakeTimers();
  resetChatTimers();
  useChatStore.setState({ ...initial, messages: [], aiMessageQueue: [], dontRepeat: [], muted: false, isAITYping: false, isChatOpen: false });
});
afterEach(() => {
  resetChatTimers();
  vi.useRealTimers();
});

const shown = () => useChatStore.getState().messages.map((message) => message.content);

describe("the AI message queue", () => {
  it("shows queued messages one at a time, each after its typing indicator", () => {
    useChatStore.getState().queueAIMessages([answer("First", 1000), answer("Second", 2000)]);
    expect(useChatStore.getState().isAITYping).toBe(true);
    expect(shown()).toEqual([]);
    vi.advanceTimersByTime(999);
    expect(shown()).toEqual([]);
    vi.advanceTimersByTime(1);
    expect(shown()).toEqual(["First"]);
    expect(useChatStore.getState().isAITYping).toBe(true); // typing the second
    vi.advanceTimersByTime(2000);
    expect(shown()).toEqual(["First", "Second"]);
    const { isAITYping, aiMessageQueue, lastAIMessageId, messages } = useChatStore.getState();
    expect([isAITYping, aiMessageQueue.length, lastAIMessageId]).toEqual([false, 0, messages[1].id]);
    expect(messages.every((message) => message.role === "ai" && message.addedAt !== "")).toBe(true);
  });

  it("resets the typing flag after 10 s whatever happens", () => {
    useChatStore.getState().queueAIMessages([answer("Slow", 60_000)]);
    vi.advanceTimersByTime(TYPING_RESET_MS - 1);
    expect(useChatStore.getState().isAITYping).toBe(true);
    vi.advanceTimersByTime(1);
    expect(useChatStore.getState().isAITYping).toBe(false);
  });

  it("keeps the user's messages in order with the answers", () => {
    useChatStore.getState().addUserMessage("A red under £10?");
    useChatStore.getState().queueAIMessages([answer("Here are three.")]);
    vi.runAllTimers();
    expect(useChatStore.getState().messages.map((message) => [message.role, message.content])).toEqual([
      ["user", "A red under £10?"],
      ["ai", "Here are three."],
    ]);
  });
});

describe("info messages", () => {
  it("come from messageType and messageData after a 1 s typing indicator, and not again inside dontRepeat", () => {
    const now = Date.now();
    expect(useChatStore.getState().postInfo({ messageType: "showCartRemainders", messageData: { remainders: { boxType_750: 5 } } }, now)).toBe(true);
    vi.advanceTimersByTime(INFO_MESSAGE_TYPING_TIMEOUT_MS - 1);
    expect(shown()).toEqual([]);
    vi.advanceTimersByTime(1);
    expect(shown()[0]).toMatch(/^Add 5 more to fill your Wine & Spirits Box\./);
    expect(useChatStore.getState().postInfo({ messageType: "showCartRemainders", messageData: { remainders: { boxType_750: 5 } } }, now + 30_000)).toBe(false);
    // A different remainder is news; the same one after its window is allowed again.
    expect(useChatStore.getState().postInfo({ messageType: "showCartRemainders", messageData: { remainders: { boxType_750: 4 } } }, now + 30_000)).toBe(true);
    expect(useChatStore.getState().postInfo({ messageType: "showCartRemainders", messageData: { remainders: { boxType_750: 5 } } }, now + 61_000)).toBe(true);
  });

  it("welcomes once, and stays quiet while muted; muting closes the chat", () => {
    useChatStore.getState().openChat();
    expect(useChatStore.getState().postInfo({ messageType: "welcome", messageData: {} })).toBe(true);
    vi.runAllTimers();
    expect(shown()).toEqual([WELCOME_TEXT]);
    expect(useChatStore.getState().postInfo({ messageType: "welcome", messageData: {} })).toBe(false);
    useChatStore.getState().setMuted(true);
    expect(useChatStore.getState().isChatOpen).toBe(false);
    expect(useChatStore.getState().postInfo({ messageType: "boxesFull", messageData: {} })).toBe(false);
    vi.runAllTimers();
    expect(shown()).toEqual([WELCOME_TEXT]);
  });
});

describe("persistence", () => {
  it("saves the conversation, mute and dontRepeat under root, not the queue or the typing flag", () => {
    useChatStore.getState().addUserMessage("Hello");
    useChatStore.getState().postInfo({ messageType: "boxesFull", messageData: {} });
    const saved = JSON.parse(localStorage.getItem(STATE_PERSISTENCE_KEY) ?? "{}").chat.state;
    expect(saved.messages.map((message: { content: string }) => message.content)).toEqual(["Hello"]);
    expect(saved.dontRepeat.map((entry: { messageName: string }) => entry.messageName)).toEqual(["boxesFull"]);
    expect(saved).not.toHaveProperty("aiMessageQueue");
    expect(saved).not.toHaveProperty("isAITYping");
  });
});
