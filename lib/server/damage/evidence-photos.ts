import "server-only";
import sharp from "sharp";
import { checkPhotoBytes, unreadablePhotoMessage, type PhotoCheck } from "@/lib/media/image-check";
import { MAX_PHOTO_PIXELS, MAX_PHOTO_SIDE } from "@/lib/media/limits";

// A customer's photo of a damaged delivery, made ready to store. The same checks as a catalogue
// upload (lib/server/media/photo-processing.ts): the type from the first bytes, never the name,
// the size, then sharp reading it with the pixel limit; then turned upright, shrunk to what staff
// need to judge the damage, and re-encoded as JPEG WITHOUT its metadata (a phone's photo carries
// the GPS position of the customer's home). No minimum size: a customer's photo is evidence, not
// a product shot.

/** The long side staff see: detail enough for a crack or a label, a few hundred kB to keep. */
const STORED_LONG_SIDE = 1600;
const STORED_QUALITY = 82;

export interface EvidencePhoto {
  width: number;
  height: number;
  bytes: Buffer;
}

/** Checks one uploaded file and re-encodes it, or refuses with the sentence the customer reads. */
export async function processEvidencePhoto(upload: Buffer): Promise<PhotoCheck<EvidencePhoto>> {
  const type = checkPhotoBytes(upload);
  if (!type.ok) return type;
  const unreadable = { ok: false as const, code: "photoUnreadable" as const, message: unreadablePhotoMessage(type.value) };
  try {
    const input = sharp(upload, { failOn: "warning", limitInputPixels: MAX_PHOTO_PIXELS, pages: 1 });
    const metadata = await input.metadata();
    if (metadata.format !== type.value || !metadata.width || !metadata.height) return unreadable;
    if (Math.max(metadata.width, metadata.height) > MAX_PHOTO_SIDE) {
      return { ok: false, code: "photoDimensions", message: `This photo is larger than ${MAX_PHOTO_SIDE.toLocaleString("en-GB")} pixels on a side; please send a smaller copy.` };
    }
    const { data, info } = await input
      .autoOrient()
      .resize({ width: STORED_LONG_SIDE, height: STORED_LONG_SIDE, fit: "inside", withoutEnlargement: true })
      .flatten({ background: "#ffffff" })
      .jpeg({ quality: STORED_QUALITY })
      .toBuffer({ resolveWithObject: true });
    return { ok: true, value: { width: info.width, height: info.height, bytes: data } };
  } catch {
    return unreadable;
  }
}
