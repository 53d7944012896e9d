"use client";
// The persistent podcast player bar (spec §2): play and pause, speed, minimise and maximise, and
// closing through the "Close Player?" confirmation. A playback failure opens the error modal.
import { useEffect, useRef } from "react";
import { Dialog } from "@/components/shell/Dialog";
import { usePlayerStore } from "@/stores/player";
import styles from "./PlayerBar.module.css";

export default function PlayerBar() {
  const player = usePlayerStore();
  const audioRef = useRef<HTMLAudioElement>(null);

  useEffect(() => {
    const audio = audioRef.current;
    if (!audio) return;
    audio.playbackRate = player.speed;
    if (player.isPlaying && audio.paused) audio.play().catch(() => player.setPlayError(true));
    if (!player.isPlaying && !audio.paused) audio.pause();
  }, [player.isPlaying, player.speed, player]);

  return (
    <>
      <section className={styles.bar} data-minimised={player.isMinimised || undefined} aria-label="Podcast player" data-testid="player-bar">
        <audio ref={audioRef} src={player.audioUrl} preload="metadata" onError={() => player.setPlayError(true)} onEnded={() => player.setPlaying(false)} />
        <button type="button" className="btn btn-cyan btn-small" onClick={() => player.setPlaying(!player.isPlaying)}>
          {player.isPlaying ? "Pause" : "Play"}
        </button>
        {!player.isMinimised && (
          <div className={styles.meta}>
            <strong>{player.episodeTitle}</strong>
            <span>{player.podcastTitle}</span>
          </div>
        )}
        <button type="button" className={styles.control} onClick={player.cycleSpeed} aria-label={`Playback speed ${player.speed}×`}>
          {player.speed}×
        </button>
        <button type="button" className={styles.control} onClick={() => player.setMinimised(!player.isMinimised)}>
          {player.isMinimised ? "Maximise" : "Minimise"}
        </button>
        <button type="button" className={styles.control} onClick={() => player.setCloseConfirmOpen(true)}>
          Close
        </button>
      </section>
      <Dialog
        open={player.isCloseConfirmOpen}
        title="Close Player?"
        onClose={() => player.setCloseConfirmOpen(false)}
        role="alertdialog"
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
        actions={
          <button type="button" className="btn btn-pink" onClick={() => player.setPlayError(false)}>
            Close
          </button>
        }
      >
        <p>Please try again in a moment.</p>
      </Dialog>
    </>
  );
}
