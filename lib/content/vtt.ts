// WebVTT captions and SRT transcripts to cues: video pages print captions as text (issue 11) and
// podcast episodes show their transcript following playback (issue 12).

// A type alias, not an interface (content-collections accepts only serialisable types).
export type Cue = {
  /** Seconds from the start. */
  start: number;
  end: number;
  text: string;
  /** The voice of a `<v Speaker>` tag, when the cue names one. */
  speaker?: string;
};

function seconds(stamp: string): number {
  const parts = stamp.trim().split(":").map(Number);
  return parts.reduce((total, part) => total * 60 + part, 0);
}

/** The cues of a WebVTT file, in order; throws when the file is not WebVTT. */
export function parseVtt(source: string): Cue[] {
  const blocks = source.replace(/\r\n?/g, "\n").trim().split(/\n{2,}/);
  if (!blocks[0]?.startsWith("WEBVTT")) throw new Error("is not a WebVTT file (no WEBVTT header)");
  return cuesOf(blocks.slice(1));
}

/** The cues of a WebVTT or SubRip (SRT) transcript, as podcast feeds publish them. */
export function parseTranscript(source: string): Cue[] {
  const normalised = source.replace(/^\uFEFF/, "");
  if (normalised.trimStart().startsWith("WEBVTT")) return parseVtt(normalised);
  const blocks = normalised.replace(/\r\n?/g, "\n").trim().split(/\n{2,}/);
  if (!blocks.some((block) => /\d{2}:\d{2}:\d{2},\d{3} -->/.test(block))) throw new Error("is neither WebVTT nor SRT");
  return cuesOf(blocks);
}

function cuesOf(blocks: string[]): Cue[] {
  const cues: Cue[] = [];
  for (const block of blocks) {
    const lines = block.split("\n");
    const timing = lines.findIndex((line) => line.includes("-->"));
    if (timing < 0) continue; // NOTE, STYLE and REGION blocks
    const [from, to] = lines[timing].split("-->");
    const raw = lines.slice(timing + 1).join(" ");
    const speaker = raw.match(/<v(?:\.[^ >]*)? ([^>]+)>/)?.[1]?.trim();
    const text = raw.replace(/<[^>]+>/g, "").trim();
    if (!text) continue;
    const cue: Cue = { start: seconds(from.replace(",", ".")), end: seconds(to.trim().split(/\s+/)[0].replace(",", ".")), text };
    if (speaker) cue.speaker = speaker;
    cues.push(cue);
  }
  return cues;
}

/** "1:05" for 65 seconds. */
export function formatClock(totalSeconds: number): string {
  const whole = Math.floor(totalSeconds);
  return `${Math.floor(whole / 60)}:${String(whole % 60).padStart(2, "0")}`;
}
