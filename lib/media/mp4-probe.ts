// Reads an MP4 file's running time and whether it has a picture, from its boxes alone: ftyp's
// brands, then moov (wherever it is: an export not made "for the web" puts it after the frames)
// with mvhd's timescale and duration and each trak's handler. It never reads the frames in mdat.
// Every read is bounded by the bytes it was given: hostile sizes end as a refusal, never a throw.
import { Malformed, type ProbeResult } from "./webm-probe";

/** Brands of the ISO base media file format and MP4 that browsers play; "qt  " alone is QuickTime. */
const MP4_BRANDS = new Set(["isom", "iso2", "iso3", "iso4", "iso5", "iso6", "mp41", "mp42", "avc1", "M4V ", "dash", "mmp4"]);
const QUICKTIME_BRAND = "qt  ";
/** More boxes than any real moov or file has at one level: a cap on loops over hostile files. */
const MAX_BOXES = 10_000;

type Box = { type: string; dataStart: number; end: number };

const ascii = (bytes: Uint8Array, from: number) => String.fromCharCode(...bytes.subarray(from, from + 4));
const u32 = (bytes: Uint8Array, at: number) => new DataView(bytes.buffer, bytes.byteOffset + at, 4).getUint32(0);
/** Number arithmetic: a 64-bit value above 2^53 loses precision, and is past any real file's end anyway. */
const u64 = (bytes: Uint8Array, at: number) => u32(bytes, at) * 2 ** 32 + u32(bytes, at + 4);

/**
 * The boxes directly inside [from, end). A box past `end` stops the walk: at the top level that
 * is a file cut short, which the caller notices as a missing moov.
 */
function* boxes(bytes: Uint8Array, from: number, end: number): Generator<Box> {
  let at = from;
  for (let count = 0; at + 8 <= end; count += 1) {
    if (count >= MAX_BOXES) throw new Malformed("too many boxes");
    const size = u32(bytes, at);
    const type = ascii(bytes, at + 4);
    let header = 8;
    let boxEnd = size === 0 ? end : at + size; // size 0: the box runs to the end of the file
    if (size === 1) {
      if (at + 16 > end) return;
      header = 16;
      boxEnd = at + u64(bytes, at + 8);
    }
    if (boxEnd < at + header) throw new Malformed("box smaller than its header");
    if (boxEnd > end) return;
    yield { type, dataStart: at + header, end: boxEnd };
    at = boxEnd;
  }
}

/** The first box of a type inside the parent, reading no further than it. */
function find(bytes: Uint8Array, parent: Box, type: string): Box | undefined {
  for (const box of boxes(bytes, parent.dataStart, parent.end)) if (box.type === type) return box;
  return undefined;
}

/** The brands of the ftyp box at the start of the file: its major brand and its compatible ones. */
function brandsOf(bytes: Uint8Array): string[] {
  const size = u32(bytes, 0);
  if (size < 16 || size > bytes.length) throw new Malformed("ftyp box size");
  const brands = [ascii(bytes, 8)];
  for (let at = 16; at + 4 <= size; at += 4) brands.push(ascii(bytes, at));
  return brands;
}

/** A full box's time field: 32 bits at `offset` in version 0, 64 bits at `offsetV1` in version 1. */
function versionedTime(bytes: Uint8Array, box: Box, offset: number, offsetV1: number): number {
  const wide = bytes[box.dataStart] === 1;
  const at = box.dataStart + (wide ? offsetV1 : offset);
  if (at + (wide ? 8 : 4) > box.end) throw new Malformed(`${box.type} cut short`);
  return wide ? u64(bytes, at) : u32(bytes, at);
}

/**
 * mvhd's duration in seconds (version 1 widens the times and the duration to 64 bits). A
 * fragmented MP4 may leave mvhd's duration at 0 and give the whole in mvex › mehd instead.
 */
function durationOf(bytes: Uint8Array, moov: Box, mvhd: Box): number {
  if (mvhd.dataStart + 24 > mvhd.end) throw new Malformed("mvhd cut short");
  const timescale = u32(bytes, mvhd.dataStart + (bytes[mvhd.dataStart] === 1 ? 20 : 12));
  let duration = versionedTime(bytes, mvhd, 16, 24);
  const mvex = duration === 0 ? find(bytes, moov, "mvex") : undefined;
  const mehd = mvex && find(bytes, mvex, "mehd");
  if (mehd) duration = versionedTime(bytes, mehd, 4, 4);
  return duration / timescale; // a timescale of 0 gives NaN or Infinity, which the caller refuses
}

/** Each trak's handler type ("vide", "soun", "text"…), from trak › mdia › hdlr. */
function handlersOf(bytes: Uint8Array, moov: Box): string[] {
  const handlers: string[] = [];
  for (const trak of boxes(bytes, moov.dataStart, moov.end)) {
    if (trak.type !== "trak") continue;
    const mdia = find(bytes, trak, "mdia");
    const hdlr = mdia && find(bytes, mdia, "hdlr");
    // hdlr: version and flags (4), pre_defined (4), then the handler type
    if (hdlr && hdlr.dataStart + 12 <= hdlr.end) handlers.push(ascii(bytes, hdlr.dataStart + 8));
  }
  return handlers;
}

/** The running time and picture of a file whose bytes 4-8 are "ftyp". */
export function probeMp4(bytes: Uint8Array): ProbeResult {
  try {
    const brands = brandsOf(bytes);
    if (!brands.some((brand) => MP4_BRANDS.has(brand))) {
      return { ok: false, reason: brands[0] === QUICKTIME_BRAND ? "quickTime" : "notWebm" };
    }
    const moov = find(bytes, { type: "file", dataStart: 0, end: bytes.length }, "moov");
    if (!moov) return { ok: false, reason: "incomplete" };
    const handlers = handlersOf(bytes, moov);
    if (!handlers.includes("vide")) return { ok: false, reason: handlers.includes("soun") ? "soundOnly" : "noPicture" };
    const mvhd = find(bytes, moov, "mvhd");
    if (!mvhd) return { ok: false, reason: "noDuration" };
    return { ok: true, durationSeconds: durationOf(bytes, moov, mvhd) };
  } catch (error) {
    if (error instanceof Malformed) return { ok: false, reason: "broken" };
    throw error;
  }
}
