// WATCH upload checks (lib/media/video-file-check.ts): a video's type and running time come from
// its bytes, and captions must be WebVTT with cues. The WebM and MP4 fixtures are built by hand
// below, element by element and box by box, so each expected value is the one written into them;
// the demo films and captions in public/media/videos are checked against their frontmatter too.
import { readFileSync, readdirSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { MAX_CAPTIONS_BYTES, MAX_VIDEO_BYTES } from "@/lib/media/limits";
import { inspectCaptionsFile, inspectVideoFile } from "@/lib/media/video-file-check";

const concat = (...parts: (Uint8Array | number[])[]) => {
  const out = new Uint8Array(parts.reduce((total, part) => total + part.length, 0));
  let at = 0;
  for (const part of parts) {
    out.set(part, at);
    at += part.length;
  }
  return out;
};
const text = (value: string) => [...value].map((char) => char.charCodeAt(0));
const bigEndian = (value: number, width: number) => Array.from({ length: width }, (_, index) => Math.floor(value / 256 ** (width - 1 - index)) % 256);

// EBML: an ID keeps its marker bits; a size is a vint (1 byte under 127, else 8 bytes); "unknown" is all ones.
const ebmlId = (id: number) => bigEndian(id, Math.ceil(Math.log2(id + 1) / 8));
const ebmlSize = (size: number | "unknown") =>
  size === "unknown" ? [0x01, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff] : size < 127 ? [0x80 | size] : [0x01, ...bigEndian(size, 7)];
const el = (id: number, ...children: (Uint8Array | number[])[]) => {
  const body = concat(...children);
  return concat(ebmlId(id), ebmlSize(body.length), body);
};
const unknownSized = (id: number, ...children: (Uint8Array | number[])[]) => concat(ebmlId(id), ebmlSize("unknown"), ...children);
const uint = (id: number, value: number, width = 4) => el(id, bigEndian(value, width));
const float = (id: number, value: number, width: 4 | 8) => {
  const view = new DataView(new ArrayBuffer(width));
  if (width === 4) view.setFloat32(0, value);
  else view.setFloat64(0, value);
  return el(id, new Uint8Array(view.buffer));
};

const ID = { ebml: 0x1a45dfa3, docType: 0x4282, segment: 0x18538067, info: 0x1549a966, scale: 0x2ad7b1, duration: 0x4489 };
const TRACKS = { tracks: 0x1654ae6b, entry: 0xae, number: 0xd7, type: 0x83, cluster: 0x1f43b675, void: 0xec };

type WebmOptions = {
  docType?: string;
  scale?: number;
  duration?: { ticks: number; width: 4 | 8 } | null;
  trackTypes?: number[];
  tracksFirst?: boolean;
  unknownSegment?: boolean;
  clusterBeforeInfo?: boolean;
};

function webm({ docType = "webm", scale, duration = { ticks: 38_077, width: 8 }, trackTypes = [1, 2], tracksFirst, unknownSegment, clusterBeforeInfo }: WebmOptions = {}) {
  const header = el(ID.ebml, uint(0x4286, 1, 1), el(ID.docType, text(docType)), uint(0x4287, 4, 1), uint(0x4285, 2, 1));
  const info = el(ID.info, scale === undefined ? [] : uint(ID.scale, scale, 4), duration ? float(ID.duration, duration.ticks, duration.width) : []);
  const tracks = el(TRACKS.tracks, ...trackTypes.map((type, index) => el(TRACKS.entry, uint(TRACKS.number, index + 1, 1), uint(TRACKS.type, type, 1))));
  const cluster = el(TRACKS.cluster, uint(0xe7, 0, 1), el(0xa3, new Array(300).fill(0x55)));
  const children = [
    el(TRACKS.void, [0, 0, 0]),
    ...(clusterBeforeInfo ? [cluster] : []),
    ...(tracksFirst ? [tracks, info] : [info, tracks]),
    unknownSegment ? unknownSized(TRACKS.cluster, uint(0xe7, 0, 1)) : cluster,
  ];
  return concat(header, unknownSegment ? unknownSized(ID.segment, ...children) : el(ID.segment, ...children));
}

// MP4: 32-bit size and type; size 1 puts a 64-bit size after the type.
const box = (type: string, ...payload: (Uint8Array | number[])[]) => {
  const body = concat(...payload);
  return concat(bigEndian(body.length + 8, 4), text(type), body);
};
const largeBox = (type: string, ...payload: (Uint8Array | number[])[]) => {
  const body = concat(...payload);
  return concat(bigEndian(1, 4), text(type), bigEndian(body.length + 16, 8), body);
};
const ftyp = (major: string, ...compatible: string[]) => box("ftyp", text(major), bigEndian(0x200, 4), ...compatible.map(text));
const zeros = (count: number) => new Array<number>(count).fill(0);
// mvhd: version and flags, times, timescale, duration, then rate, volume, matrix and next track ID (80 bytes)
const mvhd0 = (timescale: number, duration: number) => box("mvhd", [0, 0, 0, 0], zeros(8), bigEndian(timescale, 4), bigEndian(duration, 4), zeros(80));
const mvhd1 = (timescale: number, duration: number) => box("mvhd", [1, 0, 0, 0], zeros(16), bigEndian(timescale, 4), bigEndian(duration, 8), zeros(80));
const trak = (handler: string) => box("trak", box("tkhd", zeros(84)), box("mdia", box("mdhd", zeros(24)), box("hdlr", zeros(8), text(handler), zeros(12), [0])));
const mdat = box("mdat", new Array(500).fill(0x42));
const mp4 = (moov: Uint8Array, brand = ftyp("isom", "isom", "iso2", "avc1", "mp41")) => concat(brand, box("free"), moov, mdat);

const ok = (extension: "webm" | "mp4", durationSeconds: number) => ({ ok: true, contentType: `video/${extension}`, extension, durationSeconds });
const refusal = (bytes: Uint8Array) => {
  const check = inspectVideoFile(bytes);
  if (check.ok) throw new Error(`expected a refusal, got ${JSON.stringify(check)}`);
  return check.message;
};

describe("WebM running time, read from the EBML header and Segment › Info", () => {
  it("reads an 8-byte float Duration in the default TimecodeScale (milliseconds)", () => {
    expect(inspectVideoFile(webm({ duration: { ticks: 38_077, width: 8 } }))).toEqual(ok("webm", 38));
  });

  it("reads a 4-byte float Duration and a non-default TimecodeScale", () => {
    // 1250 ticks of 10 ms (10,000,000 ns) = 12.5 s, rounded half up to 13
    expect(inspectVideoFile(webm({ scale: 10_000_000, duration: { ticks: 1250, width: 4 } }))).toEqual(ok("webm", 13));
    // 4 ticks of 0.1 s: a clip under half a second still runs for 1 s
    expect(inspectVideoFile(webm({ scale: 100_000_000, duration: { ticks: 4, width: 4 } }))).toEqual(ok("webm", 1)); // 0.4 s
  });

  it("reads a live recording: an unknown-size Segment and Cluster", () => {
    expect(inspectVideoFile(webm({ unknownSegment: true, duration: { ticks: 61_400, width: 8 } }))).toEqual(ok("webm", 61));
    // The walk stops at an unknown-size Cluster (frames to the end), so Tracks after it are never read.
    const header = el(ID.ebml, el(ID.docType, text("webm")));
    const info = el(ID.info, float(ID.duration, 5_000, 8));
    const tracks = el(TRACKS.tracks, el(TRACKS.entry, uint(TRACKS.type, 1, 1)));
    expect(refusal(concat(header, unknownSized(ID.segment, info, unknownSized(TRACKS.cluster, zeros(8)), tracks)))).toMatch(/no picture/);
  });

  it("finds Tracks before or after Info, and skips a Cluster by its size", () => {
    expect(inspectVideoFile(webm({ tracksFirst: true, duration: { ticks: 90_000, width: 8 } }))).toEqual(ok("webm", 90));
    expect(inspectVideoFile(webm({ tracksFirst: false, duration: { ticks: 90_000, width: 8 } }))).toEqual(ok("webm", 90));
    expect(inspectVideoFile(webm({ clusterBeforeInfo: true, duration: { ticks: 7_600, width: 4 } }))).toEqual(ok("webm", 8));
  });

  it("refuses sound only, a Matroska file and a file that does not say how long it is", () => {
    expect(refusal(webm({ trackTypes: [2] }))).toMatch(/^This file holds sound only.*\.$/);
    expect(refusal(webm({ docType: "matroska" }))).toMatch(/Export it as WebM or MP4 and choose it again\.$/);
    expect(refusal(webm({ duration: null }))).toBe(
      "This video does not say how long it is (recordings made in a browser or on a phone often leave it out). Export it again from a video editor and choose it again.",
    );
    expect(refusal(webm({ trackTypes: [] }))).toMatch(/no picture/);
  });

  it("refuses a running time over 30 minutes, and a zero or NaN one", () => {
    expect(inspectVideoFile(webm({ duration: { ticks: 1_800_000, width: 8 } }))).toEqual(ok("webm", 1800));
    expect(refusal(webm({ duration: { ticks: 1_800_600, width: 8 } }))).toMatch(/at most 30 minutes/);
    expect(refusal(webm({ duration: { ticks: 0, width: 8 } }))).toMatch(/zero/);
    expect(refusal(webm({ duration: { ticks: NaN, width: 4 } }))).toMatch(/zero/);
    expect(refusal(webm({ duration: { ticks: -5_000, width: 8 } }))).toMatch(/zero/);
  });
});

describe("MP4 running time, read from moov › mvhd", () => {
  it("reads a version 0 mvhd and a version 1 mvhd", () => {
    expect(inspectVideoFile(mp4(box("moov", mvhd0(600, 27_300), trak("soun"), trak("vide"))))).toEqual(ok("mp4", 46)); // 45.5 s
    expect(inspectVideoFile(mp4(box("moov", mvhd1(90_000, 5_400_000), trak("vide"))))).toEqual(ok("mp4", 60)); // 60 s
  });

  it("reads a fragmented MP4's running time from mvex › mehd when mvhd leaves it at 0", () => {
    const mvex = box("mvex", box("mehd", [0, 0, 0, 0], bigEndian(75_000, 4)), box("trex", zeros(24)));
    expect(inspectVideoFile(mp4(box("moov", mvhd0(1000, 0), trak("vide"), mvex), ftyp("iso5", "iso6", "dash")))).toEqual(ok("mp4", 75));
    expect(refusal(mp4(box("moov", mvhd0(1000, 0), trak("vide"))))).toMatch(/zero/);
  });

  it("finds moov after mdat, and walks past a box with a 64-bit size", () => {
    const moov = box("moov", mvhd0(1000, 12_000), trak("vide"));
    expect(inspectVideoFile(concat(ftyp("mp42", "mp42", "isom"), mdat, moov))).toEqual(ok("mp4", 12));
    expect(inspectVideoFile(concat(ftyp("isom"), largeBox("mdat", zeros(64)), moov))).toEqual(ok("mp4", 12));
    expect(inspectVideoFile(concat(ftyp("M4V ", "M4V "), largeBox("moov", mvhd0(1000, 12_000), trak("vide"))))).toEqual(ok("mp4", 12));
  });

  it("accepts a compatible brand under a brand it does not know, and refuses QuickTime", () => {
    const moov = box("moov", mvhd0(1000, 5_000), trak("vide"));
    expect(inspectVideoFile(mp4(moov, ftyp("XAVC", "XAVC", "mp42")))).toEqual(ok("mp4", 5));
    expect(refusal(mp4(moov, ftyp("qt  ", "qt  ")))).toMatch(/Export it as MP4 and choose it again\.$/);
  });

  it("refuses sound only, a missing moov and a running time over the limit", () => {
    expect(refusal(mp4(box("moov", mvhd0(44_100, 44_100 * 30), trak("soun"))))).toMatch(/^This file holds sound only/);
    expect(refusal(concat(ftyp("isom", "isom"), mdat))).toMatch(/incomplete or not a finished MP4/);
    expect(refusal(mp4(box("moov", mvhd0(1000, 1_801_000), trak("vide"))))).toMatch(/at most 30 minutes/);
    expect(refusal(mp4(box("moov", mvhd0(0, 1000), trak("vide"))))).toMatch(/zero/);
  });
});

describe("what is not a video, or not a whole one", () => {
  it("refuses an empty file, a file over 40 MB and a file of another type", () => {
    expect(refusal(new Uint8Array(0))).toBe("This file is empty. Choose the video again.");
    expect(refusal(new Uint8Array(MAX_VIDEO_BYTES + 1))).toMatch(/^This video is 40\.1 MB; .* at most 40 MB\./);
    const notVideo = "This file is not a WebM or MP4 video. Export it as WebM or MP4 and choose it again.";
    expect(refusal(new TextEncoder().encode("holiday.webm: a film, honestly"))).toBe(notVideo);
    expect(refusal(Uint8Array.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))).toBe(notVideo);
    expect(refusal(concat(ftyp("heic", "mif1", "heic"), box("meta")))).toBe(notVideo);
  });

  it("refuses every truncation of a good WebM and MP4 without throwing", () => {
    const files = [webm(), webm({ unknownSegment: true }), mp4(box("moov", mvhd1(1000, 9_000), trak("vide")))];
    for (const file of files) {
      for (let length = 1; length < file.length; length += 1) {
        const check = inspectVideoFile(file.subarray(0, length));
        // Cutting off only the frames after moov or Info and Tracks still leaves a readable running time.
        if (check.ok) expect(check.durationSeconds).toBeGreaterThan(0);
        else expect(check.message).toMatch(/\.$/);
      }
    }
  });

  it("refuses hostile sizes, IDs and nesting without throwing", () => {
    const damaged = /^This video file is damaged or cut short/;
    const incomplete = /incomplete or not a finished MP4/;
    const webmHeader = el(ID.ebml, el(ID.docType, text("webm")));
    const hostile: [Uint8Array, RegExp][] = [
      [concat([0x1a, 0x45, 0xdf, 0xa3], [0x00]), damaged], // a vint with no marker bit
      [concat([0x1a, 0x45, 0xdf, 0xa3], [0x01, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xfe]), damaged], // a header far past the end
      [concat(webmHeader, [0x08, 0x12, 0x34, 0x56, 0x78, 0x81, 0x00]), damaged], // a 5-byte ID
      [concat(webmHeader, el(ID.segment, unknownSized(ID.info, float(ID.duration, 1, 8)))), damaged], // only Segment and Cluster may be unknown-size
      [concat(webmHeader, el(ID.segment, el(ID.info, el(ID.duration, [1, 2, 3])))), damaged], // a 3-byte float
      [concat(ftyp("isom", "isom"), bigEndian(4, 4), text("moov")), damaged], // a box smaller than its header
      [concat(ftyp("isom", "isom"), bigEndian(0xffffffff, 4), text("moov"), zeros(16)), incomplete], // a box past the end
      [concat(ftyp("isom", "isom"), bigEndian(1, 4), text("moov"), [0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff]), incomplete],
      [concat(ftyp("isom", "isom"), box("moov", box("mvhd", [1, 0, 0, 0]), trak("vide"))), damaged], // mvhd cut short
      [concat(bigEndian(0xffff, 4), text("ftypisom")), damaged], // an ftyp longer than the file
      [concat(ftyp("isom", "isom"), ...Array.from({ length: 20_000 }, () => [0, 0, 0, 8, ...text("free")])), damaged], // 20,000 empty boxes
    ];
    // moov inside moov inside moov…, 1,000 deep: nothing recurses, so depth costs nothing
    let nested = box("mvhd", zeros(4));
    for (let depth = 0; depth < 1000; depth += 1) nested = box("moov", nested);
    hostile.push([concat(ftyp("isom", "isom"), nested), /no picture/]);
    for (const [bytes, message] of hostile) expect(refusal(bytes)).toMatch(message);
  });

  it("never throws on random bytes behind either magic number", () => {
    let seed = 42; // a fixed seed (the Park-Miller generator), so a failure can be replayed
    const random = () => (seed = (seed * 48_271) % 2_147_483_647) % 256;
    for (let round = 0; round < 300; round += 1) {
      const tail = Array.from({ length: 64 + (round % 200) }, random);
      expect(() => inspectVideoFile(concat([0x1a, 0x45, 0xdf, 0xa3], tail))).not.toThrow();
      expect(() => inspectVideoFile(concat(ftyp("isom", "isom"), tail))).not.toThrow();
      expect(() => inspectVideoFile(concat(webm().subarray(0, 40), tail))).not.toThrow();
    }
  });
});

const videos = join(process.cwd(), "public/media/videos");
const demoFiles = (extension: string) => readdirSync(videos).filter((name) => name.endsWith(extension));

describe("the demo films and captions", () => {
  it("reads each film's running time as its frontmatter gives it", () => {
    expect(demoFiles(".webm").length).toBeGreaterThan(0);
    for (const name of demoFiles(".webm")) {
      const slug = name.replace(/\.webm$/, "");
      const frontmatter = readFileSync(join(process.cwd(), "content/videos", `${slug}.md`), "utf8");
      const duration = Number(frontmatter.match(/^duration: (\d+)$/m)?.[1]);
      expect({ slug, check: inspectVideoFile(readFileSync(join(videos, name))) }).toEqual({ slug, check: ok("webm", duration) });
    }
  });

  it("accepts each film's captions", () => {
    expect(demoFiles(".vtt").length).toBeGreaterThan(0);
    for (const name of demoFiles(".vtt")) {
      const bytes = readFileSync(join(videos, name));
      const check = inspectCaptionsFile(bytes);
      expect(check).toMatchObject({ ok: true, text: bytes.toString("utf8") });
      if (check.ok) expect(check.cueCount).toBe(bytes.toString("utf8").match(/-->/g)?.length);
    }
  });
});

const vtt = (source: string) => new TextEncoder().encode(source);
const CUES = "\n\n1\n00:00:00.000 --> 00:00:02.500\nHello.\n\n2\n00:00:02.500 --> 00:00:05.000\nGoodbye.\n";
const captionsRefusal = (bytes: Uint8Array) => {
  const check = inspectCaptionsFile(bytes);
  if (check.ok) throw new Error(`expected a refusal, got ${JSON.stringify(check)}`);
  return check.message;
};

describe("captions", () => {
  it("accepts a header with text after a space or tab, and strips one BOM", () => {
    expect(inspectCaptionsFile(vtt(`WEBVTT${CUES}`))).toEqual({ ok: true, text: `WEBVTT${CUES}`, cueCount: 2 });
    expect(inspectCaptionsFile(vtt(`WEBVTT - Garden spritz${CUES}`))).toMatchObject({ ok: true, cueCount: 2 });
    expect(inspectCaptionsFile(vtt(`WEBVTT\tKind: captions\r\n${CUES.replace(/\n/g, "\r\n")}`))).toMatchObject({ ok: true, cueCount: 2 });
    expect(inspectCaptionsFile(vtt(`\uFEFFWEBVTT${CUES}`))).toEqual({ ok: true, text: `WEBVTT${CUES}`, cueCount: 2 });
  });

  it("refuses a first line that is not WEBVTT", () => {
    expect(captionsRefusal(vtt(`WEBVTTX${CUES}`))).toMatch(/first line must be WEBVTT/);
    expect(captionsRefusal(vtt(`\uFEFF\uFEFFWEBVTT${CUES}`))).toMatch(/first line must be WEBVTT/);
    expect(captionsRefusal(vtt(` WEBVTT${CUES}`))).toMatch(/first line must be WEBVTT/);
    expect(captionsRefusal(vtt(`1\n00:00:00,000 --> 00:00:02,500\nAn SRT file.\n`))).toMatch(/first line must be WEBVTT/);
  });

  it("refuses what is not UTF-8, holds NUL characters, has no cues, is empty or is too large", () => {
    expect(captionsRefusal(concat(text("WEBVTT\n\n1\n00:00:00.000 --> 00:00:02.500\nCaf"), [0xe9, 0x0a]))).toMatch(/not UTF-8/);
    expect(captionsRefusal(vtt(`WEBVTT${CUES}\0`))).toMatch(/NUL/);
    expect(captionsRefusal(vtt("WEBVTT\n\nNOTE only a note\n"))).toBe("This captions file has no captions in it. Add the captions and choose it again.");
    expect(captionsRefusal(new Uint8Array(0))).toMatch(/empty/);
    const large = vtt(`WEBVTT${CUES}`.padEnd(MAX_CAPTIONS_BYTES + 1, " "));
    expect(captionsRefusal(large)).toMatch(/at most 256 KB\./);
  });
});
