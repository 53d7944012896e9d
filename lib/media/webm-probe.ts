// Reads a WebM file's running time and whether it has a picture, from its EBML structure alone:
// the EBML header's DocType, then the Segment's Info (TimecodeScale, Duration) and Tracks
// (TrackType). It never decodes a frame and never reads the Clusters, where the frames are.
// Every read is bounded by the bytes it was given: hostile sizes end as a refusal, never a throw.

/** What a probe learnt from a file, or why the file cannot be taken (video-file-check.ts words it). */
export type ProbeResult =
  | { ok: true; durationSeconds: number }
  | { ok: false; reason: "notWebm" | "quickTime" | "noDuration" | "soundOnly" | "noPicture" | "incomplete" | "broken" };

/** Thrown inside a probe when the bytes contradict themselves; the probe answers "broken". */
export class Malformed extends Error {}

const EBML = 0x1a45dfa3;
const DOC_TYPE = 0x4282;
const SEGMENT = 0x18538067;
const INFO = 0x1549a966;
const TIMECODE_SCALE = 0x2ad7b1;
const DURATION = 0x4489;
const TRACKS = 0x1654ae6b;
const TRACK_ENTRY = 0xae;
const TRACK_TYPE = 0x83;
const CLUSTER = 0x1f43b675;

const TRACK_VIDEO = 1;
const TRACK_AUDIO = 2;
/** Matroska's default: TimecodeScale counts nanoseconds per tick, so a tick is a millisecond. */
const DEFAULT_TIMECODE_SCALE = 1_000_000;
/** More children than any real Segment, Info or Tracks has: a cap on loops over hostile files. */
const MAX_CHILDREN = 10_000;

type Element = { id: number; start: number; dataStart: number; size: number | null };

/** An EBML variable-length integer: its length from the leading zeros of its first byte (1-8). */
function readVint(bytes: Uint8Array, at: number, keepMarker: boolean): { value: number; length: number; allOnes: boolean } {
  const first = bytes[at];
  if (at >= bytes.length || first === 0) throw new Malformed("bad vint");
  const length = Math.clz32(first) - 23; // clz32 counts 24 zero bits above a byte
  if (at + length > bytes.length) throw new Malformed("vint past the end");
  const markerMask = 0xff >> length;
  let value = keepMarker ? first : first & markerMask;
  let allOnes = (first & markerMask) === markerMask;
  for (let index = 1; index < length; index += 1) {
    value = value * 256 + bytes[at + index]; // Number arithmetic: 8-byte sizes exceed 2^32
    allOnes &&= bytes[at + index] === 0xff;
  }
  return { value, length, allOnes };
}

/** The element header at `at`; a size of null is EBML's "unknown size" (all value bits set). */
function readElement(bytes: Uint8Array, at: number, end: number): Element {
  const id = readVint(bytes, at, true);
  if (id.length > 4) throw new Malformed("IDs are at most 4 bytes");
  const size = readVint(bytes, at + id.length, false);
  const dataStart = at + id.length + size.length;
  if (size.allOnes) return { id: id.value, start: at, dataStart, size: null };
  if (dataStart + size.value > end) throw new Malformed("element past its parent's end");
  return { id: id.value, start: at, dataStart, size: size.value };
}

/** The elements directly inside [from, end), each with a known size (unknown is only for Segment and Cluster). */
function* children(bytes: Uint8Array, from: number, end: number): Generator<Element & { size: number }> {
  let at = from;
  for (let count = 0; at < end; count += 1) {
    if (count >= MAX_CHILDREN) throw new Malformed("too many elements");
    const element = readElement(bytes, at, end);
    if (element.size === null) throw new Malformed("unknown size where one is required");
    yield { ...element, size: element.size };
    at = element.dataStart + element.size;
  }
}

function readUint(bytes: Uint8Array, element: Element & { size: number }): number {
  if (element.size > 8) throw new Malformed("integer wider than 8 bytes");
  let value = 0;
  for (let index = 0; index < element.size; index += 1) value = value * 256 + bytes[element.dataStart + index];
  return value;
}

function readFloat(bytes: Uint8Array, element: Element & { size: number }): number {
  const view = new DataView(bytes.buffer, bytes.byteOffset + element.dataStart, element.size);
  if (element.size === 4) return view.getFloat32(0);
  if (element.size === 8) return view.getFloat64(0);
  if (element.size === 0) return 0;
  throw new Malformed("a float is 4 or 8 bytes");
}

/** The EBML header's DocType, with EBML's optional zero padding removed ("matroska" when absent, its default). */
function docTypeOf(bytes: Uint8Array, header: Element & { size: number }): string {
  for (const child of children(bytes, header.dataStart, header.dataStart + header.size)) {
    if (child.id !== DOC_TYPE) continue;
    const text = String.fromCharCode(...bytes.subarray(child.dataStart, child.dataStart + Math.min(child.size, 64)));
    return text.replace(/\0+$/, "");
  }
  return "matroska";
}

/** Info's Duration in seconds, or null when the file leaves it out. */
function durationOf(bytes: Uint8Array, info: Element & { size: number }): number | null {
  let scale = DEFAULT_TIMECODE_SCALE;
  let ticks: number | null = null;
  for (const child of children(bytes, info.dataStart, info.dataStart + info.size)) {
    if (child.id === TIMECODE_SCALE) scale = readUint(bytes, child);
    else if (child.id === DURATION) ticks = readFloat(bytes, child);
  }
  return ticks === null ? null : (ticks * scale) / 1e9;
}

/** The TrackType of every TrackEntry in Tracks. */
function trackTypesOf(bytes: Uint8Array, tracks: Element & { size: number }): number[] {
  const types: number[] = [];
  for (const entry of children(bytes, tracks.dataStart, tracks.dataStart + tracks.size)) {
    if (entry.id !== TRACK_ENTRY) continue;
    for (const field of children(bytes, entry.dataStart, entry.dataStart + entry.size)) {
      if (field.id === TRACK_TYPE) types.push(readUint(bytes, field));
    }
  }
  return types;
}

type SegmentFacts = { durationSeconds: number | null; infoSeen: boolean; trackTypes: number[] | null };

/** Walks the Segment's children until Info and Tracks are both read, skipping Clusters by size. */
function segmentFacts(bytes: Uint8Array, segment: Element): SegmentFacts {
  const facts: SegmentFacts = { durationSeconds: null, infoSeen: false, trackTypes: null };
  const end = segment.size === null ? bytes.length : segment.dataStart + segment.size;
  let at = segment.dataStart;
  for (let count = 0; at < end && !(facts.infoSeen && facts.trackTypes); count += 1) {
    if (count >= MAX_CHILDREN) throw new Malformed("too many elements");
    const element = readElement(bytes, at, end);
    if (element.size === null) {
      // A live recording's Clusters have no size; what follows the first is frames, never Info or Tracks.
      if (element.id === CLUSTER) break;
      throw new Malformed("unknown size on a Segment child other than a Cluster");
    }
    const known = { ...element, size: element.size };
    if (element.id === INFO) {
      facts.infoSeen = true;
      facts.durationSeconds = durationOf(bytes, known);
    } else if (element.id === TRACKS) {
      facts.trackTypes = trackTypesOf(bytes, known);
    }
    at = element.dataStart + element.size;
  }
  return facts;
}

/** The running time and picture of a file that starts with the EBML magic number. */
export function probeWebm(bytes: Uint8Array): ProbeResult {
  try {
    const header = readElement(bytes, 0, bytes.length);
    if (header.id !== EBML || header.size === null) return { ok: false, reason: "broken" };
    if (docTypeOf(bytes, { ...header, size: header.size }) !== "webm") return { ok: false, reason: "notWebm" };
    let at = header.dataStart + header.size;
    for (let count = 0; at < bytes.length; count += 1) {
      if (count >= MAX_CHILDREN) break;
      const element = readElement(bytes, at, bytes.length);
      if (element.id === SEGMENT) return judge(segmentFacts(bytes, element));
      if (element.size === null) break;
      at = element.dataStart + element.size; // Void or CRC elements before the Segment
    }
    return { ok: false, reason: "incomplete" };
  } catch (error) {
    if (error instanceof Malformed) return { ok: false, reason: "broken" };
    throw error;
  }
}

function judge(facts: SegmentFacts): ProbeResult {
  const types = facts.trackTypes ?? [];
  if (!types.includes(TRACK_VIDEO)) return { ok: false, reason: types.includes(TRACK_AUDIO) ? "soundOnly" : "noPicture" };
  if (facts.durationSeconds === null) return { ok: false, reason: "noDuration" };
  return { ok: true, durationSeconds: facts.durationSeconds };
}
