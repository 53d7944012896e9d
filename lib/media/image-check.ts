// Checks on an uploaded product photo that need no decoder: its type, read from its first bytes
// (never from its name or the type the browser declared, both of which the sender chooses), its
// size, its dimensions once they are known, and its alt text. Every refusal is a sentence that
// tells staff what to do next; the API sends it and the back office shows it beside the upload.
import {
  MAX_ALT_LENGTH,
  MAX_PHOTO_BYTES,
  MAX_PHOTO_PIXELS,
  MAX_PHOTO_SIDE,
  MIN_ALT_LENGTH,
  MIN_PHOTO_SHORT_SIDE,
} from "./limits";

/** The formats the shop accepts, as sharp names them. */
export type PhotoFormat = "jpeg" | "png" | "webp";

export const PHOTO_CONTENT_TYPES: Record<PhotoFormat, string> = { jpeg: "image/jpeg", png: "image/png", webp: "image/webp" };

export type PhotoRefusalCode = "photoEmpty" | "photoTooLarge" | "photoType" | "photoUnreadable" | "photoDimensions" | "altText";

/** The HTTP status each refusal is answered with, wherever a photo is uploaded. */
export const PHOTO_REFUSAL_STATUS: Record<PhotoRefusalCode, 400 | 413 | 415> = {
  photoEmpty: 400,
  photoTooLarge: 413,
  photoType: 415,
  photoUnreadable: 400,
  photoDimensions: 400,
  altText: 400,
};

export type PhotoCheck<T> = { ok: true; value: T } | { ok: false; code: PhotoRefusalCode; message: string };

const refuse = (code: PhotoRefusalCode, message: string): { ok: false; code: PhotoRefusalCode; message: string } => ({ ok: false, code, message });

const ACCEPTED = "upload a JPEG, PNG or WebP photo";

/** "14.2 MB" (MB as 1024 × 1024 bytes, as file managers show it). */
export function megabytesText(bytes: number): string {
  const mb = bytes / (1024 * 1024);
  return `${mb >= 10 ? mb.toFixed(1).replace(/\.0$/, "") : mb.toFixed(1)} MB`;
}

const startsWith = (bytes: Uint8Array, signature: readonly number[], offset = 0) =>
  bytes.length >= offset + signature.length && signature.every((byte, index) => bytes[offset + index] === byte);
const ascii = (bytes: Uint8Array, from: number, to: number) => String.fromCharCode(...bytes.subarray(from, to));

/** Formats people try to upload that the shop does not take, by signature, named as staff know them. */
const OTHER_FORMATS: { name: string; matches: (bytes: Uint8Array) => boolean; advice?: string }[] = [
  { name: "a GIF", matches: (b) => ascii(b, 0, 6) === "GIF87a" || ascii(b, 0, 6) === "GIF89a" },
  {
    name: "an HEIC photo",
    matches: (b) => ascii(b, 4, 8) === "ftyp" && ["heic", "heix", "hevc", "mif1", "msf1"].includes(ascii(b, 8, 12)),
    advice: "export it as a JPEG (on an iPhone: Settings › Camera › Formats › Most Compatible) and upload that",
  },
  { name: "an AVIF image", matches: (b) => ascii(b, 4, 8) === "ftyp" && ["avif", "avis"].includes(ascii(b, 8, 12)) },
  { name: "a TIFF image", matches: (b) => startsWith(b, [0x49, 0x49, 0x2a, 0x00]) || startsWith(b, [0x4d, 0x4d, 0x00, 0x2a]) },
  { name: "a BMP image", matches: (b) => ascii(b, 0, 2) === "BM" && b.length > 14 },
  { name: "a PDF document", matches: (b) => ascii(b, 0, 5) === "%PDF-" },
  { name: "an SVG drawing", matches: (b) => /^\s*(<\?xml[^>]*>\s*)?<svg[\s>]/i.test(new TextDecoder().decode(b.subarray(0, 512))) },
];

/** The photo's format from its magic number, or null when it is none of JPEG, PNG and WebP. */
export function detectPhotoFormat(bytes: Uint8Array): PhotoFormat | null {
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return "jpeg";
  if (startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return "png";
  if (ascii(bytes, 0, 4) === "RIFF" && ascii(bytes, 8, 12) === "WEBP") return "webp";
  return null;
}

/** The file's size and type, judged by its bytes alone. */
export function checkPhotoBytes(bytes: Uint8Array): PhotoCheck<PhotoFormat> {
  if (bytes.length === 0) return refuse("photoEmpty", "This file is empty; choose the photo again.");
  if (bytes.length > MAX_PHOTO_BYTES) return refuse("photoTooLarge", photoTooLargeMessage(bytes.length));
  const format = detectPhotoFormat(bytes);
  if (format) return { ok: true, value: format };
  const other = OTHER_FORMATS.find((candidate) => candidate.matches(bytes));
  if (other) return refuse("photoType", `This file is ${other.name}; ${other.advice ?? ACCEPTED}.`);
  return refuse("photoType", `This file is not a photo the shop can read (not a JPEG, PNG or WebP, whatever its name says); ${ACCEPTED}.`);
}

/** "This photo is 14.2 MB; the limit is 10 MB." (also for a request refused before it is read whole) */
export function photoTooLargeMessage(bytes: number | null): string {
  const limit = `the limit is ${megabytesText(MAX_PHOTO_BYTES)}`;
  const advice = "save it smaller (a JPEG at 85 % quality is plenty) and upload it again";
  return bytes === null ? `This photo is larger than ${megabytesText(MAX_PHOTO_BYTES)}; ${advice}.` : `This photo is ${megabytesText(bytes)}; ${limit}. Please ${advice}.`;
}

/** A file whose first bytes say JPEG, PNG or WebP but which does not decode as one. */
export function unreadablePhotoMessage(format: PhotoFormat): string {
  const name = format === "jpeg" ? "a JPEG" : format === "png" ? "a PNG" : "a WebP";
  return `This file starts like ${name} but cannot be read as a photo: it may be damaged or cut short. Export the photo again and upload the new file.`;
}

/** Dimensions as the photo will be shown (after its EXIF rotation). */
export function checkPhotoDimensions(width: number, height: number): PhotoCheck<{ width: number; height: number }> {
  const size = `${width.toLocaleString("en-GB")} × ${height.toLocaleString("en-GB")} pixels`;
  const longSide = Math.max(width, height);
  if (longSide > MAX_PHOTO_SIDE) {
    return refuse("photoDimensions", `This photo is ${size}; the limit is ${MAX_PHOTO_SIDE.toLocaleString("en-GB")} pixels on each side. Resize it, then upload it again.`);
  }
  if (width * height > MAX_PHOTO_PIXELS) {
    const megapixels = (width * height) / 1_000_000;
    return refuse("photoDimensions", `This photo is ${size} (${megapixels.toFixed(1)} megapixels); the limit is ${MAX_PHOTO_PIXELS / 1_000_000} megapixels. Resize it, then upload it again.`);
  }
  if (Math.min(width, height) < MIN_PHOTO_SHORT_SIDE) {
    return refuse("photoDimensions", `This photo is ${size}; it needs at least ${MIN_PHOTO_SHORT_SIDE} pixels on its shorter side to look sharp on the product page. Upload a larger version.`);
  }
  return { ok: true, value: { width, height } };
}

/** The alt text, trimmed, with its whitespace runs made single spaces. */
export function checkPhotoAlt(raw: unknown, readers = "shoppers"): PhotoCheck<string> {
  const alt = typeof raw === "string" ? raw.trim().replace(/\s+/g, " ") : "";
  if (alt.length === 0) return refuse("altText", `Describe the photo in a few words (its alt text), for ${readers} who cannot see it.`);
  if (alt.length < MIN_ALT_LENGTH) return refuse("altText", `The alt text "${alt}" is too short; write at least ${MIN_ALT_LENGTH} characters saying what the photo shows.`);
  if (alt.length > MAX_ALT_LENGTH) return refuse("altText", `The alt text is ${alt.length} characters; keep it to ${MAX_ALT_LENGTH} (a sentence saying what the photo shows).`);
  return { ok: true, value: alt };
}
