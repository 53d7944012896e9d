// Where a product photo's sizes are served, shared by the server that makes them, the route that
// serves them and the pages that show them: /media/products/<imageId>-<width>.<webp|jpg|png>.
// A photo's id is never reused (a serial), so a URL always means the same bytes and may be cached
// for a year; a changed photo is a new upload with a new id.
import type { PhotoFormat } from "./image-check";

/** The widths made of every photo, never wider than the original (layouts show it at 96-800 CSS px). */
export const PHOTO_WIDTHS = [320, 640, 960, 1280] as const;

export const PHOTO_URL_PREFIX = "/media/products/";

/** A photo as pages need it: no bytes, just what to ask for and how big it is. */
export interface ProductPhoto {
  id: number;
  alt: string;
  /** The original's format: its sizes exist in it and in WebP. */
  format: PhotoFormat;
  width: number;
  height: number;
}

const EXTENSIONS: Record<PhotoFormat, string> = { jpeg: "jpg", png: "png", webp: "webp" };

/** The widths a photo `originalWidth` px wide has (the smallest always: every photo is at least 400 px wide). */
export function photoWidths(originalWidth: number): number[] {
  const widths = PHOTO_WIDTHS.filter((width) => width <= originalWidth);
  return widths.length ? widths : [PHOTO_WIDTHS[0]];
}

/** The formats a photo is served in: WebP first (smaller), then its original's format. */
export function photoFormats(format: PhotoFormat): PhotoFormat[] {
  return format === "webp" ? ["webp"] : ["webp", format];
}

export function photoUrl(id: number, width: number, format: PhotoFormat): string {
  return `${PHOTO_URL_PREFIX}${id}-${width}.${EXTENSIONS[format]}`;
}

/** "…-320.webp 320w, …-640.webp 640w" */
export function photoSrcSet(photo: Pick<ProductPhoto, "id" | "width">, format: PhotoFormat): string {
  return photoWidths(photo.width)
    .map((width) => `${photoUrl(photo.id, width, format)} ${width}w`)
    .join(", ");
}

/** The one URL for places that take a single picture (Open Graph, JSON-LD): the largest size in the original's format. */
export function photoMainUrl(photo: Pick<ProductPhoto, "id" | "width" | "format">): string {
  return photoUrl(photo.id, photoWidths(photo.width).at(-1)!, photo.format);
}

/** The height of a size `width` px wide, as the resize rounds it. */
export function photoHeightAt(photo: Pick<ProductPhoto, "width" | "height">, width: number): number {
  return Math.round((photo.height * width) / photo.width);
}

/** "12-640.webp" → { id: 12, width: 640, format: "webp" }; null for anything else. */
export function parsePhotoFileName(name: string): { id: number; width: number; format: PhotoFormat } | null {
  const match = /^([1-9][0-9]{0,9})-([1-9][0-9]{2,3})\.(webp|jpg|png)$/.exec(name);
  if (!match) return null;
  const id = Number(match[1]);
  const width = Number(match[2]);
  if (id > 2_147_483_647 || !(PHOTO_WIDTHS as readonly number[]).includes(width)) return null;
  const format = match[3] === "jpg" ? "jpeg" : (match[3] as PhotoFormat);
  return { id, width, format };
}
