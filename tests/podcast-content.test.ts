// LISTEN's shipped episodes as a listener gets them (issue 26, item 8): every episode in
// content/podcasts/*.xml is a real conversation of 3–8 minutes whose audio, transcript and chapters
// exist and agree with each other, with 2–7 chapters inside the audio; every speaker has one of
// espeak-ng's British voices, distinct within an episode and the same in every show; the audio of
// all shows stays under 60 MB, and no file in public/media/podcasts is left over from an old build.
// Also the facts another page states: Morag's marathon (content/videos/my-first-sober-marathon).
import { readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { parseTranscript } from "@/lib/content/vtt";
import { parsePodcastFeed } from "@/lib/podcasts/feed";
import { mp3DurationSeconds } from "./support/mp3-duration";

const FEEDS = readdirSync("content/podcasts").filter((name) => name.endsWith(".xml")).sort();
const shows = FEEDS.map((name) => parsePodcastFeed(readFileSync(path.join("content/podcasts", name), "utf8"), `content/podcasts/${name}`));
const episodes = shows.flatMap((show) => show.episodes.map((episode) => ({ show, episode })));
const publicFile = (url: string) => path.join("public", url);
interface Source {
  slug: string;
  hosts: Record<string, { name: string; voice: string }>;
  episodes: { slug: string; guests?: Record<string, { name: string; voice: string }>; chapters: { lines: [string, string][] }[] }[];
}
const sources: Source[] = readdirSync("scripts/podcasts")
  .filter((name) => name.endsWith(".json"))
  .map((name) => JSON.parse(readFileSync(path.join("scripts/podcasts", name), "utf8")));

describe("shipped podcast episodes", () => {
  it("has 24 episodes in 4 shows", () => {
    expect(shows).toHaveLength(4);
    expect(episodes).toHaveLength(24);
  });

  it.each(episodes.map(({ show, episode }) => [`${show.slug}/${episode.slug}`, episode] as const))("%s: 3–8 minutes, its files exist and agree", (_, episode) => {
    expect(episode.durationSeconds).toBeGreaterThanOrEqual(180);
    expect(episode.durationSeconds).toBeLessThanOrEqual(480);
    const audio = publicFile(episode.audioUrl);
    expect(statSync(audio).size).toBe(episode.audioBytes);

    const cues = parseTranscript(readFileSync(publicFile(episode.transcriptUrl!), "utf8"));
    const words = cues.reduce((sum, cue) => sum + cue.text.split(/\s+/).filter(Boolean).length, 0);
    expect(words).toBeGreaterThanOrEqual(450);
    expect(words).toBeLessThanOrEqual(1200);
    expect(cues.at(-1)!.end).toBeLessThanOrEqual(episode.durationSeconds! + 1);

    const { chapters } = JSON.parse(readFileSync(publicFile(episode.chaptersUrl!), "utf8")) as { chapters: { startTime: number; title: string }[] };
    expect(chapters.length).toBeGreaterThanOrEqual(2);
    expect(chapters.length).toBeLessThanOrEqual(7);
    expect(chapters[0].startTime).toBe(0);
    for (const [i, chapter] of chapters.entries()) {
      expect(chapter.startTime).toBeLessThan(episode.durationSeconds! - 10);
      if (i > 0) expect(chapter.startTime).toBeGreaterThan(chapters[i - 1].startTime + 15);
      // A chapter starts where a line of the transcript starts.
      expect(cues.some((cue) => Math.abs(cue.start - chapter.startTime) < 0.2)).toBe(true);
    }
    // More than one voice: a conversation, not a monologue.
    expect(episode.persons.length).toBeGreaterThanOrEqual(2);
  });

  it("measures every audio file's real duration as the feed states it", () => {
    expect(episodes.length).toBeGreaterThan(0);
    for (const { episode } of episodes) {
      const measured = mp3DurationSeconds(publicFile(episode.audioUrl));
      expect(Math.abs(measured - episode.durationSeconds!)).toBeLessThanOrEqual(1);
    }
  });

  it("keeps all podcast audio under 60 MB and ships no file the feeds do not use", () => {
    const referenced = new Set(
      shows.flatMap((show) => [show.imageUrl, ...show.episodes.flatMap((e) => [e.audioUrl, e.transcriptUrl, e.chaptersUrl])]).filter(Boolean).map((url) => publicFile(url!)),
    );
    const onDisk = readdirSync("public/media/podcasts", { recursive: true })
      .map((name) => path.join("public/media/podcasts", String(name)))
      .filter((file) => statSync(file).isFile());
    expect(onDisk.filter((file) => !referenced.has(file))).toEqual([]);
    const audioBytes = onDisk.filter((file) => file.endsWith(".mp3")).reduce((sum, file) => sum + statSync(file).size, 0);
    expect(audioBytes).toBeLessThan(60 * 1024 * 1024);
  });

  it("gives every speaker a British voice, distinct within an episode and one per person", () => {
    const voiceOf = new Map<string, string>();
    for (const show of sources) {
      for (const episode of show.episodes) {
        const speakers = { ...show.hosts, ...episode.guests };
        const voices = Object.values(speakers).map((speaker) => speaker.voice);
        expect(new Set(voices).size, episode.slug).toBe(voices.length);
        for (const { name, voice } of Object.values(speakers)) {
          expect(voice, name).toMatch(/^en-gb(-scotland|-x-rp|-x-gbclan|-x-gbcwmd)?(\+[a-z0-9]+)?$/);
          expect(voiceOf.get(name) ?? voice, name).toBe(voice);
          voiceOf.set(name, voice);
        }
        const spoken = new Set(episode.chapters.flatMap((chapter) => chapter.lines.map(([speaker]) => speaker)));
        expect([...spoken].sort(), `${episode.slug}: everyone named speaks, and only they`).toEqual(Object.keys(speakers).sort());
      }
    }
  });

  it("says, in its notes, that every guest who is not one of READ's writers is a character (issue 37.7)", () => {
    const writers = new Set(
      readdirSync("content/authors")
        .filter((name) => name.endsWith(".md"))
        .map((name) => /^name:\s*"?([^"\n]+?)"?\s*$/m.exec(readFileSync(path.join("content/authors", name), "utf8"))![1]),
    );
    expect(writers.size).toBeGreaterThanOrEqual(7);
    const outsiders = episodes.flatMap(({ episode }) => episode.persons.filter((person) => person.role === "guest" && !writers.has(person.name)).map((person) => ({ episode, first: person.name.split(" ")[0] })));
    expect(outsiders.length).toBeGreaterThanOrEqual(13);
    const unsaid = outsiders.filter(({ episode, first }) => !episode.notesHtml.includes(`${first} is a character`)).map(({ episode, first }) => `${episode.slug}: ${first}`);
    expect(unsaid).toEqual([]);
  });

  it("has notes that agree with the audio: the sign-off before the last answer, two days not two evenings, a tap not a fridge (issue 37.7)", () => {
    const notesAndText = (slug: string) => {
      const { episode } = episodes.find((item) => item.episode.slug === slug)!;
      const text = parseTranscript(readFileSync(publicFile(episode.transcriptUrl!), "utf8")).map((cue) => cue.text).join(" ");
      return { notes: `${episode.summary} ${episode.notesHtml}`, text };
    };
    const costs = notesAndText("why-it-costs-what-it-costs");
    expect(costs.text.indexOf("Fiona Gale, thank you.")).toBeLessThan(costs.text.indexOf("where's the value"));
    expect(costs.notes).toMatch(/Tom signs off, asks one more question, where the value is/);

    const moderation = notesAndText("moderation-is-not-failure");
    expect(moderation.text).toContain("usually Friday and Sunday lunch");
    expect(moderation.notes).toContain("two days a week, usually a Friday and a Sunday lunch");
    expect(moderation.notes).not.toMatch(/two (?:planned )?evenings/);

    const parkrun = notesAndText("parkrun-and-the-pub");
    expect(parkrun.text).toContain("two decent alcohol-free beers in the fridge");
    expect(parkrun.text).toContain("alcohol-free lager on draught");
    expect(parkrun.notes).toContain("on draught");
    expect(parkrun.notes).not.toMatch(/changed a pub's fridge/);
  });

  it("agrees with the marathon video: Morag, Edinburgh, 4:06, twenty minutes faster, the pilsner from her sister", () => {
    const video = readFileSync("public/media/videos/my-first-sober-marathon.vtt", "utf8");
    expect(video).toMatch(/four hours and six minutes, twenty minutes faster/);
    const marathon = episodes.find(({ episode }) => episode.slug === "my-first-sober-marathon")!.episode;
    const text = parseTranscript(readFileSync(publicFile(marathon.transcriptUrl!), "utf8")).map((cue) => cue.text).join(" ");
    for (const fact of [/Morag/, /Edinburgh, three years ago/, /four hours and six minutes/, /Twenty minutes faster/i, /my sister/i, /alcohol-free pilsner/]) expect(text).toMatch(fact);
    expect(marathon.persons.map((person) => person.name)).toContain("Morag Lindsay");
  });
});
