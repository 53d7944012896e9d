// @vitest-environment jsdom
// Idleness: 60 s without mouse move, mouse down, key press, scroll or touch start.
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { createIdleTracker, idleTimeoutMs } from "@/lib/auth/idle";
import { watchIdleness } from "@/stores/idleness";
import { ACTIVITY_EVENTS, IDLE_TIMEOUT_MS } from "@/lib/constants";
import { useCartStore } from "@/stores/cart";
import { useUserStore } from "@/stores/user";

const initialCart = useCartStore.getState();
const initialUser = useUserStore.getState();
let dispose: (() => void) | undefined;

beforeEach(() => {
  vi.useFakeTimers();
  useCartStore.setState(initialCart, true);
  useUserStore.setState(initialUser, true);
});
afterEach(() => {
  dispose?.();
  dispose = undefined;
  delete window.__AFC_IDLE_TIMEOUT_MS__;
  vi.useRealTimers();
  vi.restoreAllMocks();
});

const fire = (type: string) => window.dispatchEvent(new Event(type));

describe("createIdleTracker", () => {
  function track() {
    const onIdle = vi.fn();
    const onActive = vi.fn();
    dispose = createIdleTracker({ timeoutMs: IDLE_TIMEOUT_MS, events: ACTIVITY_EVENTS, target: window, onIdle, onActive });
    return { onIdle, onActive };
  }

  it("listens to exactly the five activity events, and removes those listeners when disposed", () => {
    expect([...ACTIVITY_EVENTS]).toEqual(["mousemove", "mousedown", "keypress", "scroll", "touchstart"]);
    const added = vi.spyOn(window, "addEventListener");
    const removed = vi.spyOn(window, "removeEventListener");
    watchIdleness(window)();
    const names = (calls: unknown[][]) => calls.map(([type]) => type).sort();
    expect(names(added.mock.calls)).toEqual(["keypress", "mousedown", "mousemove", "scroll", "touchstart"]);
    expect(names(removed.mock.calls)).toEqual(["keypress", "mousedown", "mousemove", "scroll", "touchstart"]);
    // Each activity event, on its own, holds idleness off.
    for (const type of ["mousemove", "mousedown", "keypress", "scroll", "touchstart"]) {
      const { onIdle } = track();
      vi.advanceTimersByTime(59_000);
      fire(type);
      vi.advanceTimersByTime(59_000);
      expect(onIdle, type).not.toHaveBeenCalled();
      dispose?.();
    }
  });

  it("goes idle after 60 seconds with no activity, once", () => {
    const { onIdle, onActive } = track();
    vi.advanceTimersByTime(59_999);
    expect(onIdle).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(onIdle).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(5 * 60_000);
    expect(onIdle).toHaveBeenCalledTimes(1);
    expect(onActive).not.toHaveBeenCalled();
  });

  it.each(ACTIVITY_EVENTS)("%s restarts the 60 seconds", (type) => {
    const { onIdle, onActive } = track();
    vi.advanceTimersByTime(50_000);
    fire(type);
    vi.advanceTimersByTime(59_999);
    expect(onIdle).not.toHaveBeenCalled();
    expect(onActive).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(onIdle).toHaveBeenCalledTimes(1);
  });

  it("ignores other events", () => {
    const { onIdle } = track();
    vi.advanceTimersByTime(50_000);
    fire("resize");
    fire("click");
    vi.advanceTimersByTime(10_000);
    expect(onIdle).toHaveBeenCalledTimes(1);
  });

  it("calls onActive on the first activity after idling, then counts again", () => {
    const { onIdle, onActive } = track();
    vi.advanceTimersByTime(60_000);
    fire("keypress");
    fire("mousemove");
    expect(onActive).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(60_000);
    expect(onIdle).toHaveBeenCalledTimes(2);
  });

  it("stops listening and counting once disposed", () => {
    const { onIdle, onActive } = track();
    vi.advanceTimersByTime(60_000);
    dispose?.();
    fire("mousedown");
    vi.advanceTimersByTime(120_000);
    expect(onActive).not.toHaveBeenCalled();
    expect(onIdle).toHaveBeenCalledTimes(1);
  });
});

describe("idleTimeoutMs", () => {
  it("is 60 seconds unless the test override is a positive number", () => {
    expect(idleTimeoutMs(window)).toBe(60_000);
    expect(idleTimeoutMs(undefined)).toBe(60_000);
    expect(idleTimeoutMs({ __AFC_IDLE_TIMEOUT_MS__: 500 })).toBe(500);
    expect(idleTimeoutMs({ __AFC_IDLE_TIMEOUT_MS__: 0 })).toBe(60_000);
    expect(idleTimeoutMs({ __AFC_IDLE_TIMEOUT_MS__: Number.NaN })).toBe(60_000);
  });
});

describe("watchIdleness", () => {
  it("sets isUserIdle after 60 s; the next activity clears it and refreshes the cart", () => {
    const refresh = vi.spyOn(useCartStore.getState(), "refreshCart").mockResolvedValue(undefined);
    dispose = watchIdleness(window);
    expect(useUserStore.getState().isUserIdle).toBe(false);
    vi.advanceTimersByTime(60_000);
    expect(useUserStore.getState().isUserIdle).toBe(true);
    expect(refresh).not.toHaveBeenCalled();

    fire("touchstart");
    expect(useUserStore.getState().isUserIdle).toBe(false);
    expect(refresh).toHaveBeenCalledTimes(1);

    fire("scroll");
    expect(refresh).toHaveBeenCalledTimes(1);
  });

  it("uses window.__AFC_IDLE_TIMEOUT_MS__ when defined", () => {
    window.__AFC_IDLE_TIMEOUT_MS__ = 500;
    dispose = watchIdleness(window);
    vi.advanceTimersByTime(499);
    expect(useUserStore.getState().isUserIdle).toBe(false);
    vi.advanceTimersByTime(1);
    expect(useUserStore.getState().isUserIdle).toBe(true);
  });
});
