// The maximised player's chapters and transcript: each entry is a button that seeks there, and the
// one playing now is marked aria-current. The transcript's box and active line refs come from
// useTranscriptFollow in PlayerDetails, which scrolls the box as playback moves.
import type { RefObject } from "react";
import { formatClock } from "@/lib/content/vtt";
import type { Chapter, TranscriptCue } from "@/lib/podcasts/types";
import styles from "./PlayerDetails.module.css";

export function PlayerChapters({ chapters, activeChapter, onSeek }: { chapters: Chapter[]; activeChapter: number; onSeek: (seconds: number) => void }) {
  return (
    <div>
      <h3 id="player-chapters" className={styles.heading}>Chapters</h3>
      <ol className={styles.chapters}>
        {chapters.map((chapter, index) => (
          <li key={chapter.startTime}>
            <button type="button" className={styles.line} aria-current={index === activeChapter || undefined} onClick={() => onSeek(chapter.startTime)}>
              <span className={styles.stamp}>{formatClock(chapter.startTime)}</span> {chapter.title}
            </button>
          </li>
        ))}
      </ol>
    </div>
  );
}

interface PlayerTranscriptProps {
  transcript: TranscriptCue[];
  activeCue: number;
  onSeek: (seconds: number) => void;
  boxRef: RefObject<HTMLOListElement | null>;
  activeLineRef: RefObject<HTMLLIElement | null>;
}

export function PlayerTranscript({ transcript, activeCue, onSeek, boxRef, activeLineRef }: PlayerTranscriptProps) {
  return (
    <div className={styles.transcriptSection}>
      <h3 id="player-transcript" className={styles.heading}>Transcript</h3>
      <ol className={styles.transcript} data-testid="player-transcript" ref={boxRef}>
        {transcript.map((cue, index) => (
          <li key={cue.start} ref={index === activeCue ? activeLineRef : undefined}>
            <button type="button" className={styles.line} aria-current={index === activeCue || undefined} onClick={() => onSeek(cue.start)}>
              {cue.speaker && <strong>{cue.speaker}: </strong>}
              {cue.text}
            </button>
          </li>
        ))}
      </ol>
    </div>
  );
}
