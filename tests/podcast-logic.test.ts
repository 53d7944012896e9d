// @vitest-environment jsdom
// LISTEN's pure pieces: transcripts (WebVTT with voices, SRT), feed links and the player store's
// rules (speed order and stickiness, Up next, played).
import { beforeEach, describe, expect, it } from "vitest";
import { PODCAST_SPEEDS } from "@/lib/constants";
import { parseTranscript } from "@/lib/content/vtt";
import { resolveFeedLink, sanitiseNotes } from "@/lib/podcasts/feed";
import type { Episode } from "@/lib/podcasts/types";
import { episodeKey, nextSpeed, usePlayerStore } from "@/stores/player";

const episode = (slug: string): Episode => ({
  imageUrl: "/a.svg", audioUrl: `/${slug}.mp3`, episodeTitle: slug, podcastTitle: "Show", author: "Host", summary: "", pubDate: "", slug, show_slug: "show",
});

describe("transcripts", () => {
  it("reads WebVTT voices as speakers", () => {
    const cues = parseTranscript("WEBVTT\n\n1\n00:00:01.500 --> 00:00:03.000\n<v Sam Adeyemi>Hello there.\n");
    expect(cues).toEqual([{ start: 1.5, end: 3, text: "Hello there.", speaker: "Sam Adeyemi" }]);
  });
  it("reads SRT with comma decimals", () => {
    const cues = parseTranscript("1\n00:00:02,250 --> 00:00:04,000\nFirst line\n\n2\n00:01:00,000 --> 00:01:02,000\nSecond\n");
    expect(cues.map((c) => [c.start, c.end, c.text])).toEqual([[2.25, 4, "First line"], [60, 62, "Second"]]);
  });
  it("refuses something that is neither", () => {
    expect(() => parseTranscript("<html>nope</html>")).toThrow(/neither WebVTT nor SRT/);
  });
});

describe("feed links and notes", () => {
  it("keeps only http(s) links and site paths, resolving relative ones against a remote feed", () => {
    expect(resolveFeedLink("/a.mp3", "content/podcasts/x.xml")).toBe("/a.mp3");
    expect(resolveFeedLink("a.mp3", "https://host.test/feeds/x.xml")).toBe("https://host.test/feeds/a.mp3");
    expect(resolveFeedLink("javascript:alert(1)", "https://host.test/x.xml")).toBeNull();
    expect(resolveFeedLink("data:audio/mp3;base64,AAAA", "content/podcasts/x.xml")).toBeNull();
    expect(resolveFeedLink("//evil.test/a.mp3", "content/podcasts/x.xml")).toBeNull();
  });
  it("strips scripts and handlers from notes and marks outside links", () => {
    expect(sanitiseNotes('<p style="x" onclick="y()">Hi<script>bad()</script> <a href="https://a.test" target="_blank">a</a></p>')).toBe(
      '<p>Hi <a href="https://a.test" rel="nofollow noopener noreferrer">a</a></p>',
    );
  });
});

describe("player store", () => {
  beforeEach(() => {
    localStorage.clear();
    usePlayerStore.setState({ ...usePlayerStore.getInitialState() });
  });

  it("cycles the spec's seven speeds in order and keeps the speed for the next episode", () => {
    const seen = [PODCAST_SPEEDS[0] as number];
    for (let i = 0; i < 7; i += 1) seen.push(nextSpeed(seen.at(-1)!));
    expect(seen).toEqual([1, 1.25, 1.5, 1.75, 2, 0.5, 0.75, 1]);
    usePlayerStore.getState().loadEpisode(episode("one"));
    usePlayerStore.getState().cycleSpeed();
    usePlayerStore.getState().loadEpisode(episode("two"));
    expect(usePlayerStore.getState().speed).toBe(1.25);
  });

  it("plays Up next in order, never queues the current episode twice, and remembers played ones", () => {
    const store = usePlayerStore.getState();
    store.loadEpisode(episode("one"));
    store.enqueue(episode("one"));
    store.enqueue(episode("two"));
    store.enqueue(episode("two"));
    store.enqueue(episode("three"));
    expect(usePlayerStore.getState().queue.map((e) => e.slug)).toEqual(["two", "three"]);
    store.setPlayed(episodeKey(usePlayerStore.getState()), true);
    expect(usePlayerStore.getState().playNext()).toBe(true);
    expect(usePlayerStore.getState()).toMatchObject({ slug: "two", isPlaying: true, position: 0 });
    expect(usePlayerStore.getState().queue.map((e) => e.slug)).toEqual(["three"]);
    expect(usePlayerStore.getState().played).toEqual(["show/one"]);
  });

  it("a shared ?t= start loads the episode paused at that second", () => {
    usePlayerStore.getState().loadEpisode(episode("one"), { startAt: 42, autoplay: false });
    expect(usePlayerStore.getState()).toMatchObject({ isPlaying: false, position: 42, pendingSeek: 42 });
  });
});
