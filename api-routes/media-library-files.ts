import { parseLibraryFileName } from "@/lib/media/library-contract";
import { libraryFile } from "@/lib/server/media/library-files";
import { etagStillFresh, jsonError, withDatabase } from "./http";

// GET /media/library/<id>.webp and /media/library/<id>-<width>.webp: a newsroom picture, from the
// database so every instance serves it. Unlike a product photo, the address outlives its bytes (a
// replacement keeps it), so it is cached `no-cache`: a browser or proxy may keep it but asks again
// each time, and the ETag (id, version and width) makes that a 304 until the picture is replaced.

export const LIBRARY_CACHE_CONTROL = "public, no-cache";

const notFound = () => jsonError(404, "mediaNotFound", "There is no such picture.");

export async function handleLibraryFile(request: Request, context: { params: Promise<{ file: string }> }): Promise<Response> {
  const { file } = await context.params;
  const wanted = parseLibraryFileName(file);
  if (!wanted) return notFound();
  return withDatabase(async () => {
    const stored = await libraryFile(wanted.id, wanted.width);
    if (!stored) return notFound();
    const etag = `"m${wanted.id}-v${stored.version}-${stored.width}"`;
    const cacheHeaders = { "Cache-Control": LIBRARY_CACHE_CONTROL, ETag: etag };
    if (etagStillFresh(request, etag)) return new Response(null, { status: 304, headers: cacheHeaders });
    return new Response(new Uint8Array(stored.bytes), {
      headers: { ...cacheHeaders, "Content-Type": "image/webp", "Content-Length": String(stored.bytes.length), "X-Content-Type-Options": "nosniff" },
    });
  });
}
