"use client";
// The persistent podcast player: one <audio> element in the shell that survives
// every client-side navigation. A bar with play/pause, a seek bar showing what is buffered, back
// 15 s / forward 30 s, speed, minimise, maximise and close (through "Close Player?"); a failure to
// play opens the error modal. Loaded only once a player slug is set. The effects live in named
// hooks (use-player-audio.ts, use-player-bar.ts), the bar's parts in PlayerControls.tsx.
import { useCallback, useRef, useState, type KeyboardEvent } from "react";
import { PODCAST_SKIP_BACK_SECONDS, PODCAST_SKIP_FORWARD_SECONDS } from "@/lib/constants";
import { episodeKey, usePlayerStore } from "@/stores/player";
import { EpisodeTitle, PlayerActions, PlayerDialogs, SeekBar, Transport } from "./PlayerControls";
import { PlayerDetails } from "./PlayerDetails";
import { useMediaSession } from "./use-media-session";
import {
  bufferedEnd,
  useEpisodeFigures,
  usePendingSeek,
  usePlaybackFollowsStore,
  useRestorePosition,
  useSaveOnPageHide,
  useSavePosition,
  useSeekTo,
  useTimeUpdate,
} from "./use-player-audio";
import { usePlayerHeight, useSpeedAnnouncement } from "./use-player-bar";
import { reportPlayed, usePositionSync } from "./use-position-sync";
import styles from "./PlayerBar.module.css";

const TYPING = "input, textarea, select, button, a, [contenteditable='true']";

function onEnded() {
  const state = usePlayerStore.getState();
  state.setPlayed(episodeKey(state), true);
  reportPlayed(episodeKey(state), true, 0);
  state.setPosition(0);
  if (!state.playNext()) state.setPlaying(false);
}

/** Space and the arrow keys work when focus is in the player, never stealing Space from a button or field. */
function handleKey(event: KeyboardEvent<HTMLElement>, togglePlay: () => void, skip: (delta: number) => void) {
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

export default function PlayerBar() {
  const player = usePlayerStore();
  const audioRef = useRef<HTMLAudioElement>(null);
  const sectionRef = useRef<HTMLElement>(null);
  const [time, setTime] = useState(player.position);
  const [duration, setDuration] = useState(player.duration);
  const [buffered, setBuffered] = useState(0);
  const [announcement, setAnnouncement] = useState("");
  const restoredForRef = useRef("");

  const savePosition = useSavePosition(audioRef, restoredForRef);
  const seekTo = useSeekTo(audioRef, setTime);
  const skip = useCallback(
    (delta: number) => {
      seekTo((audioRef.current?.currentTime ?? 0) + delta);
      setAnnouncement(delta < 0 ? `Back ${-delta} seconds` : `Forward ${delta} seconds`);
    },
    [seekTo],
  );

  // In the order these effects have always run.
  usePlaybackFollowsStore(audioRef, player);
  usePendingSeek(audioRef, player.pendingSeek, seekTo);
  useEpisodeFigures(player.audioUrl, { setTime, setDuration, setBuffered });
  useSpeedAnnouncement(player.speed, setAnnouncement);
  useSaveOnPageHide(savePosition);
  usePlayerHeight(sectionRef);
  useMediaSession(audioRef, { skip, seekTo });
  usePositionSync(audioRef);
  const restorePosition = useRestorePosition(audioRef, restoredForRef, { seekTo, setDuration, audioUrl: player.audioUrl });
  const onTimeUpdate = useTimeUpdate(audioRef, restoredForRef, { setTime, setBuffered, savePosition });

  function togglePlay() {
    const playing = !usePlayerStore.getState().isPlaying;
    player.setPlaying(playing);
    setAnnouncement(playing ? "Playing" : "Paused");
    if (!playing) savePosition();
  }

  const view = player.view;
  const total = Number.isFinite(duration) && duration > 0 ? duration : player.duration;

  return (
    <>
      <section ref={sectionRef} className={styles.player} data-view={view} aria-label="Podcast player" data-testid="player-bar" onKeyDown={(event) => handleKey(event, togglePlay, skip)} tabIndex={-1}>
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
          <EpisodeTitle view={view} imageUrl={player.imageUrl} episodeTitle={player.episodeTitle} podcastTitle={player.podcastTitle} />
          <Transport view={view} isPlaying={player.isPlaying} skip={skip} togglePlay={togglePlay} />
          <SeekBar time={time} buffered={buffered} total={total} seekTo={seekTo} />
          <PlayerActions view={view} speed={player.speed} />
        </div>
        <p className="visually-hidden" aria-live="polite" data-testid="player-announcer">
          {announcement}
        </p>
      </section>
      <PlayerDialogs isCloseConfirmOpen={player.isCloseConfirmOpen} hasPlayError={player.hasPlayError} />
    </>
  );
}
