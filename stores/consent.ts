// Cookie consent. The cookies themselves are the source of
// truth for the banner; the store mirrors the choice for the analytics tracker.
import { create } from "zustand";
import { persist } from "zustand/middleware";
import { rootStorage } from "./persistence";

export interface ConsentState {
  consentGiven: boolean;
  setConsentGiven: (consentGiven: boolean) => void;
}

export const useConsentStore = create<ConsentState>()(
  persist(
    (set) => ({
      consentGiven: false,
      setConsentGiven: (consentGiven) => set({ consentGiven }),
    }),
    { name: "consent", storage: rootStorage(), skipHydration: true, partialize: ({ consentGiven }) => ({ consentGiven }) },
  ),
);
