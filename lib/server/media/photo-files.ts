import "server-only";
import { and, eq } from "drizzle-orm";
import type { PhotoFormat } from "@/lib/media/image-check";
import { getDb } from "../platform/db";
import { productImageSizes } from "./tables";

/** The stored bytes of one size of a photo, or null when there is no such photo or size. */
export async function photoSizeFile(imageId: number, width: number, format: PhotoFormat): Promise<{ contentType: string; bytes: Buffer } | null> {
  const db = await getDb();
  const [row] = await db
    .select({ contentType: productImageSizes.contentType, bytes: productImageSizes.bytes })
    .from(productImageSizes)
    .where(and(eq(productImageSizes.imageId, imageId), eq(productImageSizes.width, width), eq(productImageSizes.format, format)));
  return row ?? null;
}
