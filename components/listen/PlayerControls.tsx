"use client";
// The player bar's parts: the episode's artwork and titles, transport (back, play/pause, forward), the seek bar, the view and close
// buttons, and the two dialogs ("Close Player?" and the play error).
import type { CSSProperties } from "react";
import { Dialog } from "@/components/shell/Dialog";
import { PODCAST_SKIP_BACK_SECONDS, PODCAST_SKIP_FORWARD_SECONDS } from "@/lib/constants";
import { formatClock } from "@/lib/content/vtt";
import { usePlayerStore, type PlayerView } from "@/stores/player";
import styles from "./PlayerBar.module.css";

interface EpisodeTitleProps {
  view: PlayerView;
  imageUrl: string;
  episodeTitle: string;
  podcastTitle: string;
}

/** The show's artwork (not when minimised), the episode's and the show's titles. */
export function EpisodeTitle({ view, imageUrl, episodeTitle, podcastTitle }: EpisodeTitleProps) {
  return (
    <>
      {view !== "minimised" && (
        // eslint-disable-next-line @next/next/no-img-element -- small square show artwork
        <img src={imageUrl || "/icon.svg"} alt="" width={48} height={48} className={styles.art} />
      )}
      <div className={styles.meta}>
        <strong className={styles.title}>{episodeTitle}</strong>
        {view !== "minimised" && <span className={styles.show}>{podcastTitle}</span>}
      </div>
    </>
  );
}

interface TransportProps {
  view: PlayerView;
  isPlaying: boolean;
  skip: (delta: number) => void;
  togglePlay: () => void;
}

export function Transport({ view, isPlaying, skip, togglePlay }: TransportProps) {
  return (
    <div className={styles.transport}>
      {view !== "minimised" && (
        <button type="button" className={styles.skip} onClick={() => skip(-PODCAST_SKIP_BACK_SECONDS)} aria-label={`Back ${PODCAST_SKIP_BACK_SECONDS} seconds`}>
          −{PODCAST_SKIP_BACK_SECONDS}
        </button>
      )}
      <button type="button" className={styles.play} onClick={togglePlay} aria-label={isPlaying ? "Pause" : "Play"} data-testid="player-toggle">
        <span aria-hidden="true" className={isPlaying ? styles.pauseIcon : styles.playIcon} />
      </button>
      {view !== "minimised" && (
        <button type="button" className={styles.skip} onClick={() => skip(PODCAST_SKIP_FORWARD_SECONDS)} aria-label={`Forward ${PODCAST_SKIP_FORWARD_SECONDS} seconds`}>
          +{PODCAST_SKIP_FORWARD_SECONDS}
        </button>
      )}
    </div>
  );
}

interface SeekBarProps {
  time: number;
  buffered: number;
  /** The episode's length in seconds (0 while unknown). */
  total: number;
  seekTo: (seconds: number) => void;
}

export function SeekBar({ time, buffered, total, seekTo }: SeekBarProps) {
  const percent = (value: number) => (total ? `${Math.min(100, (value / total) * 100)}%` : "0%");
  return (
    <div className={styles.seek} style={{ "--buffered": percent(buffered), "--played": percent(time) } as CSSProperties}>
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
  );
}

export function PlayerActions({ view, speed }: { view: PlayerView; speed: number }) {
  const { cycleSpeed, setView, setCloseConfirmOpen } = usePlayerStore.getState();
  return (
    <div className={styles.actions}>
      {view !== "minimised" && (
        <button type="button" className={styles.control} onClick={cycleSpeed} aria-label={`Playback speed ${speed}×, change speed`} data-testid="player-speed">
          {speed}×
        </button>
      )}
      {view !== "minimised" && (
        <button type="button" className={styles.control} onClick={() => setView("minimised")}>
          Minimise
        </button>
      )}
      {view !== "maximised" && (
        <button type="button" className={styles.control} onClick={() => setView("maximised")}>
          Maximise
        </button>
      )}
      {view === "maximised" && (
        <button type="button" className={styles.control} onClick={() => setView("bar")}>
          Back to bar
        </button>
      )}
      <button type="button" className={styles.control} onClick={() => setCloseConfirmOpen(true)}>
        Close
      </button>
    </div>
  );
}

export function PlayerDialogs({ isCloseConfirmOpen, hasPlayError }: { isCloseConfirmOpen: boolean; hasPlayError: boolean }) {
  const { setCloseConfirmOpen, closePlayer, setPlayError } = usePlayerStore.getState();
  return (
    <>
      <Dialog
        open={isCloseConfirmOpen}
        title="Close Player?"
        onClose={() => setCloseConfirmOpen(false)}
        role="alertdialog"
        testId="close-player-dialog"
        actions={
          <>
            <button type="button" className="btn btn-outline" onClick={() => setCloseConfirmOpen(false)}>
              Back
            </button>
            <button type="button" className="btn btn-pink" onClick={closePlayer}>
              Close Player
            </button>
          </>
        }
      >
        <p>Do you want to close the podcast player? This will remove your current podcast.</p>
        <p>If you want to keep the episode active, go back and minimise instead.</p>
      </Dialog>
      <Dialog
        open={hasPlayError}
        title="Something went wrong playing the podcast"
        onClose={() => setPlayError(false)}
        role="alertdialog"
        testId="player-error-dialog"
        actions={
          <button type="button" className="btn btn-pink" onClick={() => setPlayError(false)}>
            Close
          </button>
        }
      >
        <p>The episode could not be loaded. Check your connection, then press play to try again.</p>
      </Dialog>
    </>
  );
}
