// Composes and renders the tracks of /music/ with sox: scripts/music/tracks.json →
//   public/media/music/<track>.<hash>.mp3 (mono MP3) and public/media/music/tracks.json (the manifest the
//   playlists in content/music/ are checked against: file, duration and size of every track).
// Each track is four voices written out from its settings (tempo, key, chord progression, style):
// a chord pad, a bass line, a seeded pentatonic melody and a drum pattern, mixed and faded.
// Run through scripts/make-music.sh, which installs sox and ffmpeg from Debian when missing.
import { execFileSync } from "node:child_process";
import { createHash } from "node:crypto";
import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";

const SOURCE = "scripts/music/tracks.json";
const OUT_DIR = "public/media/music";
const RATE = "22050";
const LIMITS = { minSeconds: 20, maxSeconds: 90, maxBytes: 500 * 1024 };

const run = (command, args) => execFileSync(command, args, { stdio: ["ignore", "pipe", "pipe"] }).toString();
const seconds = (file) => Number(run("soxi", ["-D", file]).trim());
const hz = (midi) => (440 * 2 ** ((midi - 69) / 12)).toFixed(2);

/** A small seeded random generator, so a track renders the same every time. */
function random(seed) {
  let state = seed >>> 0;
  return () => {
    state = (state * 1664525 + 1013904223) >>> 0;
    return state / 2 ** 32;
  };
}

const MAJOR = [0, 2, 4, 5, 7, 9, 11];
const MINOR = [0, 2, 3, 5, 7, 8, 10];
const PENTATONIC = { major: [0, 2, 4, 7, 9], minor: [0, 3, 5, 7, 10] };

const STYLES = {
  disco: { pad: "square", padVolume: 0.05, bass: "octaves", melodyDensity: 0.8, drums: "four-on-the-floor" },
  pop: { pad: "triangle", padVolume: 0.08, bass: "root", melodyDensity: 0.6, drums: "backbeat" },
  lofi: { pad: "sine", padVolume: 0.14, bass: "root", melodyDensity: 0.4, drums: "lazy" },
  ambient: { pad: "sine", padVolume: 0.18, bass: "drone", melodyDensity: 0.2, drums: "none" },
};

/** Renders one sound (cached by its arguments) and returns its file. */
function sound(work, cache, args) {
  const key = args.join(" ");
  if (!cache.has(key)) {
    const file = path.join(work, `s${cache.size}.wav`);
    run("sox", ["-n", "-r", RATE, "-c", "1", file, ...args]);
    cache.set(key, file);
  }
  return cache.get(key);
}

/** Joins sounds end to end into one voice. */
function voice(work, name, files) {
  const out = path.join(work, `${name}.wav`);
  // sox takes the list in chunks: very long argument lists are fine on Linux for these sizes.
  run("sox", [...files, out]);
  return out;
}

function renderTrack(track, work) {
  const style = STYLES[track.style];
  const beat = 60 / track.bpm;
  const scale = track.mode === "minor" ? MINOR : MAJOR;
  const penta = PENTATONIC[track.mode];
  const rand = random(track.seed);
  const cache = new Map();
  const rest = (length) => sound(work, cache, ["trim", "0", length.toFixed(4)]);
  const bars = track.progression.length * track.repeats;

  const pad = [];
  const bass = [];
  const melody = [];
  const drums = [];
  for (let bar = 0; bar < bars; bar += 1) {
    const degree = track.progression[bar % track.progression.length] - 1;
    const root = track.key + scale[degree];
    const third = track.key + scale[(degree + 2) % 7] + (degree + 2 >= 7 ? 12 : 0);
    const fifth = track.key + scale[(degree + 4) % 7] + (degree + 4 >= 7 ? 12 : 0);
    const barLength = (beat * 4).toFixed(4);
    pad.push(sound(work, cache, ["synth", barLength, style.pad, hz(root), style.pad, hz(third), style.pad, hz(fifth), "remix", "-", "fade", "q", "0.05", barLength, "0.3", "vol", String(style.padVolume)]));

    for (let b = 0; b < 4; b += 1) {
      const note = style.bass === "octaves" && b % 2 === 1 ? root - 12 : root - 24;
      if (style.bass === "drone") {
        if (b === 0) bass.push(sound(work, cache, ["synth", barLength, "sine", hz(root - 24), "fade", "q", "0.4", barLength, "0.4", "vol", "0.25"]));
      } else bass.push(sound(work, cache, ["synth", (beat).toFixed(4), "pluck", hz(note), "fade", "0", (beat).toFixed(4), "0.05", "vol", "0.5"]));

      for (let half = 0; half < 2; half += 1) {
        const length = beat / 2;
        if (rand() < style.melodyDensity) {
          const step = penta[Math.floor(rand() * penta.length)];
          const octave = rand() < 0.3 ? 24 : 12;
          melody.push(sound(work, cache, ["synth", length.toFixed(4), "pluck", hz(track.key + step + octave), "fade", "0", length.toFixed(4), "0.04", "vol", "0.35"]));
        } else melody.push(rest(length));

        const kick = () => sound(work, cache, ["synth", length.toFixed(4), "sine", "110-45", "fade", "0", length.toFixed(4), (length * 0.7).toFixed(4), "vol", "0.6"]);
        const hat = () => sound(work, cache, ["synth", length.toFixed(4), "whitenoise", "highpass", "6000", "fade", "0", length.toFixed(4), (length - 0.03).toFixed(4), "vol", "0.12"]);
        const snare = () => sound(work, cache, ["synth", length.toFixed(4), "pinknoise", "bandpass", "1800", "900", "fade", "0", length.toFixed(4), (length * 0.6).toFixed(4), "vol", "0.3"]);
        const pattern = {
          "four-on-the-floor": half === 0 ? kick : hat,
          backbeat: half === 0 ? (b % 2 === 0 ? kick : snare) : hat,
          lazy: half === 0 && b % 2 === 0 ? kick : half === 0 ? snare : () => rest(length),
          none: () => rest(length),
        }[style.drums];
        drums.push(pattern());
      }
    }
  }
  const voices = [voice(work, "pad", pad), voice(work, "bass", bass), voice(work, "melody", melody), voice(work, "drums", drums)];
  const mixed = path.join(work, "mixed.wav");
  run("sox", ["-m", ...voices, mixed, "fade", "q", "1", "-0", "2.5", "norm", "-3"]);
  const mp3 = path.join(work, `${track.slug}.mp3`);
  run("ffmpeg", ["-y", "-v", "error", "-i", mixed, "-ac", "1", "-ar", RATE, "-c:a", "libmp3lame", "-b:a", "48k", "-map_metadata", "-1", mp3]);
  return mp3;
}

const tracks = JSON.parse(readFileSync(SOURCE, "utf8"));
const only = process.argv.includes("--only") ? process.argv.slice(process.argv.indexOf("--only") + 1) : null;
mkdirSync(OUT_DIR, { recursive: true });
const manifestFile = path.join(OUT_DIR, "tracks.json");
const manifest = existsSync(manifestFile) ? JSON.parse(readFileSync(manifestFile, "utf8")) : {};
const work = mkdtempSync(path.join(tmpdir(), "afc-music-"));
try {
  for (const track of tracks.filter((t) => !only || only.includes(t.slug))) {
    const trackWork = path.join(work, track.slug);
    mkdirSync(trackWork);
    const mp3 = renderTrack(track, trackWork);
    const data = readFileSync(mp3);
    const duration = seconds(mp3);
    if (duration < LIMITS.minSeconds || duration > LIMITS.maxSeconds) throw new Error(`${track.slug}: ${duration} s is outside 20–90 s`);
    if (data.length > LIMITS.maxBytes) throw new Error(`${track.slug}: ${data.length} bytes is over 500 kB`);
    for (const old of readdirSync(OUT_DIR)) if (old.startsWith(`${track.slug}.`) && old.endsWith(".mp3")) rmSync(path.join(OUT_DIR, old));
    const file = `${track.slug}.${createHash("sha256").update(data).digest("hex").slice(0, 8)}.mp3`;
    writeFileSync(path.join(OUT_DIR, file), data);
    manifest[track.slug] = { title: track.title, audio: `/media/music/${file}`, duration: Math.round(duration), bytes: data.length };
    console.log(`${track.slug}: ${duration.toFixed(1)} s, ${Math.round(data.length / 1024)} kB`);
  }
  const known = new Set(tracks.map((t) => t.slug));
  for (const slug of Object.keys(manifest)) if (!known.has(slug)) delete manifest[slug];
  writeFileSync(manifestFile, JSON.stringify(Object.fromEntries(Object.entries(manifest).sort()), null, 2) + "\n");
} finally {
  rmSync(work, { recursive: true, force: true });
}
