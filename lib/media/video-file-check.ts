// Checks on a WATCH video and its captions as the newsroom uploads them: the type is read from
// the bytes (never from the file's name or the type the browser declared, both of which the
// sender chooses), and the running time from the file itself (webm-probe.ts, mp4-probe.ts).
// Pure logic over bytes, so it runs anywhere; every refusal is a sentence telling the editor
// what to do next, and hostile input ends as a refusal, never a throw.
import { parseVtt } from "@/lib/content/vtt";
import { MAX_CAPTIONS_BYTES, MAX_VIDEO_BYTES, MAX_VIDEO_SECONDS } from "./limits";
import { probeMp4 } from "./mp4-probe";
import { probeWebm, type ProbeResult } from "./webm-probe";

export type VideoFileCheck =
  | { ok: true; contentType: "video/webm" | "video/mp4"; extension: "webm" | "mp4"; durationSeconds: number }
  | { ok: false; message: string };

export type CaptionsCheck = { ok: true; text: string; cueCount: number } | { ok: false; message: string };

const refuse = (message: string): { ok: false; message: string } => ({ ok: false, message });

const EXPORT_AGAIN = "Export it as WebM or MP4 and choose it again.";

const REFUSALS: Record<Exclude<ProbeResult, { ok: true }>["reason"], string> = {
  notWebm: `This file is not a WebM or MP4 video. ${EXPORT_AGAIN}`,
  quickTime: "This file is a QuickTime (MOV) video, which not every browser plays. Export it as MP4 and choose it again.",
  noDuration:
    "This video does not say how long it is (recordings made in a browser or on a phone often leave it out). Export it again from a video editor and choose it again.",
  soundOnly: "This file holds sound only, with no picture. Choose the video file, with its picture, and try again.",
  noPicture: `This file has no picture in it. ${EXPORT_AGAIN}`,
  incomplete: "This video is incomplete or not a finished MP4 (the part that says how to play it is missing). Export it again as MP4 and choose it again.",
  broken: `This video file is damaged or cut short, so it cannot be read. ${EXPORT_AGAIN}`,
};

/** "40.1 MB", rounded up so that a file just over the limit never reads as the limit itself. */
const megabytes = (bytes: number) => `${(Math.ceil((bytes / (1024 * 1024)) * 10) / 10).toFixed(1)} MB`;

const startsWith = (bytes: Uint8Array, signature: readonly number[]) =>
  bytes.length >= signature.length && signature.every((byte, index) => bytes[index] === byte);

/** A video file's type and running time, judged by its bytes alone. */
export function inspectVideoFile(bytes: Uint8Array): VideoFileCheck {
  if (bytes.length === 0) return refuse("This file is empty. Choose the video again.");
  if (bytes.length > MAX_VIDEO_BYTES) {
    return refuse(
      `This video is ${megabytes(bytes.length)}; a WATCH video may be at most ${MAX_VIDEO_BYTES / (1024 * 1024)} MB. Export it again at a web quality, or shorten it, and choose it again.`,
    );
  }
  const webm = startsWith(bytes, [0x1a, 0x45, 0xdf, 0xa3]);
  const mp4 = !webm && String.fromCharCode(...bytes.subarray(4, 8)) === "ftyp";
  if (!webm && !mp4) return refuse(REFUSALS.notWebm);
  let probe: ProbeResult;
  try {
    probe = webm ? probeWebm(bytes) : probeMp4(bytes);
  } catch {
    // The probes refuse what they recognise as broken; anything else they trip on is broken too.
    return refuse(REFUSALS.broken);
  }
  if (!probe.ok) return refuse(REFUSALS[probe.reason]);
  const seconds = probe.durationSeconds;
  if (!Number.isFinite(seconds) || seconds <= 0) {
    return refuse("This video's running time reads as zero or cannot be read. Export it again from a video editor and choose it again.");
  }
  // Rounded as the WATCH page shows it; a clip under half a second still runs for 1 s.
  const durationSeconds = Math.max(1, Math.round(seconds));
  if (durationSeconds > MAX_VIDEO_SECONDS) {
    return refuse(`This video is too long: a WATCH video may run for at most ${MAX_VIDEO_SECONDS / 60} minutes. Shorten it and choose it again.`);
  }
  return webm
    ? { ok: true, contentType: "video/webm", extension: "webm", durationSeconds }
    : { ok: true, contentType: "video/mp4", extension: "mp4", durationSeconds };
}

/** The WebVTT spec's first line: "WEBVTT" alone, or followed by a space or tab and any text. */
const WEBVTT_FIRST_LINE = /^WEBVTT(?:[ \t][^\r\n]*)?(?:\r\n|\r|\n|$)/;

const CAPTIONS_AGAIN = "Export the captions as a WebVTT (.vtt) file and choose it again.";

/** A captions file's text and cue count, judged by its bytes alone. */
export function inspectCaptionsFile(bytes: Uint8Array): CaptionsCheck {
  if (bytes.length === 0) return refuse("This captions file is empty. Choose the captions file again.");
  if (bytes.length > MAX_CAPTIONS_BYTES) {
    return refuse(
      `This captions file is ${Math.ceil(bytes.length / 1024)} KB; captions may be at most ${MAX_CAPTIONS_BYTES / 1024} KB. Check that it is the WebVTT captions file and choose it again.`,
    );
  }
  let text: string;
  try {
    // fatal: a file that is not UTF-8 is refused, rather than shown with replacement characters
    text = new TextDecoder("utf-8", { fatal: true, ignoreBOM: true }).decode(bytes);
  } catch {
    return refuse("This captions file is not UTF-8 text. Save it as UTF-8 and choose it again.");
  }
  text = text.replace(/^\uFEFF/, "");
  if (text.includes("\0")) return refuse(`This captions file is not plain text (it contains NUL characters). ${CAPTIONS_AGAIN}`);
  if (!WEBVTT_FIRST_LINE.test(text)) return refuse(`This captions file is not WebVTT: its first line must be WEBVTT. ${CAPTIONS_AGAIN}`);
  let cueCount: number;
  try {
    cueCount = parseVtt(text).length;
  } catch {
    return refuse(`This captions file is not WebVTT. ${CAPTIONS_AGAIN}`);
  }
  if (cueCount === 0) return refuse("This captions file has no captions in it. Add the captions and choose it again.");
  return { ok: true, text, cueCount };
}
