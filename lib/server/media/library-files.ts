import "server-only";
import { and, desc, eq } from "drizzle-orm";
import { getDb } from "../platform/db";
import { mediaImageSizes, mediaImages } from "./tables";

/** One size of a library picture (`width` null: the largest kept), with its version for the ETag; null when there is none. */
export async function libraryFile(id: number, width: number | null): Promise<{ bytes: Buffer; version: number; width: number } | null> {
  const db = await getDb();
  const where = width === null ? eq(mediaImageSizes.imageId, id) : and(eq(mediaImageSizes.imageId, id), eq(mediaImageSizes.width, width));
  const [row] = await db
    .select({ bytes: mediaImageSizes.bytes, version: mediaImages.version, width: mediaImageSizes.width })
    .from(mediaImageSizes)
    .innerJoin(mediaImages, eq(mediaImages.id, mediaImageSizes.imageId))
    .where(where)
    .orderBy(desc(mediaImageSizes.width))
    .limit(1);
  return row ?? null;
}
