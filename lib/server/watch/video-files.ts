import "server-only";
import { and, eq, inArray, sql } from "drizzle-orm";
import { uploadedVideoFile, videoFilePath, type VideoFileExtension } from "@/lib/watch/video-file-paths";
import type { Executor } from "../cart/carts";
import { getDb } from "../platform/db";
import { byteaValue } from "../media/tables";
import { watchVideoFiles } from "./tables";

// The video and captions files editors upload, kept in PostgreSQL so every instance of a cluster
// serves them without shared disk (as the media library's pictures: ../media/library.ts). A file is
// stored once and never changed; the public route (api-routes/video-files.ts) reads it in byte
// ranges, one chunk per query, so a 40 MB film never sits whole in memory.

export type VideoFileKind = "video" | "captions";

export interface StoredVideoFile {
  id: number;
  kind: VideoFileKind;
  contentType: string;
  size: number;
}

/** Stores one checked file inside the caller's transaction; its site path. */
export async function storeVideoFile(
  tx: Executor,
  file: { kind: VideoFileKind; contentType: string; extension: VideoFileExtension; bytes: Buffer },
  createdBy: string,
): Promise<string> {
  const [row] = await tx
    .insert(watchVideoFiles)
    .values({ kind: file.kind, contentType: file.contentType, size: file.bytes.length, bytes: byteaValue(file.bytes), createdBy })
    .returning({ id: watchVideoFiles.id });
  return videoFilePath(row.id, file.extension);
}

const EXTENSION_TYPES: Record<VideoFileExtension, string> = { webm: "video/webm", mp4: "video/mp4", vtt: "text/vtt" };

/** A stored file's facts, when the address's extension matches what its bytes are; else null. */
export async function videoFileInfo(id: number, extension: VideoFileExtension): Promise<StoredVideoFile | null> {
  const db = await getDb();
  const [row] = await db
    .select({ id: watchVideoFiles.id, kind: watchVideoFiles.kind, contentType: watchVideoFiles.contentType, size: watchVideoFiles.size })
    .from(watchVideoFiles)
    .where(and(eq(watchVideoFiles.id, id), eq(watchVideoFiles.contentType, EXTENSION_TYPES[extension])));
  return row ? { ...row, kind: row.kind as VideoFileKind } : null;
}

/** `length` bytes of a stored file from `start` (0-based); substring() on EXTERNAL storage reads only those chunks. */
export async function videoFileBytes(id: number, start: number, length: number): Promise<Buffer> {
  const db = await getDb();
  const [row] = await db
    .select({ bytes: sql<Buffer>`substring(${watchVideoFiles.bytes} from ${start + 1} for ${length})` })
    .from(watchVideoFiles)
    .where(eq(watchVideoFiles.id, id));
  return row ? Buffer.from(row.bytes) : Buffer.alloc(0);
}

/** The text of uploaded captions at a site path, or null when the path is not an uploaded .vtt. */
export async function uploadedCaptionsText(path: string): Promise<string | null> {
  const file = uploadedVideoFile(path);
  if (!file || file.extension !== "vtt") return null;
  const info = await videoFileInfo(file.id, "vtt");
  return info ? (await videoFileBytes(file.id, 0, info.size)).toString("utf8") : null;
}

/** Deletes the uploads at these site paths inside the caller's transaction; the demo's files under public/ are left. */
export async function deleteUploadedVideoFiles(tx: Executor, paths: readonly string[]): Promise<void> {
  const ids = paths.flatMap((path) => uploadedVideoFile(path)?.id ?? []);
  if (ids.length > 0) await tx.delete(watchVideoFiles).where(inArray(watchVideoFiles.id, ids));
}
