"use client";
// The maximised player's head: artwork, show, episode title (focused on open, by PlayerDetails),
// summary, and for podcasts "Mark as played" and a share link that starts at the current second.
import { useState, type RefObject } from "react";
import { formatClock } from "@/lib/content/vtt";
import { episodeKey, type PlayerState } from "@/stores/player";
import { reportPlayed } from "./use-position-sync";
import styles from "./PlayerDetails.module.css";

interface PlayerIntroProps {
  player: PlayerState;
  time: number;
  headingRef: RefObject<HTMLHeadingElement | null>;
}

export function PlayerIntro({ player, time, headingRef }: PlayerIntroProps) {
  const isMusic = player.kind === "music";
  const key = episodeKey(player);
  const played = player.played.includes(key);
  const [copied, setCopied] = useState(false);

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
    <div className={styles.intro}>
      {/* eslint-disable-next-line @next/next/no-img-element -- show artwork */}
      <img src={player.imageUrl || "/icon.svg"} alt={`${player.podcastTitle} artwork`} width={240} height={240} className={styles.art} />
      <div>
        <p className={styles.show}>{player.podcastTitle}</p>
        <h2 className={styles.title} ref={headingRef} tabIndex={-1}>
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
  );
}
