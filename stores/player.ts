// The podcast player (spec §3 Podcast player). The current episode is kept in local storage under
// its own key, apart from "root", so it survives a sign-out.
import { create } from "zustand";
import { createJSONStorage, persist } from "zustand/middleware";
import { PODCAST_SPEEDS } from "@/lib/constants";

export const PLAYER_STORAGE_KEY = "podcastPlayer";

export interface Episode {
  imageUrl: string;
  audioUrl: string;
  episodeTitle: string;
  podcastTitle: string;
  author: string;
  summary: string;
  pubDate: string;
  slug: string;
  show_slug: string;
}

export interface PlayerState extends Episode {
  isPlaying: boolean;
  speed: number;
  updated: string | null;
  isMinimised: boolean;
  isCloseConfirmOpen: boolean;
  hasPlayError: boolean;
  loadEpisode: (episode: Episode) => void;
  setPlaying: (isPlaying: boolean) => void;
  /** Speed cycles 1, 1.25, 1.5, 1.75, 2, 0.5, 0.75. */
  cycleSpeed: () => void;
  setMinimised: (isMinimised: boolean) => void;
  setCloseConfirmOpen: (open: boolean) => void;
  setPlayError: (hasPlayError: boolean) => void;
  closePlayer: () => void;
}

const noEpisode: Episode = {
  imageUrl: "",
  audioUrl: "",
  episodeTitle: "",
  podcastTitle: "",
  author: "",
  summary: "",
  pubDate: "",
  slug: "",
  show_slug: "",
};

export function nextSpeed(speed: number): number {
  const index = PODCAST_SPEEDS.indexOf(speed as (typeof PODCAST_SPEEDS)[number]);
  return PODCAST_SPEEDS[(index + 1) % PODCAST_SPEEDS.length];
}

export const usePlayerStore = create<PlayerState>()(
  persist(
    (set) => ({
      ...noEpisode,
      isPlaying: false,
      speed: PODCAST_SPEEDS[0],
      updated: null,
      isMinimised: false,
      isCloseConfirmOpen: false,
      hasPlayError: false,
      loadEpisode: (episode) =>
        set({ ...episode, isPlaying: true, isMinimised: false, hasPlayError: false, updated: new Date().toISOString() }),
      setPlaying: (isPlaying) => set({ isPlaying, updated: new Date().toISOString() }),
      cycleSpeed: () => set((state) => ({ speed: nextSpeed(state.speed) })),
      setMinimised: (isMinimised) => set({ isMinimised }),
      setCloseConfirmOpen: (isCloseConfirmOpen) => set({ isCloseConfirmOpen }),
      setPlayError: (hasPlayError) => set({ hasPlayError, isPlaying: false }),
      closePlayer: () => set({ ...noEpisode, isPlaying: false, isCloseConfirmOpen: false, hasPlayError: false }),
    }),
    {
      name: PLAYER_STORAGE_KEY,
      storage: createJSONStorage(() => localStorage),
      skipHydration: true,
      // A reload never resumes playback by itself: browsers block autoplay anyway.
      partialize: ({ isPlaying: _playing, isCloseConfirmOpen: _c, hasPlayError: _e, ...saved }) => saved,
    },
  ),
);
