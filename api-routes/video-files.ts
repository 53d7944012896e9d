import { byteRangeOf } from "@/lib/media/byte-range";
import { parseVideoFileName } from "@/lib/watch/video-file-paths";
import { videoFileBytes, videoFileInfo } from "@/lib/server/watch/video-files";
import { etagStillFresh, jsonError, withDatabase } from "./http";

// GET /media/video-files/<id>.<webm|mp4|vtt>: a video or its captions as an editor uploaded them,
// from the database so every instance serves them. A file never changes at its address, so it is
// cached for a year (immutable). Players seek with byte ranges: one range is answered 206 with only
// those bytes, streamed in chunks of CHUNK_BYTES, each its own query, so memory stays small.

const CHUNK_BYTES = 1024 * 1024;
export const VIDEO_FILE_CACHE_CONTROL = "public, max-age=31536000, immutable";

const notFound = () => jsonError(404, "videoFileNotFound", "There is no such video file.");

/** A body that reads [start, end] from the database a chunk at a time, as the client takes it. */
function streamOf(id: number, start: number, end: number): ReadableStream<Uint8Array> {
  let next = start;
  return new ReadableStream({
    async pull(controller) {
      const length = Math.min(CHUNK_BYTES, end + 1 - next);
      const chunk = await videoFileBytes(id, next, length);
      if (chunk.length === 0) return controller.error(new Error(`video file ${id} ended early at byte ${next}`));
      controller.enqueue(new Uint8Array(chunk));
      next += chunk.length;
      if (next > end) controller.close();
    },
  });
}

export async function handleVideoFile(request: Request, context: { params: Promise<{ file: string }> }): Promise<Response> {
  const { file } = await context.params;
  const wanted = parseVideoFileName(file);
  if (!wanted) return notFound();
  return withDatabase(async () => {
    const info = await videoFileInfo(wanted.id, wanted.extension);
    if (!info) return notFound();
    const etag = `"vf${info.id}"`;
    const headers: Record<string, string> = {
      "Cache-Control": VIDEO_FILE_CACHE_CONTROL,
      ETag: etag,
      "Accept-Ranges": "bytes",
      "Content-Type": info.kind === "captions" ? "text/vtt; charset=utf-8" : info.contentType,
      "X-Content-Type-Options": "nosniff",
    };
    if (etagStillFresh(request, etag)) return new Response(null, { status: 304, headers });
    const range = byteRangeOf(request.headers.get("range"), info.size);
    if (range.kind === "unsatisfiable") return new Response(null, { status: 416, headers: { ...headers, "Content-Range": `bytes */${info.size}` } });
    const [start, end] = range.kind === "range" ? [range.start, range.end] : [0, info.size - 1];
    if (range.kind === "range") headers["Content-Range"] = `bytes ${start}-${end}/${info.size}`;
    const body = request.method === "HEAD" ? null : streamOf(info.id, start, end);
    return new Response(body, { status: range.kind === "range" ? 206 : 200, headers: { ...headers, "Content-Length": String(end + 1 - start) } });
  });
}
