import { readFileSync } from "node:fs";

// An MP3's playing time measured from the file itself, frame by frame (no ffprobe to install):
// skip the ID3v2 tag, then walk the MPEG audio frames, adding each one's samples. Written from the
// MPEG-1/2 Layer III frame header layout; an independent check on the durations the feeds state.

const BITRATES_KBPS = {
  mpeg1: [0, 32, 40, 48, 56, 64, 80, 96, 112, 128, 160, 192, 224, 256, 320],
  mpeg2: [0, 8, 16, 24, 32, 40, 48, 56, 64, 80, 96, 112, 128, 144, 160],
};
const SAMPLE_RATES = { 3: [44_100, 48_000, 32_000], 2: [22_050, 24_000, 16_000], 0: [11_025, 12_000, 8_000] } as Record<number, number[]>;

function id3Length(bytes: Buffer): number {
  if (bytes.toString("latin1", 0, 3) !== "ID3") return 0;
  const size = ((bytes[6] & 0x7f) << 21) | ((bytes[7] & 0x7f) << 14) | ((bytes[8] & 0x7f) << 7) | (bytes[9] & 0x7f);
  const footer = bytes[5] & 0x10 ? 10 : 0;
  return 10 + size + footer;
}

/** Seconds of audio in a Layer III MP3 file; throws if it holds no frames. */
export function mp3DurationSeconds(file: string): number {
  const bytes = readFileSync(file);
  let offset = id3Length(bytes);
  let seconds = 0;
  let frames = 0;
  while (offset + 4 <= bytes.length) {
    const [b0, b1, b2] = [bytes[offset], bytes[offset + 1], bytes[offset + 2]];
    const version = (b1 >> 3) & 0b11; // 3: MPEG-1, 2: MPEG-2, 0: MPEG-2.5
    const layerIII = ((b1 >> 1) & 0b11) === 1;
    const bitrateIndex = b2 >> 4;
    const rateIndex = (b2 >> 2) & 0b11;
    if (b0 !== 0xff || (b1 & 0xe0) !== 0xe0 || version === 1 || !layerIII || bitrateIndex === 0 || bitrateIndex === 15 || rateIndex === 3) {
      offset += 1; // not a frame header: resynchronise
      continue;
    }
    const sampleRate = SAMPLE_RATES[version][rateIndex];
    const bitrate = (version === 3 ? BITRATES_KBPS.mpeg1 : BITRATES_KBPS.mpeg2)[bitrateIndex] * 1000;
    const samples = version === 3 ? 1152 : 576;
    const padding = (b2 >> 1) & 1;
    offset += Math.floor(((samples / 8) * bitrate) / sampleRate) + padding;
    seconds += samples / sampleRate;
    frames += 1;
  }
  if (!frames) throw new Error(`${file}: no MPEG audio frames`);
  return seconds;
}
