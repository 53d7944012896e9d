"use client";
// The persistent podcast player: one <audio> element in the shell that survives
// every client-side navigation. A bar with play/pause, a seek bar showing what is buffered, back
// 15 s / forward 30 s, speed, minimise, maximise and close (through "Close Player?"); a failure to
// play opens the error modal. Loaded only once a player slug is set.
import { useCallback, useEffect, useRef, useState, type KeyboardEvent } from "react";
import { Dialog } from "@/components/shell/Dialog";
import { PODCAST_SKIP_BACK_SECONDS, PODCAST_SKIP_FORWARD_SECONDS } from "@/lib/constants";
import { formatClock } from "@/lib/content/vtt";
import { episodeKey, usePlayerStore } from "@/stores/player";
import { PlayerDetails } from "./PlayerDetails";
import { useMediaSession } from "./use-media-session";
import { reportPlayed, usePositionSync } from "./use-position-sync";
import styles from "./PlayerBar.module.css";

/** Position is written to the store (and so to local storage) this often while playing. */
const SAVE_EVERY_MS = 3_000;
const TYPING = "input, textarea, select, button, a, [contenteditable='true']";

function bufferedEnd(audio: HTMLAudioElement): number {
  const { buffered, currentTime } = audio;
  for (let i = 0; i < buffered.length; i += 1) if (buffered.start(i) <= currentTime + 0.5 && buffered.end(i) >= currentTime) return buffered.end(i);
  return buffered.length ? buffered.end(buffered.length - 1) : 0;
}

export default function PlayerBar() {
  const player = usePlayerStore();
  const audioRef = useRef<HTMLAudioElement>(null);
  const [time, setTime] = useState(player.position);
  const [duration, setDuration] = useState(player.duration);
  const [buffered, setBuffered] = useState(0);
  const [announcement, setAnnouncement] = useState("");
  const lastSave = useRef(0);
  /** The source whose saved position has been restored: until then nothing overwrites it. */
  const restoredFor = useRef("");

  const savePosition = useCallback(() => {
    const audio = audioRef.current;
    if (audio && restoredFor.current === audio.src && Number.isFinite(audio.currentTime)) usePlayerStore.getState().setPosition(audio.currentTime, Number.isFinite(audio.duration) ? audio.duration : undefined);
  }, []);

  const seekTo = useCallback((seconds: number) => {
    const audio = audioRef.current;
    if (!audio) return;
    const end = Number.isFinite(audio.duration) ? audio.duration : seconds;
    audio.currentTime = Math.max(0, Math.min(seconds, end));
    setTime(audio.currentTime);
    usePlayerStore.getState().setPosition(audio.currentTime);
  }, []);
  const skip = useCallback(
    (delta: number) => {
      seekTo((audioRef.current?.currentTime ?? 0) + delta);
      setAnnouncement(delta < 0 ? `Back ${-delta} seconds` : `Forward ${delta} seconds`);
    },
    [seekTo],
  );

  // Play, pause and speed follow the store.
  useEffect(() => {
    const audio = audioRef.current;
    if (!audio) return;
    audio.playbackRate = player.speed;
    if (player.isPlaying && audio.paused) audio.play().catch((error: DOMException) => {
      // A blocked autoplay (no user gesture yet) is not a failure: show the play button instead.
      if (error.name === "NotAllowedError") usePlayerStore.getState().setPlaying(false);
      else if (error.name !== "AbortError") usePlayerStore.getState().setPlayError(true);
    });
    if (!player.isPlaying && !audio.paused) audio.pause();
  }, [player.isPlaying, player.speed, player.audioUrl]);

  // A seek asked for from outside (chapters, transcript lines, ?t=) once the audio can seek.
  useEffect(() => {
    const audio = audioRef.current;
    if (player.pendingSeek === null || !audio || audio.readyState < 1) return;
    seekTo(player.pendingSeek);
    usePlayerStore.getState().clearSeek();
  }, [player.pendingSeek, seekTo]);

  // A new episode starts from its own figures, not the previous one's.
  useEffect(() => {
    const state = usePlayerStore.getState();
    // eslint-disable-next-line react-hooks/set-state-in-effect -- once per new episode: resets the bar's figures from the store
    setTime(state.position);
    setDuration(state.duration);
    setBuffered(0);
  }, [player.audioUrl]);
  // eslint-disable-next-line react-hooks/set-state-in-effect -- a live-region text that must change only when the speed does, not on the first render
  useEffect(() => setAnnouncement(`Playback speed ${player.speed} times`), [player.speed]);
  useEffect(() => {
    window.addEventListener("pagehide", savePosition);
    return () => window.removeEventListener("pagehide", savePosition);
  }, [savePosition]);

  // The page keeps room for the bar at its foot, so nothing ends up hidden behind it.
  const sectionRef = useRef<HTMLElement>(null);
  useEffect(() => {
    const section = sectionRef.current;
    if (!section) return;
    const root = document.documentElement;
    const observer = new ResizeObserver(() => root.style.setProperty("--player-height", `${section.offsetHeight}px`));
    observer.observe(section);
    return () => {
      observer.disconnect();
      root.style.removeProperty("--player-height");
    };
  }, []);

  useMediaSession(audioRef, { skip, seekTo });
  usePositionSync(audioRef);

  // Once per source, when it can seek: ?t= or a chapter first, otherwise where the listener stopped
  // (a reload comes back here). Called from loadedmetadata and from canplay, and at mount in case
  // the metadata arrived before React attached its listeners.
  const restorePosition = useCallback(() => {
    const audio = audioRef.current;
    if (!audio || audio.readyState < 1 || restoredFor.current === audio.src) return;
    restoredFor.current = audio.src;
    setDuration(audio.duration);
    audio.playbackRate = usePlayerStore.getState().speed;
    const { pendingSeek, position } = usePlayerStore.getState();
    const target = pendingSeek ?? position;
    if (target > 0) seekTo(target);
    usePlayerStore.getState().clearSeek();
  }, [seekTo]);
  useEffect(restorePosition, [restorePosition, player.audioUrl]);

  function onTimeUpdate() {
    const audio = audioRef.current!;
    setTime(audio.currentTime);
    setBuffered(bufferedEnd(audio));
    if (restoredFor.current === audio.src && Date.now() - lastSave.current > SAVE_EVERY_MS) {
      lastSave.current = Date.now();
      savePosition();
    }
  }

  function onEnded() {
    const state = usePlayerStore.getState();
    state.setPlayed(episodeKey(state), true);
    reportPlayed(episodeKey(state), true, 0);
    state.setPosition(0);
    if (!state.playNext()) state.setPlaying(false);
  }

  function togglePlay() {
    const playing = !usePlayerStore.getState().isPlaying;
    player.setPlaying(playing);
    setAnnouncement(playing ? "Playing" : "Paused");
    if (!playing) savePosition();
  }

  // Space and the arrow keys work when focus is in the player, never stealing Space from a button or field.
  function onKeyDown(event: KeyboardEvent<HTMLElement>) {
    const target = event.target as HTMLElement;
    if (event.altKey || event.ctrlKey || event.metaKey) return;
    if (event.key === " " && !target.closest(TYPING)) {
      event.preventDefault();
      togglePlay();
    } else if ((event.key === "ArrowLeft" || event.key === "ArrowRight") && !target.closest("input, textarea, select")) {
      event.preventDefault();
      skip(event.key === "ArrowLeft" ? -PODCAST_SKIP_BACK_SECONDS : PODCAST_SKIP_FORWARD_SECONDS);
    }
  }

  const view = player.view;
  const total = Number.isFinite(duration) && duration > 0 ? duration : player.duration;
  const percent = (value: number) => (total ? `${Math.min(100, (value / total) * 100)}%` : "0%");

  return (
    <>
      <section
        ref={sectionRef}
        className={styles.player}
        data-view={view}
        aria-label="Podcast player"
        data-testid="player-bar"
        onKeyDown={onKeyDown}
        tabIndex={-1}
      >
        <audio
          ref={audioRef}
          src={player.audioUrl}
          preload="metadata"
          data-testid="player-audio"
          onLoadedMetadata={restorePosition}
          onCanPlay={restorePosition}
          onTimeUpdate={onTimeUpdate}
          onProgress={() => audioRef.current && setBuffered(bufferedEnd(audioRef.current))}
          // Only a listener who asked to play sees the error; a failed preload after a reload stays quiet
          // until play is pressed (then play() rejects and the modal opens).
          onError={() => usePlayerStore.getState().isPlaying && player.setPlayError(true)}
          onEnded={onEnded}
        />
        {view === "maximised" && <PlayerDetails time={time} onSeek={seekTo} />}
        <div className={styles.bar}>
          {view !== "minimised" && (
            // eslint-disable-next-line @next/next/no-img-element -- small square show artwork
            <img src={player.imageUrl || "/icon.svg"} alt="" width={48} height={48} className={styles.art} />
          )}
          <div className={styles.meta}>
            <strong className={styles.title}>{player.episodeTitle}</strong>
            {view !== "minimised" && <span className={styles.show}>{player.podcastTitle}</span>}
          </div>
          <div className={styles.transport}>
            {view !== "minimised" && (
              <button type="button" className={styles.skip} onClick={() => skip(-PODCAST_SKIP_BACK_SECONDS)} aria-label={`Back ${PODCAST_SKIP_BACK_SECONDS} seconds`}>
                −{PODCAST_SKIP_BACK_SECONDS}
              </button>
            )}
            <button type="button" className={styles.play} onClick={togglePlay} aria-label={player.isPlaying ? "Pause" : "Play"} data-testid="player-toggle">
              <span aria-hidden="true" className={player.isPlaying ? styles.pauseIcon : styles.playIcon} />
            </button>
            {view !== "minimised" && (
              <button type="button" className={styles.skip} onClick={() => skip(PODCAST_SKIP_FORWARD_SECONDS)} aria-label={`Forward ${PODCAST_SKIP_FORWARD_SECONDS} seconds`}>
                +{PODCAST_SKIP_FORWARD_SECONDS}
              </button>
            )}
          </div>
          <div className={styles.seek} style={{ "--buffered": percent(buffered), "--played": percent(time) } as React.CSSProperties}>
            <span className={styles.clock}>{formatClock(time)}</span>
            <input
              type="range"
              className={styles.range}
              min={0}
              max={Math.max(1, Math.floor(total || 0))}
              step={1}
              value={Math.floor(time)}
              onChange={(event) => seekTo(Number(event.target.value))}
              aria-label="Seek"
              aria-valuetext={`${formatClock(time)} of ${formatClock(total || 0)}`}
            />
            <span className={styles.clock}>{formatClock(total || 0)}</span>
          </div>
          <div className={styles.actions}>
            {view !== "minimised" && (
              <button type="button" className={styles.control} onClick={player.cycleSpeed} aria-label={`Playback speed ${player.speed}×, change speed`} data-testid="player-speed">
                {player.speed}×
              </button>
            )}
            {view !== "minimised" && (
              <button type="button" className={styles.control} onClick={() => player.setView("minimised")}>
                Minimise
              </button>
            )}
            {view !== "maximised" && (
              <button type="button" className={styles.control} onClick={() => player.setView("maximised")}>
                Maximise
              </button>
            )}
            {view === "maximised" && (
              <button type="button" className={styles.control} onClick={() => player.setView("bar")}>
                Back to bar
              </button>
            )}
            <button type="button" className={styles.control} onClick={() => player.setCloseConfirmOpen(true)}>
              Close
            </button>
          </div>
        </div>
        <p className="visually-hidden" aria-live="polite" data-testid="player-announcer">
          {announcement}
        </p>
      </section>
      <Dialog
        open={player.isCloseConfirmOpen}
        title="Close Player?"
        onClose={() => player.setCloseConfirmOpen(false)}
        role="alertdialog"
        testId="close-player-dialog"
        actions={
          <>
            <button type="button" className="btn btn-outline" onClick={() => player.setCloseConfirmOpen(false)}>
              Back
            </button>
            <button type="button" className="btn btn-pink" onClick={player.closePlayer}>
              Close Player
            </button>
          </>
        }
      >
        <p>Do you want to close the podcast player? This will remove your current podcast.</p>
        <p>If you want to keep the episode active, go back and minimise instead.</p>
      </Dialog>
      <Dialog
        open={player.hasPlayError}
        title="Something went wrong playing the podcast"
        onClose={() => player.setPlayError(false)}
        role="alertdialog"
        testId="player-error-dialog"
        actions={
          <button type="button" className="btn btn-pink" onClick={() => player.setPlayError(false)}>
            Close
          </button>
        }
      >
        <p>The episode could not be loaded. Check your connection, then press play to try again.</p>
      </Dialog>
    </>
  );
}
