"use client";
// The maximised player: artwork, notes, chapters and the transcript following playback (click a
// line or a chapter to seek there), the Up next queue, "Mark as played" and a share link that
// starts at the current second. The parts are PlayerIntro, PlayerSeekLists and PlayerUpNext; the
// fetch and the transcript's scrolling are in use-player-details.ts.
import { useEffect, useRef } from "react";
import { usePlayerStore } from "@/stores/player";
import { NotesHtml } from "./NotesHtml";
import { PlayerIntro } from "./PlayerIntro";
import { PlayerChapters, PlayerTranscript } from "./PlayerSeekLists";
import { PlayerUpNext } from "./PlayerUpNext";
import { useEpisodeDetails, useTranscriptFollow } from "./use-player-details";
import styles from "./PlayerDetails.module.css";

export function PlayerDetails({ time, onSeek }: { time: number; onSeek: (seconds: number) => void }) {
  const player = usePlayerStore();
  const details = useEpisodeDetails(player.show_slug, player.slug, player.kind === "music");
  const heading = useRef<HTMLHeadingElement>(null);

  useEffect(() => heading.current?.focus(), []);
  const activeCue = details?.transcript.findLastIndex((cue) => cue.start <= time) ?? -1;
  const activeChapter = details?.chapters.findLastIndex((chapter) => chapter.startTime <= time) ?? -1;
  const { transcriptBox, activeLine } = useTranscriptFollow(activeCue);

  return (
    <div className={styles.details} data-testid="player-details">
      <PlayerIntro player={player} time={time} headingRef={heading} />

      <div className={styles.columns}>
        {details && details.chapters.length > 0 && <PlayerChapters chapters={details.chapters} activeChapter={activeChapter} onSeek={onSeek} />}
        {details && details.transcript.length > 0 && (
          <PlayerTranscript transcript={details.transcript} activeCue={activeCue} onSeek={onSeek} boxRef={transcriptBox} activeLineRef={activeLine} />
        )}
        {details?.notesHtml && (
          <div>
            <h3 id="player-notes" className={styles.heading}>Show notes</h3>
            <NotesHtml className={styles.notes} html={details.notesHtml} />
          </div>
        )}
        <PlayerUpNext queue={player.queue} onRemove={player.dequeue} />
      </div>
    </div>
  );
}
