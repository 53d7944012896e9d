"use client";
// PlayerDetails' hooks: the episode's notes, chapters and transcript fetched when the maximised
// player opens, and the transcript box following playback.
import { useEffect, useRef, useState } from "react";
import type { Chapter, TranscriptCue } from "@/lib/podcasts/types";

export interface EpisodeDetails {
  notesHtml: string;
  chapters: Chapter[];
  transcript: TranscriptCue[];
}

export function useEpisodeDetails(show: string, slug: string, isMusic: boolean): EpisodeDetails | null {
  const [details, setDetails] = useState<EpisodeDetails | null>(null);
  useEffect(() => {
    if (isMusic) return;
    let cancelled = false;
    fetch(`/api/listen/episodes/${show}/${slug}`)
      .then((response) => (response.ok ? response.json() : null))
      .then((body: { data: EpisodeDetails } | null) => !cancelled && setDetails(body?.data ?? null))
      .catch(() => undefined);
    return () => {
      cancelled = true;
    };
  }, [show, slug, isMusic]);
  return isMusic ? null : details;
}

/** Scrolls the active transcript line into view inside the transcript box only (scrollIntoView would scroll the page too). */
export function useTranscriptFollow(activeCue: number) {
  const activeLine = useRef<HTMLLIElement>(null);
  const transcriptBox = useRef<HTMLOListElement>(null);
  useEffect(() => {
    const box = transcriptBox.current;
    const line = activeLine.current;
    if (box && line) box.scrollTo({ top: line.offsetTop - box.offsetTop - box.clientHeight / 3, behavior: matchMedia("(prefers-reduced-motion: reduce)").matches ? "auto" : "smooth" });
  }, [activeCue]);
  return { transcriptBox, activeLine };
}
