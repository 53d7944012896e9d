// The back office's product photo API: its paths, bodies and answers, shared by the handlers
// (api-routes/admin/product-photos.ts) and the browser (./client.ts). Every change answers the
// product's photos as they now are, in order, so the page shows exactly what the shop will.
import { z } from "zod";
import { MAX_ALT_LENGTH, MAX_PHOTOS_PER_PRODUCT } from "./limits";
import type { ProductPhoto } from "./photo-urls";

/** A photo as the back office lists it. */
export interface AdminProductPhoto extends ProductPhoto {
  position: number;
  /** ISO time of the upload. */
  createdAt: string;
}

export interface ProductPhotosAnswer {
  data: { photos: AdminProductPhoto[] };
}

/** The multipart fields of an upload. */
export const PHOTO_FILE_FIELD = "file";
export const PHOTO_ALT_FIELD = "alt";

/** GET (list) and POST (upload) */
export const adminProductPhotosPath = (slug: string) => `/api/admin/products/${encodeURIComponent(slug)}/photos`;
/** PATCH (alt text) and DELETE */
export const adminProductPhotoPath = (slug: string, photoId: number) => `${adminProductPhotosPath(slug)}/${photoId}`;
/** PUT: the photos' new order */
export const adminProductPhotoOrderPath = (slug: string) => `${adminProductPhotosPath(slug)}/order`;

/** PATCH body: the alt text (its wording is judged by lib/media/image-check.ts checkPhotoAlt, for the sentence). */
export const photoAltBodySchema = z.strictObject({ alt: z.string().max(MAX_ALT_LENGTH * 4) });

/** PUT body: every photo of the product, by id, in the new order. */
export const photoOrderBodySchema = z.strictObject({
  photoIds: z.array(z.number().int().positive()).min(1).max(MAX_PHOTOS_PER_PRODUCT),
});

/** A photo id from a URL segment, or null. */
export function parsePhotoId(segment: string): number | null {
  return /^[1-9][0-9]{0,9}$/.test(segment) && Number(segment) <= 2_147_483_647 ? Number(segment) : null;
}
