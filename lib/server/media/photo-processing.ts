import "server-only";
import sharp, { type Metadata, type Sharp } from "sharp";
import {
  PHOTO_CONTENT_TYPES,
  checkPhotoBytes,
  checkPhotoDimensions,
  unreadablePhotoMessage,
  type PhotoCheck,
  type PhotoFormat,
} from "@/lib/media/image-check";
import { MAX_PHOTO_PIXELS } from "@/lib/media/limits";
import { photoFormats, photoWidths } from "@/lib/media/photo-urls";

// An uploaded photo made ready to store: checked by its bytes (lib/media/image-check.ts), then by
// sharp reading its header (a file that only starts like a JPEG is refused here), then decoded
// once, turned upright by its EXIF orientation and re-encoded WITHOUT its metadata (EXIF, GPS
// position, camera serial, XMP: nothing a shopper should be able to download), and resized to
// the shop's widths in WebP and in the original's format. Pure CPU work: no database.

export interface PhotoSize {
  width: number;
  format: PhotoFormat;
  contentType: string;
  bytes: Buffer;
}

export interface ProcessedPhoto {
  format: PhotoFormat;
  contentType: string;
  /** As shown (after the EXIF rotation). */
  width: number;
  height: number;
  /** The photo at full size, re-encoded so no metadata survives. */
  original: Buffer;
  sizes: PhotoSize[];
}

/** Quality of the stored original: close to the upload, since every size is made from it later if widths change. */
const ORIGINAL_QUALITY = 90;
/** Quality of the served sizes: the usual web setting, invisible loss at the sizes shown. */
const SIZE_QUALITY = 80;

function encode(image: Sharp, format: PhotoFormat, quality: number): Sharp {
  switch (format) {
    case "jpeg":
      // Progressive for the served sizes (a blurred whole shows first); the stored original is
      // never served, and baseline encodes a 12 MP picture in about half the time.
      return image.jpeg({ quality, progressive: quality === SIZE_QUALITY });
    case "png":
      return image.png({ compressionLevel: 8 });
    case "webp":
      return image.webp({ quality });
  }
}

/** Orientations 5-8 turn the picture a quarter: its stored width is its shown height. */
const shownSize = (width: number, height: number, orientation: number | undefined) =>
  orientation !== undefined && orientation >= 5 ? { width: height, height: width } : { width, height };

/** Which sizes to make of a photo: the widths for its original's width, and the formats for its format. */
export interface PhotoSizing {
  widths: (originalWidth: number) => number[];
  formats: (format: PhotoFormat) => PhotoFormat[];
}

/** A product photo's sizes (lib/media/photo-urls.ts): four widths, WebP and the original's format. */
export const PRODUCT_PHOTO_SIZING: PhotoSizing = { widths: photoWidths, formats: photoFormats };

/** Checks `bytes` and makes the stored original and its sizes, or refuses with the sentence staff read. */
export async function processPhoto(bytes: Buffer, sizing: PhotoSizing = PRODUCT_PHOTO_SIZING): Promise<PhotoCheck<ProcessedPhoto>> {
  const type = checkPhotoBytes(bytes);
  if (!type.ok) return type;
  const format = type.value;
  const unreadable = { ok: false as const, code: "photoUnreadable" as const, message: unreadablePhotoMessage(format) };
  // failOn "warning": a truncated or corrupt file fails here instead of storing a half-grey picture;
  // limitInputPixels: nothing larger than the limit is ever decoded, whatever its header claims.
  const input = () => sharp(bytes, { failOn: "warning", limitInputPixels: MAX_PHOTO_PIXELS, pages: 1 });
  let metadata: Metadata;
  try {
    metadata = await input().metadata();
  } catch {
    return unreadable;
  }
  if (metadata.format !== format || !metadata.width || !metadata.height) return unreadable;
  const shown = shownSize(metadata.width, metadata.height, metadata.orientation);
  const dimensions = checkPhotoDimensions(shown.width, shown.height);
  if (!dimensions.ok) return dimensions;
  try {
    return { ok: true, value: await resizeAll(input().autoOrient(), format, shown, sizing) };
  } catch {
    return unreadable;
  }
}

async function resizeAll(upright: Sharp, format: PhotoFormat, shown: { width: number; height: number }, sizing: PhotoSizing): Promise<ProcessedPhoto> {
  const widths = sizing.widths(shown.width);
  // One decode to the largest size's pixels, from which every size is made: far quicker than
  // decoding a 12 MP original once per size.
  const [original, largest] = await Promise.all([
    encode(upright.clone(), format, ORIGINAL_QUALITY).toBuffer(),
    upright.clone().resize({ width: widths.at(-1) }).raw().toBuffer({ resolveWithObject: true }),
  ]);
  const { data, info } = largest;
  const fromPixels = () => sharp(data, { raw: { width: info.width, height: info.height, channels: info.channels } });
  const sizes = await Promise.all(
    widths.flatMap((width) =>
      sizing.formats(format).map(async (sizeFormat): Promise<PhotoSize> => {
        const resized = width === info.width ? fromPixels() : fromPixels().resize({ width });
        return { width, format: sizeFormat, contentType: PHOTO_CONTENT_TYPES[sizeFormat], bytes: await encode(resized, sizeFormat, SIZE_QUALITY).toBuffer() };
      }),
    ),
  );
  return { format, contentType: PHOTO_CONTENT_TYPES[format], width: shown.width, height: shown.height, original, sizes };
}
