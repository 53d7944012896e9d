// Builds LISTEN's shipped podcasts from their scripts: scripts/podcasts/<show>.json →
//   public/media/podcasts/<show>/<episode>.<hash>.mp3        (mono MP3 at 32 kbps, every line spoken by its speaker's voice)
//   public/media/podcasts/<show>/<episode>.<hash>.vtt        (transcript, one cue per line, with <v Speaker>)
//   public/media/podcasts/<show>/<episode>.<hash>.chapters.json (Podcasting 2.0 JSON chapters)
//   public/media/podcasts/<show>/cover.<hash>.svg            (show artwork)
//   content/podcasts/<show>.xml                               (RSS 2.0 + iTunes + Podcasting 2.0, by feedsmith)
// File names carry a hash of their bytes, so they can be cached for a year. Run through
// scripts/make-podcasts.sh, which installs espeak-ng and ffmpeg from Debian when missing.
// Usage: node scripts/make-podcasts.mjs [--only show …]
import { execFileSync } from "node:child_process";
import { createHash } from "node:crypto";
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { generateRssFeed } from "feedsmith";

const SOURCE_DIR = "scripts/podcasts";
const MEDIA_DIR = "public/media/podcasts";
const FEED_DIR = "content/podcasts";
const GAP = 0.35; // seconds of silence after each line
// An episode is a real conversation of 3–8 minutes with 2–7 chapters; every voice is one of
// espeak-ng's British English voices (en-gb, en-gb-x-rp, en-gb-scotland, en-gb-x-gbclan,
// en-gb-x-gbcwmd, with an optional +variant), distinct within an episode and the same for one
// person in every show. Speech is mono MP3 at 32 kbps (every browser plays it), so all the
// shows together stay well under 60 MB.
const LIMITS = { minSeconds: 180, maxSeconds: 480, maxBytes: 2.5 * 1024 * 1024, minChapters: 2, maxChapters: 7, totalMaxBytes: 60 * 1024 * 1024 };
const BRITISH_VOICE = /^en-gb(-scotland|-x-rp|-x-gbclan|-x-gbcwmd)?(\+[a-z0-9]+)?$/;
const BITRATE = "32k";

const PALETTES = {
  cyan: { bg: "#00738a", ink: "#ffffff", accent: "#3fd0e8", soft: "#e3f8fc" },
  pink: { bg: "#c8175d", ink: "#ffffff", accent: "#f7a8c4", soft: "#fde8f0" },
  navy: { bg: "#101828", ink: "#ffffff", accent: "#f7c948", soft: "#3fd0e8" },
  cream: { bg: "#f1dcc2", ink: "#14151a", accent: "#c8175d", soft: "#ffffff" },
};

const ART = {
  head: (p) => `<circle cx="300" cy="250" r="120" fill="${p.accent}"/><path d="M210 420c0-70 40-110 90-110s90 40 90 110z" fill="${p.soft}"/>
    <path d="M250 230c30-40 70-40 100 0" stroke="${p.bg}" stroke-width="14" fill="none" stroke-linecap="round"/>`,
  jug: (p) => `<path d="M220 170h150l-10 40c40 10 60 60 30 110l-20 30v60a30 30 0 0 1-30 30H250a30 30 0 0 1-30-30z" fill="${p.soft}"/>
    <path d="M230 280h130v130a20 20 0 0 1-20 20H250a20 20 0 0 1-20-20z" fill="${p.accent}"/><circle cx="270" cy="250" r="18" fill="#a8d672"/>`,
  shoe: (p) => `<path d="M160 360c40 0 70-40 90-90l70 30c20 30 60 40 120 40 30 0 40 20 40 40v20H160z" fill="${p.accent}"/>
    <rect x="160" y="400" width="320" height="22" rx="11" fill="${p.soft}"/><path d="M280 300l20 40M310 295l20 40" stroke="${p.bg}" stroke-width="10"/>`,
  bottle: (p) => `<rect x="270" y="120" width="60" height="80" rx="12" fill="${p.bg === "#f1dcc2" ? "#14151a" : p.soft}"/>
    <path d="M240 200h120a30 30 0 0 1 30 30v200a30 30 0 0 1-30 30H240a30 30 0 0 1-30-30V230a30 30 0 0 1 30-30z" fill="#14151a"/>
    <rect x="225" y="280" width="150" height="100" rx="8" fill="${p.soft}"/><rect x="250" y="310" width="100" height="14" rx="7" fill="${p.accent}"/>`,
};

const run = (command, args) => execFileSync(command, args, { stdio: ["ignore", "pipe", "pipe"] }).toString();
const seconds = (file) => Number(run("ffprobe", ["-v", "error", "-show_entries", "format=duration", "-of", "csv=p=0", file]).trim());
const escapeXml = (text) => text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;");
const hash8 = (data) => createHash("sha256").update(data).digest("hex").slice(0, 8);
const stamp = (t) => {
  const ms = Math.round(t * 1000);
  const pad = (n, w = 2) => String(n).padStart(w, "0");
  return `${pad(Math.floor(ms / 3_600_000))}:${pad(Math.floor((ms % 3_600_000) / 60_000))}:${pad(Math.floor((ms % 60_000) / 1000))}.${pad(ms % 1000, 3)}`;
};

/** Writes `data` as `<base>.<hash>.<ext>` in `dir`, removing older hashed copies; returns the file name. */
function writeHashed(dir, base, ext, data) {
  for (const old of readdirSync(dir)) if (old.startsWith(`${base}.`) && old.endsWith(`.${ext}`)) rmSync(path.join(dir, old));
  const name = `${base}.${hash8(data)}.${ext}`;
  writeFileSync(path.join(dir, name), data);
  return name;
}

function coverSvg(show) {
  const p = PALETTES[show.palette];
  const words = show.title.toUpperCase().split(" ");
  const lines = words.length > 2 ? [words.slice(0, 2).join(" "), words.slice(2).join(" ")] : [words.join(" ")];
  const title = lines
    .map((line, i) => `<text x="300" y="${510 + i * 52}" text-anchor="middle" font-family="DejaVu Sans, Arial, sans-serif" font-weight="bold" font-size="46" letter-spacing="2" fill="${p.ink}">${escapeXml(line)}</text>`)
    .join("");
  return `<svg xmlns="http://www.w3.org/2000/svg" width="600" height="600" viewBox="0 0 600 600" role="img" aria-label="${escapeXml(show.title)}">
  <rect width="600" height="600" fill="${p.bg}"/>
  <circle cx="300" cy="290" r="200" fill="${p.ink}" opacity=".08"/>
  ${ART[show.art](p)}${title}
</svg>
`;
}

/** Every person's voice across every show: British, one voice per person, one person per voice. */
function checkVoices(shows) {
  const voiceOf = new Map();
  const personOf = new Map();
  for (const show of shows) {
    for (const episode of show.episodes) {
      const speakers = { ...show.hosts, ...episode.guests };
      const inEpisode = new Set();
      for (const { name, voice } of Object.values(speakers)) {
        if (!BRITISH_VOICE.test(voice)) throw new Error(`${episode.slug}: ${name}'s voice ${voice} is not one of espeak-ng's en-gb voices`);
        if (inEpisode.has(voice)) throw new Error(`${episode.slug}: two speakers share the voice ${voice}`);
        inEpisode.add(voice);
        if (voiceOf.has(name) && voiceOf.get(name) !== voice) throw new Error(`${name} speaks as ${voiceOf.get(name)} and as ${voice}`);
        if (personOf.has(voice) && personOf.get(voice) !== name) throw new Error(`${voice} is both ${personOf.get(voice)} and ${name}`);
        voiceOf.set(name, voice);
        personOf.set(voice, name);
      }
      if (episode.chapters.length < LIMITS.minChapters || episode.chapters.length > LIMITS.maxChapters) {
        throw new Error(`${episode.slug}: ${episode.chapters.length} chapters, not ${LIMITS.minChapters}–${LIMITS.maxChapters}`);
      }
    }
  }
}

function buildEpisode(show, episode, work, outDir) {
  const speakers = { ...show.hosts, ...episode.guests };
  const cues = [];
  const chapters = [];
  const wavs = [];
  let clock = 0;
  episode.chapters.forEach((chapter, c) => {
    chapters.push({ startTime: Math.round(clock * 10) / 10, title: chapter.title });
    chapter.lines.forEach(([speaker, text], l) => {
      const voice = speakers[speaker];
      if (!voice) throw new Error(`${episode.slug}: unknown speaker ${speaker}`);
      const wav = path.join(work, `${episode.slug}-${c}-${l}.wav`);
      run("espeak-ng", ["-v", voice.voice, "-s", String(show.speed ?? 160), "-w", wav, text]);
      const length = seconds(wav);
      cues.push({ start: clock, end: clock + length, speaker: voice.name, text });
      clock += length + GAP;
      wavs.push(wav);
    });
  });
  const inputs = wavs.flatMap((wav) => ["-i", wav]);
  const filter = wavs.map((_, i) => `[${i}:a]aresample=22050,apad=pad_dur=${GAP}[a${i}]`).join(";") + ";" + wavs.map((_, i) => `[a${i}]`).join("") + `concat=n=${wavs.length}:v=0:a=1,loudnorm=I=-18:TP=-2[out]`;
  const mp3 = path.join(work, `${episode.slug}.mp3`);
  run("ffmpeg", ["-y", "-v", "error", ...inputs, "-filter_complex", filter, "-map", "[out]", "-ac", "1", "-ar", "22050", "-c:a", "libmp3lame", "-b:a", BITRATE, "-map_metadata", "-1", mp3]);
  const duration = seconds(mp3);
  const audio = readFileSync(mp3);
  if (duration < LIMITS.minSeconds || duration > LIMITS.maxSeconds) throw new Error(`${episode.slug}: ${duration.toFixed(1)} s is outside ${LIMITS.minSeconds}–${LIMITS.maxSeconds} s`);
  if (audio.length > LIMITS.maxBytes) throw new Error(`${episode.slug}: ${audio.length} bytes is over ${LIMITS.maxBytes}`);

  const vtt = `WEBVTT\n\n${cues.map((cue, i) => `${i + 1}\n${stamp(cue.start)} --> ${stamp(cue.end)}\n<v ${cue.speaker}>${cue.text}\n`).join("\n")}`;
  const files = {
    audio: writeHashed(outDir, episode.slug, "mp3", audio),
    transcript: writeHashed(outDir, episode.slug, "vtt", vtt),
    chapters: writeHashed(outDir, episode.slug, "chapters.json", JSON.stringify({ version: "1.2.0", chapters }, null, 2) + "\n"),
  };
  const words = cues.reduce((sum, cue) => sum + cue.text.split(/\s+/).filter(Boolean).length, 0);
  return { files, duration, bytes: audio.length, words, chapters: chapters.length, speakers: Object.values(speakers) };
}

function buildShow(show, work) {
  const slug = show.slug;
  const outDir = path.join(MEDIA_DIR, slug);
  mkdirSync(outDir, { recursive: true });
  const url = (name) => `/media/podcasts/${slug}/${name}`;
  const coverName = writeHashed(outDir, "cover", "svg", coverSvg(show));
  const cover = url(coverName);
  const written = new Set([coverName]);
  const hosts = Object.values(show.hosts);
  const items = show.episodes.map((episode, index) => {
    const built = buildEpisode(show, episode, work, outDir);
    for (const name of Object.values(built.files)) written.add(name);
    console.log(`  ${episode.slug}: ${(built.duration / 60).toFixed(2)} min, ${built.words} words, ${built.chapters} chapters, ${Math.round(built.bytes / 1024)} kB`);
    return {
      title: episode.title,
      link: `/listen/podcasts/episode/${slug}/${episode.slug}`,
      description: episode.notes,
      guid: { value: `afc:podcast:${slug}:${episode.slug}`, isPermaLink: false },
      pubDate: new Date(episode.date),
      enclosures: [{ url: url(built.files.audio), length: built.bytes, type: "audio/mpeg" }],
      itunes: { duration: Math.round(built.duration), summary: episode.summary, episode: show.episodes.length - index, explicit: false, episodeType: "full" },
      podcast: {
        transcripts: [{ url: url(built.files.transcript), type: "text/vtt", language: "en-GB" }],
        chapters: { url: url(built.files.chapters), type: "application/json+chapters" },
        persons: built.speakers.map((person) => ({ display: person.name, role: person.role })),
      },
    };
  });
  const xml = generateRssFeed({
    title: show.title,
    link: `/listen/podcasts/show/${slug}`,
    description: show.description,
    language: "en-gb",
    image: { url: cover, title: show.title, link: `/listen/podcasts/show/${slug}` },
    items,
    itunes: {
      author: show.author,
      image: cover,
      summary: show.summary,
      explicit: false,
      type: "episodic",
      categories: show.categories.map(([text, sub]) => ({ text, categories: sub ? [{ text: sub }] : undefined })),
    },
    podcast: { persons: hosts.map((host) => ({ display: host.name, role: "host" })), medium: "podcast" },
  });
  mkdirSync(FEED_DIR, { recursive: true });
  writeFileSync(path.join(FEED_DIR, `${slug}.xml`), xml.endsWith("\n") ? xml : `${xml}\n`);
  // Files of episodes that no longer exist (or of an older build) go, so the shipped media is exactly the feed's.
  for (const name of readdirSync(outDir)) if (!written.has(name)) rmSync(path.join(outDir, name));
  return items.length;
}

const only = process.argv.includes("--only") ? process.argv.slice(process.argv.indexOf("--only") + 1) : null;
const allShows = readdirSync(SOURCE_DIR)
  .filter((file) => file.endsWith(".json"))
  .sort()
  .map((file) => JSON.parse(readFileSync(path.join(SOURCE_DIR, file), "utf8")));
checkVoices(allShows);
const shows = allShows.filter((show) => !only || only.includes(show.slug));
const work = mkdtempSync(path.join(tmpdir(), "afc-podcasts-"));
try {
  for (const show of shows) {
    console.log(show.slug);
    console.log(`  ${buildShow(show, work)} episodes`);
  }
} finally {
  rmSync(work, { recursive: true, force: true });
}
const totalBytes = readdirSync(MEDIA_DIR, { recursive: true })
  .filter((name) => String(name).endsWith(".mp3"))
  .reduce((sum, name) => sum + readFileSync(path.join(MEDIA_DIR, String(name))).length, 0);
console.log(`all podcast audio: ${(totalBytes / 1024 / 1024).toFixed(1)} MB`);
if (totalBytes > LIMITS.totalMaxBytes) throw new Error(`all podcast audio is ${totalBytes} bytes, over ${LIMITS.totalMaxBytes}`);
