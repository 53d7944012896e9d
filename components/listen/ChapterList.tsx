"use client";
// An episode's chapters on its page: each one plays the episode from that point.
import { formatClock } from "@/lib/content/vtt";
import type { Chapter } from "@/lib/podcasts/types";
import type { Episode } from "@/lib/podcasts/types";
import { episodeKey, usePlayerStore } from "@/stores/player";
import styles from "./Listen.module.css";

export function ChapterList({ episode, chapters }: { episode: Episode; chapters: Chapter[] }) {
  function playFrom(seconds: number) {
    const state = usePlayerStore.getState();
    if (episodeKey(state) === episodeKey(episode)) {
      state.requestSeek(seconds);
      state.setPlaying(true);
    } else state.loadEpisode(episode, { startAt: seconds });
  }
  return (
    <ol className={styles.chapterList}>
      {chapters.map((chapter) => (
        <li key={chapter.startTime}>
          <button type="button" onClick={() => playFrom(chapter.startTime)} aria-label={`Play from ${formatClock(chapter.startTime)}: ${chapter.title}`}>
            <span className={styles.stamp}>{formatClock(chapter.startTime)}</span>
            {chapter.title}
          </button>
        </li>
      ))}
    </ol>
  );
}
