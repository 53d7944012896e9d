// Builds WATCH's clips from their scripts: scripts/videos/<slug>.json → public/media/videos/<slug>.webm
// (VP9 + Opus, 640×360), <slug>.jpg (poster) and <slug>.vtt (captions, one cue per spoken sentence
// at its real time). Each scene is a drawn card (SVG → PNG with rsvg-convert) held, with a slow zoom,
// for as long as its narration (espeak-ng) lasts. Run through scripts/make-videos.sh, which installs
// ffmpeg, espeak-ng and rsvg-convert from Debian when missing. Usage: [--only slug …]
import { execFileSync } from "node:child_process";
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";

const SOURCE_DIR = "scripts/videos";
const OUT_DIR = "public/media/videos";
const WIDTH = 1280;
const HEIGHT = 720;
const FPS = 24;
const GAP = 0.45; // seconds of silence after each sentence
const MAX_BYTES = 2 * 1024 * 1024;

const PALETTES = {
  cyan: { bg: "#e3f8fc", band: "#00738a", ink: "#14151a", accent: "#c8175d", soft: "#3fd0e8" },
  pink: { bg: "#fde8f0", band: "#c8175d", ink: "#14151a", accent: "#00738a", soft: "#f7a8c4" },
  navy: { bg: "#101828", band: "#3fd0e8", ink: "#ffffff", accent: "#f7c948", soft: "#1d2b45" },
  cream: { bg: "#fbf7f2", band: "#14151a", ink: "#14151a", accent: "#c8175d", soft: "#f1dcc2" },
};

const run = (command, args) => execFileSync(command, args, { stdio: ["ignore", "pipe", "pipe"] }).toString();
const seconds = (file) => Number(run("ffprobe", ["-v", "error", "-show_entries", "format=duration", "-of", "csv=p=0", file]).trim());
const escapeXml = (text) => text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;");
const stamp = (t) => {
  const ms = Math.round(t * 1000);
  const h = Math.floor(ms / 3_600_000);
  const m = Math.floor((ms % 3_600_000) / 60_000);
  const s = Math.floor((ms % 60_000) / 1000);
  return `${String(h).padStart(2, "0")}:${String(m).padStart(2, "0")}:${String(s).padStart(2, "0")}.${String(ms % 1000).padStart(3, "0")}`;
};

/** Greedy word wrap for a line of roughly `width` characters. */
function wrap(text, width) {
  const lines = [];
  let line = "";
  for (const word of text.split(/\s+/)) {
    if (line && (line + " " + word).length > width) {
      lines.push(line);
      line = word;
    } else line = line ? `${line} ${word}` : word;
  }
  if (line) lines.push(line);
  return lines;
}

// --- Scene art: simple flat drawings placed on the right of each card -----------------------------
const ART = {
  glass: (p) => `<path d="M930 250h190l-25 250a45 45 0 0 1-45 40h-50a45 45 0 0 1-45-40z" fill="${p.soft}" opacity=".9"/>
    <path d="M940 330h170l-18 170a40 40 0 0 1-40 35h-54a40 40 0 0 1-40-35z" fill="${p.band}" opacity=".8"/>
    <circle cx="990" cy="300" r="26" fill="#a8d672"/><rect x="1050" y="180" width="14" height="200" rx="7" fill="${p.accent}" transform="rotate(14 1057 280)"/>`,
  bottle: (p) => `<rect x="985" y="150" width="60" height="90" rx="14" fill="${p.band}"/>
    <path d="M955 240h120a30 30 0 0 1 30 30v300a30 30 0 0 1-30 30H955a30 30 0 0 1-30-30V270a30 30 0 0 1 30-30z" fill="${p.band}"/>
    <rect x="940" y="340" width="150" height="120" rx="10" fill="${p.bg}"/><rect x="965" y="375" width="100" height="14" rx="7" fill="${p.accent}"/><rect x="975" y="405" width="80" height="10" rx="5" fill="${p.soft}"/>`,
  cans: (p) => [0, 1, 2].map((i) => `<rect x="${870 + i * 110}" y="${300 - i * 30}" width="90" height="210" rx="18" fill="${[p.band, p.accent, p.soft][i]}"/>
    <rect x="${880 + i * 110}" y="${285 - i * 30}" width="70" height="18" rx="6" fill="#c9ccd4"/>
    <rect x="${885 + i * 110}" y="${370 - i * 30}" width="60" height="60" rx="30" fill="${p.bg}" opacity=".85"/>`).join(""),
  runner: (p) => `<circle cx="1010" cy="210" r="42" fill="${p.accent}"/>
    <path d="M1005 260l-40 130 70 40-30 120M1000 300l80 40 40-50M990 320l-80 10" stroke="${p.band}" stroke-width="30" stroke-linecap="round" stroke-linejoin="round" fill="none"/>
    <rect x="860" y="560" width="300" height="14" rx="7" fill="${p.soft}"/>`,
  chef: (p) => `<circle cx="1020" cy="300" r="70" fill="#e0ac85"/>
    <path d="M930 230a60 60 0 0 1 50-70 70 70 0 0 1 120 0 60 60 0 0 1 40 80z" fill="#ffffff" stroke="${p.band}" stroke-width="6"/>
    <path d="M900 560c0-100 60-160 120-160s120 60 120 160z" fill="${p.band}"/>
    <circle cx="995" cy="295" r="8" fill="${p.ink === "#ffffff" ? "#14151a" : p.ink}"/><circle cx="1045" cy="295" r="8" fill="${p.ink === "#ffffff" ? "#14151a" : p.ink}"/>`,
  question: (p) => `<circle cx="1020" cy="360" r="170" fill="${p.soft}"/>
    <path d="M965 310a55 55 0 1 1 80 50c-20 12-25 25-25 45" stroke="${p.band}" stroke-width="34" stroke-linecap="round" fill="none"/>
    <circle cx="1020" cy="470" r="20" fill="${p.band}"/>`,
  scale: (p) => `<rect x="1005" y="200" width="20" height="320" fill="${p.band}"/><rect x="880" y="230" width="270" height="16" rx="8" fill="${p.band}"/>
    <path d="M880 246l-50 120h100zM1150 246l-50 120h100z" fill="${p.soft}" stroke="${p.band}" stroke-width="6"/>
    <rect x="930" y="520" width="170" height="24" rx="12" fill="${p.band}"/>`,
  sun: (p) => `<circle cx="1020" cy="330" r="110" fill="${p.accent}"/>
    ${Array.from({ length: 12 }, (_, i) => `<rect x="1012" y="150" width="16" height="44" rx="8" fill="${p.accent}" transform="rotate(${i * 30} 1020 330)"/>`).join("")}
    <path d="M840 600c80-90 160-90 240 0s160 90 240 0v120H840z" fill="${p.band}" opacity=".8"/>`,
  stopwatch: (p) => `<circle cx="1020" cy="370" r="150" fill="${p.bg === "#101828" ? "#1d2b45" : "#ffffff"}" stroke="${p.band}" stroke-width="18"/>
    <rect x="995" y="185" width="50" height="30" rx="8" fill="${p.band}"/><path d="M1020 370V270M1020 370l60 40" stroke="${p.accent}" stroke-width="14" stroke-linecap="round"/>`,
};

function sceneSvg(scene, palette, index, total, videoTitle) {
  const p = PALETTES[palette];
  const headingLines = wrap(scene.heading, 19);
  const bodyLines = scene.body ? wrap(scene.body, 38) : [];
  const heading = headingLines
    .map((line, i) => `<text x="90" y="${250 + i * 78}" font-family="DejaVu Sans" font-weight="bold" font-size="66" fill="${p.ink}">${escapeXml(line)}</text>`)
    .join("");
  const bodyTop = 250 + headingLines.length * 78 + 30;
  const body = bodyLines
    .map((line, i) => `<text x="92" y="${bodyTop + i * 46}" font-family="DejaVu Sans" font-size="34" fill="${p.ink}" opacity=".85">${escapeXml(line)}</text>`)
    .join("");
  const art = ART[scene.art] ? ART[scene.art](p) : "";
  const dots = Array.from({ length: total }, (_, i) => `<circle cx="${92 + i * 28}" cy="640" r="8" fill="${i === index ? p.accent : p.soft}"/>`).join("");
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${WIDTH}" height="${HEIGHT}" viewBox="0 0 ${WIDTH} ${HEIGHT}">
  <rect width="100%" height="100%" fill="${p.bg}"/>
  <rect x="0" y="0" width="${WIDTH}" height="88" fill="${p.band}"/>
  <text x="90" y="56" font-family="DejaVu Sans" font-weight="bold" font-size="28" letter-spacing="3" fill="${p.bg === "#101828" ? "#101828" : "#ffffff"}">${escapeXml(scene.kicker ?? videoTitle.toUpperCase())}</text>
  ${art}${heading}${body}${dots}
</svg>`;
}

function buildVideo(slug, work) {
  const spec = JSON.parse(readFileSync(path.join(SOURCE_DIR, `${slug}.json`), "utf8"));
  const voice = spec.voice ?? "en-gb";
  const cues = [];
  const segments = [];
  let clock = 0;
  spec.scenes.forEach((scene, index) => {
    const png = path.join(work, `${slug}-${index}.png`);
    const svg = path.join(work, `${slug}-${index}.svg`);
    writeFileSync(svg, sceneSvg(scene, spec.palette ?? "cyan", index, spec.scenes.length, spec.title));
    run("rsvg-convert", ["-w", String(WIDTH), "-h", String(HEIGHT), "-o", png, svg]);
    if (index === 0) run("ffmpeg", ["-y", "-v", "error", "-i", png, "-vf", "scale=960:540", "-q:v", "5", path.join(OUT_DIR, `${slug}.jpg`)]);
    const wavs = [];
    let sceneLength = 0;
    scene.say.forEach((sentence, s) => {
      const wav = path.join(work, `${slug}-${index}-${s}.wav`);
      run("espeak-ng", ["-v", voice, "-s", String(spec.speed ?? 155), "-w", wav, sentence]);
      const length = seconds(wav);
      cues.push({ start: clock + sceneLength, end: clock + sceneLength + length, text: sentence });
      sceneLength += length + GAP;
      wavs.push(wav);
    });
    // The scene's audio: each sentence followed by a short silence, resampled to 48 kHz mono.
    const sceneWav = path.join(work, `${slug}-${index}.wav`);
    const inputs = wavs.flatMap((wav) => ["-i", wav]);
    const filter = wavs.map((_, i) => `[${i}:a]aresample=48000,apad=pad_dur=${GAP}[a${i}]`).join(";") + ";" + wavs.map((_, i) => `[a${i}]`).join("") + `concat=n=${wavs.length}:v=0:a=1[out]`;
    run("ffmpeg", ["-y", "-v", "error", ...inputs, "-filter_complex", filter, "-map", "[out]", "-ac", "1", sceneWav]);
    const frames = Math.ceil(sceneLength * FPS);
    const clip = path.join(work, `${slug}-${index}.webm`);
    // A slow push-in over the scene, rendered at 640×360.
    run("ffmpeg", [
      "-y", "-v", "error", "-loop", "1", "-i", png, "-i", sceneWav,
      "-vf", `zoompan=z='min(1+0.0006*on,1.08)':x='iw/2-(iw/zoom/2)':y='ih/2-(ih/zoom/2)':d=${frames}:s=640x360:fps=${FPS},format=yuv420p`,
      "-frames:v", String(frames), "-c:v", "libvpx-vp9", "-b:v", "160k", "-deadline", "good", "-cpu-used", "4", "-row-mt", "1",
      "-c:a", "libopus", "-b:a", "32k", "-ac", "1", "-shortest", clip,
    ]);
    segments.push(clip);
    clock += seconds(clip);
  });
  const list = path.join(work, `${slug}.txt`);
  writeFileSync(list, segments.map((file) => `file '${file}'`).join("\n"));
  const out = path.join(OUT_DIR, `${slug}.webm`);
  run("ffmpeg", ["-y", "-v", "error", "-f", "concat", "-safe", "0", "-i", list, "-c", "copy", out]);
  writeFileSync(
    path.join(OUT_DIR, `${slug}.vtt`),
    `WEBVTT\n\n${cues.map((cue, i) => `${i + 1}\n${stamp(cue.start)} --> ${stamp(cue.end)}\n${cue.text}\n`).join("\n")}`,
  );
  const size = statSync(out).size;
  if (size > MAX_BYTES) throw new Error(`${out} is ${size} bytes, over 2 MB`);
  return { slug, duration: Math.round(seconds(out)), kB: Math.round(size / 1024), poster: Math.round(statSync(path.join(OUT_DIR, `${slug}.jpg`)).size / 1024), cues: cues.length };
}

const only = process.argv.includes("--only") ? process.argv.slice(process.argv.indexOf("--only") + 1) : null;
const slugs = readdirSync(SOURCE_DIR)
  .filter((file) => file.endsWith(".json"))
  .map((file) => file.replace(/\.json$/, ""))
  .filter((slug) => !only || only.includes(slug));
mkdirSync(OUT_DIR, { recursive: true });
const work = mkdtempSync(path.join(tmpdir(), "afc-videos-"));
try {
  for (const slug of slugs) {
    const result = buildVideo(slug, work);
    console.log(`${result.slug}: ${result.duration} s, ${result.kB} kB, poster ${result.poster} kB, ${result.cues} cues`);
  }
} finally {
  rmSync(work, { recursive: true, force: true });
}
