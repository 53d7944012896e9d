"use client";
// The maximised player: artwork, notes, chapters and the transcript following playback (click a
// line or a chapter to seek there), the Up next queue, "Mark as played" and a share link that
// starts at the current second.
import { useEffect, useRef, useState } from "react";
import { formatClock } from "@/lib/content/vtt";
import type { Chapter, TranscriptCue } from "@/lib/podcasts/types";
import { episodeKey, usePlayerStore } from "@/stores/player";
import { NotesHtml } from "./NotesHtml";
import { reportPlayed } from "./use-position-sync";
import styles from "./PlayerDetails.module.css";

interface Details {
  notesHtml: string;
  chapters: Chapter[];
  transcript: TranscriptCue[];
}

function useEpisodeDetails(show: string, slug: string, isMusic: boolean): Details | null {
  const [details, setDetails] = useState<Details | null>(null);
  useEffect(() => {
    if (isMusic) return;
    let cancelled = false;
    fetch(`/api/listen/episodes/${show}/${slug}`)
      .then((response) => (response.ok ? response.json() : null))
      .then((body: { data: Details } | null) => !cancelled && setDetails(body?.data ?? null))
      .catch(() => undefined);
    return () => {
      cancelled = true;
    };
  }, [show, slug, isMusic]);
  return isMusic ? null : details;
}

export function PlayerDetails({ time, onSeek }: { time: number; onSeek: (seconds: number) => void }) {
  const player = usePlayerStore();
  const isMusic = player.kind === "music";
  const details = useEpisodeDetails(player.show_slug, player.slug, isMusic);
  const key = episodeKey(player);
  const played = player.played.includes(key);
  const activeLine = useRef<HTMLLIElement>(null);
  const [copied, setCopied] = useState(false);
  const heading = useRef<HTMLHeadingElement>(null);

  useEffect(() => heading.current?.focus(), []);
  const activeCue = details?.transcript.findLastIndex((cue) => cue.start <= time) ?? -1;
  const activeChapter = details?.chapters.findLastIndex((chapter) => chapter.startTime <= time) ?? -1;
  // Follow playback inside the transcript box only (scrollIntoView would scroll the page too).
  const transcriptBox = useRef<HTMLOListElement>(null);
  useEffect(() => {
    const box = transcriptBox.current;
    const line = activeLine.current;
    if (box && line) box.scrollTo({ top: line.offsetTop - box.offsetTop - box.clientHeight / 3, behavior: matchMedia("(prefers-reduced-motion: reduce)").matches ? "auto" : "smooth" });
  }, [activeCue]);

  async function share() {
    const url = `${location.origin}/listen/podcasts/episode/${player.show_slug}/${player.slug}?t=${Math.floor(time)}`;
    try {
      if (navigator.share) await navigator.share({ title: player.episodeTitle, url });
      else await navigator.clipboard.writeText(url);
      setCopied(true);
    } catch {
      /* the listener cancelled */
    }
  }

  return (
    <div className={styles.details} data-testid="player-details">
      <div className={styles.intro}>
        {/* eslint-disable-next-line @next/next/no-img-element -- show artwork */}
        <img src={player.imageUrl || "/icon.svg"} alt={`${player.podcastTitle} artwork`} width={240} height={240} className={styles.art} />
        <div>
          <p className={styles.show}>{player.podcastTitle}</p>
          <h2 className={styles.title} ref={heading} tabIndex={-1}>
            {player.episodeTitle}
          </h2>
          {player.summary && <p className={styles.summary}>{player.summary}</p>}
          {!isMusic && (
            <div className={styles.buttons}>
              <button type="button" className="btn btn-outline btn-small" aria-pressed={played} onClick={() => {
                  player.setPlayed(key, !played);
                  reportPlayed(key, !played, time);
                }}>
                {played ? "Played ✓" : "Mark as played"}
              </button>
              <button type="button" className="btn btn-outline btn-small" onClick={share}>
                {copied ? "Link copied" : `Share from ${formatClock(time)}`}
              </button>
            </div>
          )}
        </div>
      </div>

      <div className={styles.columns}>
        {details && details.chapters.length > 0 && (
          <div>
            <h3 id="player-chapters" className={styles.heading}>Chapters</h3>
            <ol className={styles.chapters}>
              {details.chapters.map((chapter, index) => (
                <li key={chapter.startTime}>
                  <button type="button" className={styles.line} aria-current={index === activeChapter || undefined} onClick={() => onSeek(chapter.startTime)}>
                    <span className={styles.stamp}>{formatClock(chapter.startTime)}</span> {chapter.title}
                  </button>
                </li>
              ))}
            </ol>
          </div>
        )}
        {details && details.transcript.length > 0 && (
          <div className={styles.transcriptSection}>
            <h3 id="player-transcript" className={styles.heading}>Transcript</h3>
            <ol className={styles.transcript} data-testid="player-transcript" ref={transcriptBox}>
              {details.transcript.map((cue, index) => (
                <li key={cue.start} ref={index === activeCue ? activeLine : undefined}>
                  <button type="button" className={styles.line} aria-current={index === activeCue || undefined} onClick={() => onSeek(cue.start)}>
                    {cue.speaker && <strong>{cue.speaker}: </strong>}
                    {cue.text}
                  </button>
                </li>
              ))}
            </ol>
          </div>
        )}
        {details?.notesHtml && (
          <div>
            <h3 id="player-notes" className={styles.heading}>Show notes</h3>
            <NotesHtml className={styles.notes} html={details.notesHtml} />
          </div>
        )}
        <div>
          <h3 id="player-queue" className={styles.heading}>Up next</h3>
          {player.queue.length === 0 ? (
            <p className={styles.empty}>Nothing queued. Use “Add to Up next” on any episode.</p>
          ) : (
            <ol className={styles.chapters}>
              {player.queue.map((queued) => (
                <li key={episodeKey(queued)} className={styles.queued}>
                  <span>
                    <strong>{queued.episodeTitle}</strong> · {queued.podcastTitle}
                  </span>
                  <button type="button" className={styles.remove} onClick={() => player.dequeue(episodeKey(queued))} aria-label={`Remove ${queued.episodeTitle} from Up next`}>
                    Remove
                  </button>
                </li>
              ))}
            </ol>
          )}
        </div>
      </div>
    </div>
  );
}
