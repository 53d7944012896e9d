// Loading and layout state of the shell: drawer, spinner, wait cursor, view state, hydration,
// and the external link awaiting confirmation.
import { create } from "zustand";
import { LOADING_DELAY_MS } from "@/lib/constants";
import type { ViewState } from "@/lib/layout";

export interface UiState {
  /** True once the persisted stores have rehydrated (or the rehydrate timeout passed). */
  hydrated: boolean;
  isDrawerOpen: boolean;
  isSpinnerLoading: boolean;
  isCursorLoading: boolean;
  /** Keeps the spinner on across route changes until switched off. */
  persistentSpinner: boolean;
  viewState: ViewState;
  /** The external URL the leave-site dialog is asking about. */
  pendingExternalHref: string | null;
  setHydrated: () => void;
  openDrawer: () => void;
  closeDrawer: () => void;
  /** Switch the spinner on or off after a delay (default 500 ms; 0 is immediate). */
  setSpinnerLoading: (on: boolean, delayMs?: number) => void;
  /** Switch the wait cursor on or off after a delay (default 500 ms; 0 is immediate). */
  setCursorLoading: (on: boolean, delayMs?: number) => void;
  setPersistentSpinner: (on: boolean) => void;
  routeChangeStart: () => void;
  /** Route complete or failed: the spinner clears unless the persistent flag is on. */
  routeChangeEnd: () => void;
  setViewState: (viewState: ViewState) => void;
  setPendingExternalHref: (href: string | null) => void;
}

const timers: { spinner?: ReturnType<typeof setTimeout>; cursor?: ReturnType<typeof setTimeout> } = {};

function afterDelay(key: keyof typeof timers, delayMs: number, apply: () => void) {
  clearTimeout(timers[key]);
  timers[key] = undefined;
  if (delayMs <= 0) apply();
  else timers[key] = setTimeout(apply, delayMs);
}

export const useUiStore = create<UiState>()((set, get) => ({
  hydrated: false,
  isDrawerOpen: false,
  isSpinnerLoading: false,
  isCursorLoading: false,
  persistentSpinner: false,
  viewState: "desktop",
  pendingExternalHref: null,
  setHydrated: () => set({ hydrated: true }),
  openDrawer: () => set({ isDrawerOpen: true }),
  closeDrawer: () => set({ isDrawerOpen: false }),
  setSpinnerLoading: (on, delayMs = LOADING_DELAY_MS) =>
    afterDelay("spinner", delayMs, () => set({ isSpinnerLoading: on })),
  setCursorLoading: (on, delayMs = LOADING_DELAY_MS) =>
    afterDelay("cursor", delayMs, () => set({ isCursorLoading: on })),
  setPersistentSpinner: (persistentSpinner) => set({ persistentSpinner }),
  routeChangeStart: () => {
    get().setSpinnerLoading(true);
    get().setCursorLoading(true);
  },
  routeChangeEnd: () => {
    get().setCursorLoading(false, 0);
    if (!get().persistentSpinner) get().setSpinnerLoading(false, 0);
  },
  setViewState: (viewState) => set({ viewState }),
  setPendingExternalHref: (pendingExternalHref) => set({ pendingExternalHref }),
}));

/** The spinner shows while loading or while the persistent flag holds it on. */
export const selectSpinnerVisible = (state: UiState) => state.isSpinnerLoading || state.persistentSpinner;
