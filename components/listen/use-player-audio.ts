"use client";
// The player's <audio> element and the store, kept in step: each hook does one thing. PlayerBar
// calls them in the order its effects always ran.
import { useCallback, useEffect, useRef, type Dispatch, type MutableRefObject, type RefObject, type SetStateAction } from "react";
import { usePlayerStore } from "@/stores/player";

type AudioRef = RefObject<HTMLAudioElement | null>;

/** Position is written to the store (and so to local storage) this often while playing. */
const SAVE_EVERY_MS = 3_000;

/** The end of the buffered range the listener is in (else of the last one), in seconds. */
export function bufferedEnd(audio: HTMLAudioElement): number {
  const { buffered, currentTime } = audio;
  for (let i = 0; i < buffered.length; i += 1) if (buffered.start(i) <= currentTime + 0.5 && buffered.end(i) >= currentTime) return buffered.end(i);
  return buffered.length ? buffered.end(buffered.length - 1) : 0;
}
/** The source whose saved position has been restored: until then nothing overwrites it. */
export type RestoredFor = MutableRefObject<string>;

/** Writes where the listener is to the store (so to local storage), once the source's own position is restored. */
export function useSavePosition(audioRef: AudioRef, restoredForRef: RestoredFor) {
  return useCallback(() => {
    const audio = audioRef.current;
    if (audio && restoredForRef.current === audio.src && Number.isFinite(audio.currentTime)) usePlayerStore.getState().setPosition(audio.currentTime, Number.isFinite(audio.duration) ? audio.duration : undefined);
  }, [audioRef, restoredForRef]);
}

/** Moves the audio (kept within the episode), the bar's clock and the store's position together. */
export function useSeekTo(audioRef: AudioRef, setTime: Dispatch<SetStateAction<number>>) {
  return useCallback(
    (seconds: number) => {
      const audio = audioRef.current;
      if (!audio) return;
      const end = Number.isFinite(audio.duration) ? audio.duration : seconds;
      audio.currentTime = Math.max(0, Math.min(seconds, end));
      setTime(audio.currentTime);
      usePlayerStore.getState().setPosition(audio.currentTime);
    },
    [audioRef, setTime],
  );
}

/** Play, pause and speed follow the store. */
export function usePlaybackFollowsStore(audioRef: AudioRef, { isPlaying, speed, audioUrl }: { isPlaying: boolean; speed: number; audioUrl: string }) {
  useEffect(() => {
    const audio = audioRef.current;
    if (!audio) return;
    audio.playbackRate = speed;
    if (isPlaying && audio.paused) audio.play().catch((error: DOMException) => {
      // A blocked autoplay (no user gesture yet) is not a failure: show the play button instead.
      if (error.name === "NotAllowedError") usePlayerStore.getState().setPlaying(false);
      else if (error.name !== "AbortError") usePlayerStore.getState().setPlayError(true);
    });
    if (!isPlaying && !audio.paused) audio.pause();
    // audioUrl: a new source starts paused, so the new episode plays when the store says so.
  }, [audioRef, isPlaying, speed, audioUrl]);
}

/** A seek asked for from outside (chapters, transcript lines, ?t=) once the audio can seek. */
export function usePendingSeek(audioRef: AudioRef, pendingSeek: number | null, seekTo: (seconds: number) => void) {
  useEffect(() => {
    const audio = audioRef.current;
    if (pendingSeek === null || !audio || audio.readyState < 1) return;
    seekTo(pendingSeek);
    usePlayerStore.getState().clearSeek();
  }, [audioRef, pendingSeek, seekTo]);
}

interface Figures {
  setTime: Dispatch<SetStateAction<number>>;
  setDuration: Dispatch<SetStateAction<number>>;
  setBuffered: Dispatch<SetStateAction<number>>;
}

/** A new episode starts from its own figures, not the previous one's. */
export function useEpisodeFigures(audioUrl: string, { setTime, setDuration, setBuffered }: Figures) {
  useEffect(() => {
    const state = usePlayerStore.getState();
    setTime(state.position);
    setDuration(state.duration);
    setBuffered(0);
    // audioUrl: once per new episode, the bar's figures are reset from the store.
  }, [audioUrl, setTime, setDuration, setBuffered]);
}

/** The position is saved when the page goes away (reload, another site). */
export function useSaveOnPageHide(savePosition: () => void) {
  useEffect(() => {
    window.addEventListener("pagehide", savePosition);
    return () => window.removeEventListener("pagehide", savePosition);
  }, [savePosition]);
}

/**
 * Once per source, when it can seek: ?t= or a chapter first, otherwise where the listener stopped
 * (a reload comes back here). The returned callback is for loadedmetadata and canplay; it also runs
 * at mount and per source, in case the metadata arrived before React attached its listeners.
 */
export function useRestorePosition(audioRef: AudioRef, restoredForRef: RestoredFor, { seekTo, setDuration, audioUrl }: { seekTo: (seconds: number) => void; setDuration: Dispatch<SetStateAction<number>>; audioUrl: string }) {
  const restorePosition = useCallback(() => {
    const audio = audioRef.current;
    if (!audio || audio.readyState < 1 || restoredForRef.current === audio.src) return;
    restoredForRef.current = audio.src;
    setDuration(audio.duration);
    audio.playbackRate = usePlayerStore.getState().speed;
    const { pendingSeek, position } = usePlayerStore.getState();
    const target = pendingSeek ?? position;
    if (target > 0) seekTo(target);
    usePlayerStore.getState().clearSeek();
  }, [audioRef, restoredForRef, seekTo, setDuration]);
  // audioUrl: runs again for each new source.
  useEffect(restorePosition, [restorePosition, audioUrl]);
  return restorePosition;
}

interface TimeUpdate {
  setTime: Dispatch<SetStateAction<number>>;
  setBuffered: Dispatch<SetStateAction<number>>;
  savePosition: () => void;
}

/** The timeupdate handler: the bar's clock and buffer follow the audio; the position is saved every few seconds. */
export function useTimeUpdate(audioRef: AudioRef, restoredForRef: RestoredFor, { setTime, setBuffered, savePosition }: TimeUpdate) {
  const lastSaveRef = useRef(0);
  return useCallback(() => {
    const audio = audioRef.current!;
    setTime(audio.currentTime);
    setBuffered(bufferedEnd(audio));
    if (restoredForRef.current === audio.src && Date.now() - lastSaveRef.current > SAVE_EVERY_MS) {
      lastSaveRef.current = Date.now();
      savePosition();
    }
  }, [audioRef, restoredForRef, setTime, setBuffered, savePosition]);
}
