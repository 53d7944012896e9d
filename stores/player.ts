// The podcast player. The current episode, where it stopped, the chosen
// speed and the Up next queue are kept in local storage under their own key, apart from "root",
// so they survive a reload and a sign-out. A reload never resumes playback by itself.
import { create } from "zustand";
import { createJSONStorage, persist } from "zustand/middleware";
import { PODCAST_SPEEDS } from "@/lib/constants";
import type { Episode } from "@/lib/podcasts/types";

export const PLAYER_STORAGE_KEY = "podcastPlayer";

export type PlayerView = "bar" | "minimised" | "maximised";

export interface PlayerState extends Episode {
  isPlaying: boolean;
  speed: number;
  updated: string | null;
  /** Seconds into the current episode, saved every few seconds and on pause. */
  position: number;
  duration: number;
  view: PlayerView;
  queue: Episode[];
  /** Episodes marked as played, as "show_slug/slug". */
  played: string[];
  /** A seek asked for from outside the player (a chapter, a transcript line, ?t=). */
  pendingSeek: number | null;
  isCloseConfirmOpen: boolean;
  hasPlayError: boolean;
  loadEpisode: (episode: Episode, options?: { startAt?: number; autoplay?: boolean }) => void;
  setPlaying: (isPlaying: boolean) => void;
  /** Speed cycles 1, 1.25, 1.5, 1.75, 2, 0.5, 0.75; it sticks from episode to episode. */
  cycleSpeed: () => void;
  setView: (view: PlayerView) => void;
  setPosition: (position: number, duration?: number) => void;
  requestSeek: (seconds: number) => void;
  clearSeek: () => void;
  enqueue: (episode: Episode) => void;
  dequeue: (key: string) => void;
  /** Loads the first queued episode and plays it; false when the queue is empty. */
  playNext: () => boolean;
  setPlayed: (key: string, played: boolean) => void;
  setCloseConfirmOpen: (open: boolean) => void;
  setPlayError: (hasPlayError: boolean) => void;
  closePlayer: () => void;
}

export const episodeKey = (episode: Pick<Episode, "show_slug" | "slug">): string => `${episode.show_slug}/${episode.slug}`;

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
  kind: "podcast",
};

export function nextSpeed(speed: number): number {
  const index = PODCAST_SPEEDS.indexOf(speed as (typeof PODCAST_SPEEDS)[number]);
  return PODCAST_SPEEDS[(index + 1) % PODCAST_SPEEDS.length];
}

const now = () => new Date().toISOString();

export const usePlayerStore = create<PlayerState>()(
  persist(
    (set, get) => ({
      ...noEpisode,
      isPlaying: false,
      speed: PODCAST_SPEEDS[0],
      updated: null,
      position: 0,
      duration: 0,
      view: "bar",
      queue: [],
      played: [],
      pendingSeek: null,
      isCloseConfirmOpen: false,
      hasPlayError: false,
      loadEpisode: (episode, { startAt, autoplay = true } = {}) =>
        set((state) => ({
          ...noEpisode,
          ...episode,
          isPlaying: autoplay,
          position: startAt ?? 0,
          duration: 0,
          pendingSeek: startAt ?? null,
          view: state.view === "minimised" ? "minimised" : "bar",
          queue: state.queue.filter((queued) => episodeKey(queued) !== episodeKey(episode)),
          hasPlayError: false,
          updated: now(),
        })),
      setPlaying: (isPlaying) => set({ isPlaying, updated: now() }),
      cycleSpeed: () => set((state) => ({ speed: nextSpeed(state.speed) })),
      setView: (view) => set({ view }),
      setPosition: (position, duration) => set((state) => ({ position, duration: duration ?? state.duration })),
      requestSeek: (seconds) => set({ pendingSeek: Math.max(0, seconds) }),
      clearSeek: () => set({ pendingSeek: null }),
      enqueue: (episode) =>
        set((state) =>
          state.queue.some((queued) => episodeKey(queued) === episodeKey(episode)) || episodeKey(episode) === episodeKey(state)
            ? state
            : { queue: [...state.queue, episode] },
        ),
      dequeue: (key) => set((state) => ({ queue: state.queue.filter((queued) => episodeKey(queued) !== key) })),
      playNext: () => {
        const [next] = get().queue;
        if (!next) return false;
        get().loadEpisode(next);
        return true;
      },
      setPlayed: (key, played) =>
        set((state) => ({ played: played ? [...new Set([...state.played, key])] : state.played.filter((candidate) => candidate !== key) })),
      setCloseConfirmOpen: (isCloseConfirmOpen) => set({ isCloseConfirmOpen }),
      setPlayError: (hasPlayError) => set({ hasPlayError, isPlaying: false }),
      closePlayer: () =>
        set({ ...noEpisode, isPlaying: false, position: 0, duration: 0, pendingSeek: null, view: "bar", isCloseConfirmOpen: false, hasPlayError: false, updated: now() }),
    }),
    {
      name: PLAYER_STORAGE_KEY,
      storage: createJSONStorage(() => localStorage),
      skipHydration: true,
      partialize: ({ isPlaying: _playing, isCloseConfirmOpen: _c, hasPlayError: _e, pendingSeek: _s, ...saved }) => saved,
    },
  ),
);
