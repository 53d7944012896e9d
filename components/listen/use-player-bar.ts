"use client";
// The player bar's own effects, apart from the audio: its live-region text and the room the page
// keeps for it.
import { useEffect, type Dispatch, type RefObject, type SetStateAction } from "react";

/** The live region says the playback speed: at mount, then each time it changes. */
export function useSpeedAnnouncement(speed: number, setAnnouncement: Dispatch<SetStateAction<string>>) {
  useEffect(() => setAnnouncement(`Playback speed ${speed} times`), [speed, setAnnouncement]);
}

/** The page keeps room for the bar at its foot, so nothing ends up hidden behind it. */
export function usePlayerHeight(sectionRef: RefObject<HTMLElement | null>) {
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
  }, [sectionRef]);
}
