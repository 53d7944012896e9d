// WebVTT captions to a transcript: a video page prints its captions as text (issue 11).

// A type alias, not an interface (content-collections accepts only serialisable types).
export type Cue = {
  /** Seconds from the start. */
  start: number;
  end: number;
  text: string;
};

function seconds(stamp: string): number {
  const parts = stamp.trim().split(":").map(Number);
  return parts.reduce((total, part) => total * 60 + part, 0);
}

/** The cues of a WebVTT file, in order; throws when the file is not WebVTT. */
export function parseVtt(source: string): Cue[] {
  const blocks = source.replace(/\r\n?/g, "\n").trim().split(/\n{2,}/);
  if (!blocks[0]?.startsWith("WEBVTT")) throw new Error("is not a WebVTT file (no WEBVTT header)");
  const cues: Cue[] = [];
  for (const block of blocks.slice(1)) {
    const lines = block.split("\n");
    const timing = lines.findIndex((line) => line.includes("-->"));
    if (timing < 0) continue; // NOTE, STYLE and REGION blocks
    const [from, to] = lines[timing].split("-->");
    const text = lines
      .slice(timing + 1)
      .join(" ")
      .replace(/<[^>]+>/g, "")
      .trim();
    if (text) cues.push({ start: seconds(from), end: seconds(to.trim().split(/\s+/)[0]), text });
  }
  return cues;
}

/** "1:05" for 65 seconds. */
export function formatClock(totalSeconds: number): string {
  const whole = Math.floor(totalSeconds);
  return `${Math.floor(whole / 60)}:${String(whole % 60).padStart(2, "0")}`;
}
