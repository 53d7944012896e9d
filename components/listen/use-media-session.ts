"use client";
// Lock-screen and headset controls through the Media Session API: the episode's metadata, play,
// pause, seek back and forward, and seek to a position.
import { useEffect, type RefObject } from "react";
import { PODCAST_SKIP_BACK_SECONDS, PODCAST_SKIP_FORWARD_SECONDS } from "@/lib/constants";
import { usePlayerStore } from "@/stores/player";

export function useMediaSession(audioRef: RefObject<HTMLAudioElement | null>, { skip, seekTo }: { skip: (delta: number) => void; seekTo: (seconds: number) => void }) {
  const { episodeTitle, podcastTitle, author, imageUrl } = usePlayerStore();
  useEffect(() => {
    if (!("mediaSession" in navigator)) return;
    const session = navigator.mediaSession;
    session.metadata = new MediaMetadata({
      title: episodeTitle,
      artist: author || podcastTitle,
      album: podcastTitle,
      artwork: imageUrl ? [{ src: imageUrl, sizes: "600x600", type: imageUrl.endsWith(".svg") ? "image/svg+xml" : "image/jpeg" }] : [],
    });
    const handlers: [MediaSessionAction, MediaSessionActionHandler][] = [
      ["play", () => usePlayerStore.getState().setPlaying(true)],
      ["pause", () => usePlayerStore.getState().setPlaying(false)],
      ["seekbackward", (details) => skip(-(details.seekOffset ?? PODCAST_SKIP_BACK_SECONDS))],
      ["seekforward", (details) => skip(details.seekOffset ?? PODCAST_SKIP_FORWARD_SECONDS)],
      ["seekto", (details) => details.seekTime !== undefined && seekTo(details.seekTime)],
    ];
    for (const [action, handler] of handlers) {
      try {
        session.setActionHandler(action, handler);
      } catch {
        // An action this browser does not support.
      }
    }
    return () => {
      for (const [action] of handlers) {
        try {
          session.setActionHandler(action, null);
        } catch {
          /* unsupported */
        }
      }
    };
  }, [episodeTitle, podcastTitle, author, imageUrl, skip, seekTo]);

  const isPlaying = usePlayerStore((state) => state.isPlaying);
  useEffect(() => {
    if (!("mediaSession" in navigator)) return;
    navigator.mediaSession.playbackState = isPlaying ? "playing" : "paused";
    const audio = audioRef.current;
    if (audio && Number.isFinite(audio.duration) && audio.duration > 0) {
      try {
        navigator.mediaSession.setPositionState({ duration: audio.duration, position: Math.min(audio.currentTime, audio.duration), playbackRate: audio.playbackRate });
      } catch {
        /* position state not supported */
      }
    }
  }, [isPlaying, audioRef]);
}
