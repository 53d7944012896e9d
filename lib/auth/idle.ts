// Idleness: after 60 seconds with no mouse move, mouse down, key press, scroll or
// touch start the user is idle; the next activity clears it and refreshes the cart.
//
// Test hook: define `window.__AFC_IDLE_TIMEOUT_MS__` (a positive number of milliseconds) before
// the shell mounts, e.g. with Playwright's `page.addInitScript(() => { window.__AFC_IDLE_TIMEOUT_MS__ = 500 })`,
// to shorten the 60-second timeout. Nothing in the product sets it.
//
// What idleness does to the stores is stores/idleness.ts.
import { IDLE_TIMEOUT_MS } from "@/lib/constants";

declare global {
  interface Window {
    /** Test-only override of the idle timeout (milliseconds). */
    __AFC_IDLE_TIMEOUT_MS__?: number;
  }
}

export interface IdleTrackerOptions {
  timeoutMs: number;
  events: readonly string[];
  target: Pick<EventTarget, "addEventListener" | "removeEventListener">;
  onIdle: () => void;
  onActive: () => void;
}

// Capture: a scroll inside a scrolling element does not bubble to the window. Passive: never
// delays scrolling or touches.
const LISTENER_OPTIONS: AddEventListenerOptions = { capture: true, passive: true };

/** Call onIdle after timeoutMs without any of the events, onActive on the first event after that. Returns the dispose. */
export function createIdleTracker({ timeoutMs, events, target, onIdle, onActive }: IdleTrackerOptions): () => void {
  let idle = false;
  let timer: ReturnType<typeof setTimeout> | undefined;

  const arm = () => {
    clearTimeout(timer);
    timer = setTimeout(() => {
      idle = true;
      onIdle();
    }, timeoutMs);
  };
  const onActivity = () => {
    if (idle) {
      idle = false;
      onActive();
    }
    arm();
  };

  for (const event of events) target.addEventListener(event, onActivity, LISTENER_OPTIONS);
  arm();
  return () => {
    clearTimeout(timer);
    for (const event of events) target.removeEventListener(event, onActivity, LISTENER_OPTIONS);
  };
}

/** The idle timeout: the test override when it is a positive number, else 60 seconds. */
export function idleTimeoutMs(win: Partial<Pick<Window, "__AFC_IDLE_TIMEOUT_MS__">> | undefined): number {
  const override = win?.__AFC_IDLE_TIMEOUT_MS__;
  return typeof override === "number" && Number.isFinite(override) && override > 0 ? override : IDLE_TIMEOUT_MS;
}
