"use client";
// Play, Add to Up next, and (for signed-in listeners) Save: the small island on every episode.
// On an episode page, `?t=` loads the episode paused at that second (a shared link).
import { useEffect, useRef, useState } from "react";
import { afterNextPaint } from "@/lib/after-next-paint";
import type { Episode } from "@/lib/podcasts/types";
import { episodeKey, usePlayerStore } from "@/stores/player";
import { useUserStore } from "@/stores/user";
import { changeLibrary, fetchLibrary, type Library } from "@/lib/podcasts/library-client";
import styles from "./Listen.module.css";

export function EpisodeButtons({ episode, queue = [], save = false, shareTime = false }: { episode: Episode; queue?: Episode[]; save?: boolean; shareTime?: boolean }) {
  const key = episodeKey(episode);
  const isCurrent = usePlayerStore((state) => episodeKey(state) === key);
  const isPlaying = usePlayerStore((state) => state.isPlaying && episodeKey(state) === key);
  const queued = usePlayerStore((state) => state.queue.some((q) => episodeKey(q) === key));

  useEffect(() => {
    if (!shareTime) return;
    const t = Number(new URLSearchParams(location.search).get("t"));
    if (Number.isFinite(t) && t > 0) usePlayerStore.getState().loadEpisode(episode, { startAt: t, autoplay: false });
  }, [shareTime, episode]);

  function play() {
    const state = usePlayerStore.getState();
    if (isCurrent) return state.setPlaying(!state.isPlaying);
    // Loading an episode mounts the player bar and fills Up next: it follows the button's own paint
    // (lib/after-next-paint.ts). The audio starts from the player's effect, after its lazy chunk
    // has loaded, as it always has: still within the tap's user activation.
    afterNextPaint(() => {
      state.loadEpisode(episode);
      for (const next of queue) state.enqueue(next);
    });
  }

  return (
    <div className={styles.episodeButtons}>
      <button type="button" className="btn btn-cyan btn-small" onClick={play} aria-label={`${isPlaying ? "Pause" : "Play"} ${episode.episodeTitle}`} data-testid="play-episode">
        {isPlaying ? "Pause" : isCurrent ? "Resume" : "Play"}
      </button>
      {episode.kind !== "music" && (
        <button type="button" className="btn btn-outline btn-small" disabled={queued || isCurrent} onClick={() => usePlayerStore.getState().enqueue(episode)} aria-label={`Add ${episode.episodeTitle} to Up next`}>
          {queued ? "In Up next" : "Add to Up next"}
        </button>
      )}
      {save && <LibraryToggle kind="save" show={episode.show_slug} slug={episode.slug} label={episode.episodeTitle} />}
    </div>
  );
}

/** Whether the library holds this show (followed) or episode (saved). */
function inLibrary(library: Library, kind: "follow" | "save", key: string): boolean {
  return kind === "follow" ? library.follows.includes(key) : library.saves.includes(key);
}

/** Follow a show or save an episode: only for signed-in listeners; guests are sent to sign in. */
export function LibraryToggle({ kind, show, slug, label }: { kind: "follow" | "save"; show: string; slug?: string; label: string }) {
  const status = useUserStore((state) => state.userStatus);
  const signedIn = status === "loggedIn";
  const [on, setOn] = useState<boolean | null>(null);
  const [busy, setBusy] = useState(false);
  const key = slug ? `${show}/${slug}` : show;
  // Only the newest request may set the state: a slow first load answering after the listener's
  // own click would otherwise undo what they just did.
  const newest = useRef(0);

  useEffect(() => {
    if (!signedIn) return;
    const ticket = ++newest.current;
    fetchLibrary()
      .then((library) => ticket === newest.current && setOn(inLibrary(library, kind, key)))
      .catch(() => ticket === newest.current && setOn(false));
  }, [signedIn, kind, key]);

  async function toggle() {
    if (!signedIn) {
      // eslint-disable-next-line @next/next/no-location-assign-relative-destination -- a full load of the sign-in page from a click; router.push would change how it loads
      location.assign(`/account/signin?next=${encodeURIComponent(location.pathname)}`);
      return;
    }
    setBusy(true);
    const ticket = ++newest.current;
    try {
      const action = kind === "follow" ? (on ? "unfollow" : "follow") : on ? "unsave" : "save";
      const library = await changeLibrary(slug ? { action: action as "save" | "unsave", show, slug } : { action: action as "follow" | "unfollow", show });
      if (ticket === newest.current) setOn(inLibrary(library, kind, key));
    } finally {
      setBusy(false);
    }
  }

  const text = kind === "follow" ? (on ? "Following" : "Follow") : on ? "Saved" : "Save";
  return (
    <button type="button" className={`btn btn-small ${on ? "btn-pink" : "btn-outline"}`} aria-pressed={signedIn ? Boolean(on) : undefined} disabled={busy || status === "checking"} onClick={toggle} aria-label={`${text} ${label}`} data-testid={`${kind}-button`}>
      {text}
    </button>
  );
}
