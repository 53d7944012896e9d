import { createHash } from "node:crypto";
import { parsePhotoFileName } from "@/lib/media/photo-urls";
import { photoSizeFile } from "@/lib/server/media/photo-files";
import { etagStillFresh, jsonError, withDatabase } from "./http";

// GET /media/products/<imageId>-<width>.<webp|jpg|png>: one size of a staff photo, from the
// database so every instance serves it. A photo id is never reused and a photo's bytes never
// change (a new photo is a new upload), so a URL is cached for a year as immutable; a deleted
// photo's URLs answer 404, which nothing caches.

export const PHOTO_CACHE_CONTROL = "public, max-age=31536000, immutable";

const notFound = () => jsonError(404, "photoNotFound", "There is no such photo.");

export async function handleProductPhotoFile(request: Request, context: { params: Promise<{ file: string }> }): Promise<Response> {
  const { file } = await context.params;
  const wanted = parsePhotoFileName(file);
  if (!wanted) return notFound();
  return withDatabase(async () => {
    const stored = await photoSizeFile(wanted.id, wanted.width, wanted.format);
    if (!stored) return notFound();
    const etag = `"${createHash("sha256").update(stored.bytes).digest("base64url").slice(0, 32)}"`;
    const cacheHeaders = { "Cache-Control": PHOTO_CACHE_CONTROL, ETag: etag };
    if (etagStillFresh(request, etag)) return new Response(null, { status: 304, headers: cacheHeaders });
    return new Response(new Uint8Array(stored.bytes), {
      headers: { ...cacheHeaders, "Content-Type": stored.contentType, "Content-Length": String(stored.bytes.length), "X-Content-Type-Options": "nosniff" },
    });
  });
}
