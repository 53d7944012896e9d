import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { selectSpinnerVisible, useUiStore } from "@/stores/ui";
import { nextSpeed } from "@/stores/player";
import { breakpoint, viewStateFor } from "@/lib/layout";

const initial = useUiStore.getState();
beforeEach(() => {
  vi.useFakeTimers();
  useUiStore.setState(initial, true);
});
afterEach(() => vi.useRealTimers());

describe("loading indicator", () => {
  it("switches the spinner on after the 500 ms default delay", () => {
    useUiStore.getState().setSpinnerLoading(true);
    vi.advanceTimersByTime(499);
    expect(useUiStore.getState().isSpinnerLoading).toBe(false);
    vi.advanceTimersByTime(1);
    expect(useUiStore.getState().isSpinnerLoading).toBe(true);
  });

  it("switches at once when the delay is 0, and the cursor likewise", () => {
    useUiStore.getState().setSpinnerLoading(true, 0);
    useUiStore.getState().setCursorLoading(true, 0);
    expect(useUiStore.getState()).toMatchObject({ isSpinnerLoading: true, isCursorLoading: true });
  });

  it("a route that completes within the delay never shows the spinner", () => {
    useUiStore.getState().routeChangeStart();
    vi.advanceTimersByTime(200);
    useUiStore.getState().routeChangeEnd();
    vi.advanceTimersByTime(1_000);
    expect(selectSpinnerVisible(useUiStore.getState())).toBe(false);
    expect(useUiStore.getState().isCursorLoading).toBe(false);
  });

  it("a slow route shows the spinner and the wait cursor until it completes", () => {
    useUiStore.getState().routeChangeStart();
    vi.advanceTimersByTime(500);
    expect(selectSpinnerVisible(useUiStore.getState())).toBe(true);
    expect(useUiStore.getState().isCursorLoading).toBe(true);
    useUiStore.getState().routeChangeEnd();
    expect(selectSpinnerVisible(useUiStore.getState())).toBe(false);
    expect(useUiStore.getState().isCursorLoading).toBe(false);
  });

  it("the persistent-spinner flag keeps the spinner on after the route completes", () => {
    useUiStore.getState().setPersistentSpinner(true);
    useUiStore.getState().routeChangeStart();
    vi.advanceTimersByTime(600);
    useUiStore.getState().routeChangeEnd();
    expect(selectSpinnerVisible(useUiStore.getState())).toBe(true);
    useUiStore.getState().setPersistentSpinner(false);
    useUiStore.getState().routeChangeEnd();
    expect(selectSpinnerVisible(useUiStore.getState())).toBe(false);
  });
});

describe("view states and breakpoints", () => {
  it("maps widths to the five view states", () => {
    expect(viewStateFor(390, false)).toBe("mobile");
    expect(viewStateFor(800, false)).toBe("tablet");
    expect(viewStateFor(1100, false)).toBe("desktop");
    expect(viewStateFor(1440, false)).toBe("largeDesktop");
    expect(viewStateFor(1600, false)).toBe("extraLarge");
  });
  it("adds 320 px to every breakpoint while the chat panel shows", () => {
    expect(breakpoint("desktop", true)).toBe(breakpoint("desktop", false) + 320);
    expect(viewStateFor(1100, true)).toBe("tablet");
    expect(viewStateFor(1344, true)).toBe("desktop");
    expect(breakpoint("mobile", true)).toBe(0);
  });
});

describe("podcast speed", () => {
  it("cycles 1, 1.25, 1.5, 1.75, 2, 0.5, 0.75 and back to 1", () => {
    const seen = [1];
    for (let i = 0; i < 7; i++) seen.push(nextSpeed(seen[seen.length - 1]));
    expect(seen).toEqual([1, 1.25, 1.5, 1.75, 2, 0.5, 0.75, 1]);
  });
});
