"use client";
// A signed-in listener's position is saved to the server every 15 s while playing, and on pause,
// so another device resumes there; when an episode starts, a later saved position is picked up.
import { useEffect, type RefObject } from "react";
import { PODCAST_POSITION_SYNC_MS } from "@/lib/constants";
import { episodeKey, usePlayerStore } from "@/stores/player";
import { useUserStore } from "@/stores/user";
import { changeLibrary, fetchLibrary } from "@/lib/podcasts/library-client";

export function usePositionSync(audioRef: RefObject<HTMLAudioElement | null>) {
  const signedIn = useUserStore((state) => state.userStatus === "loggedIn");
  const isPlaying = usePlayerStore((state) => state.isPlaying);
  const key = usePlayerStore((state) => (state.kind === "music" ? "" : episodeKey(state)));

  // Resume where another device stopped.
  useEffect(() => {
    if (!signedIn || !key) return;
    let cancelled = false;
    fetchLibrary()
      .then((library) => {
        const saved = library.progress[key];
        const state = usePlayerStore.getState();
        if (!cancelled && saved && !saved.played && episodeKey(state) === key && saved.position > state.position + 2) state.requestSeek(saved.position);
      })
      .catch(() => undefined);
    return () => {
      cancelled = true;
    };
  }, [signedIn, key]);

  useEffect(() => {
    if (!signedIn || !key) return;
    const [show, slug] = key.split("/");
    const send = () => {
      const position = audioRef.current?.currentTime;
      if (position !== undefined && Number.isFinite(position)) changeLibrary({ action: "progress", show, slug, position }, { keepalive: true }).catch(() => undefined);
    };
    if (!isPlaying) return;
    const timer = window.setInterval(send, PODCAST_POSITION_SYNC_MS);
    return () => {
      window.clearInterval(timer);
      send(); // paused, switched episode or closed: save where it stopped
    };
  }, [signedIn, key, isPlaying, audioRef]);
}

/** Marks an episode played (or not) on the server too, for a signed-in listener. */
export function reportPlayed(key: string, played: boolean, position: number): void {
  if (useUserStore.getState().userStatus !== "loggedIn" || !key.includes("/") || key.startsWith("music/")) return;
  const [show, slug] = key.split("/");
  changeLibrary({ action: "progress", show, slug, position, played }).catch(() => undefined);
}
