import "server-only";
import { desc, eq, sql } from "drizzle-orm";
import type { StaffMember } from "@/lib/admin/contract";
import { checkPhotoAlt, PHOTO_REFUSAL_STATUS } from "@/lib/media/image-check";
import { LIBRARY_WIDTHS, libraryImageSizeUrl, libraryImageUrl, mediaInUseMessage, type LibraryImage, type MediaDetails } from "@/lib/media/library-contract";
import { recordActivity } from "../admin/activity";
import type { Executor } from "../cart/carts";
import { getDb, type Tx } from "../platform/db";
import { libraryUses } from "./library-uses";
import { processPhoto, type PhotoSizing, type ProcessedPhoto } from "./photo-processing";
import { byteaValue, mediaImageSizes, mediaImages } from "./tables";

// The newsroom's media library (lib/media/library-contract.ts). Each change runs in ONE
// transaction with the picture's row locked and its activity-log entry (who, what, when); the CPU
// work of an upload (checking, decoding, resizing: ./photo-processing.ts) happens before it, so no
// lock waits on sharp. A replacement keeps the id, so every story showing the picture shows the new
// one at its next request (the files are served `no-cache` with the version as ETag): no page is
// re-rendered and no story is edited.

export type LibraryOutcome<T> = { ok: true; value: T } | { ok: false; status: 400 | 404 | 409 | 413 | 415; code: string; message: string };
type Refusal = Extract<LibraryOutcome<never>, { ok: false }>;

const notFound: Refusal = { ok: false, status: 404, code: "mediaNotFound", message: "This picture is no longer in the library; reload the page to see it as it is now." };

/** Library pictures are kept in WebP only, at the widths the story column and thumbnails need. */
const LIBRARY_SIZING: PhotoSizing = {
  widths: (originalWidth) => {
    const widths = LIBRARY_WIDTHS.filter((width) => width <= originalWidth);
    return widths.length ? widths : [LIBRARY_WIDTHS[0]];
  },
  formats: () => ["webp"],
};

const listColumns = {
  id: mediaImages.id,
  alt: mediaImages.alt,
  credit: mediaImages.credit,
  licence: mediaImages.licence,
  width: mediaImages.width,
  height: mediaImages.height,
  version: mediaImages.version,
  bytes: sql<number>`octet_length(${mediaImages.original})`.mapWith(Number),
  createdAt: mediaImages.createdAt,
  createdByEmail: mediaImages.createdByEmail,
  updatedAt: mediaImages.updatedAt,
  updatedByEmail: mediaImages.updatedByEmail,
};
interface ListRow {
  id: number;
  alt: string;
  credit: string;
  licence: string;
  width: number;
  height: number;
  version: number;
  bytes: number;
  createdAt: Date;
  createdByEmail: string | null;
  updatedAt: Date;
  updatedByEmail: string | null;
}

function imageOf(row: ListRow, uses: Map<number, LibraryImage["uses"]>): LibraryImage {
  return {
    id: row.id,
    url: libraryImageUrl(row.id),
    alt: row.alt,
    credit: row.credit,
    licence: row.licence,
    width: row.width,
    height: row.height,
    version: row.version,
    bytes: row.bytes,
    createdAt: row.createdAt.toISOString(),
    createdBy: row.createdByEmail,
    updatedAt: row.updatedAt.toISOString(),
    updatedBy: row.updatedByEmail,
    uses: uses.get(row.id) ?? [],
  };
}

/** Every picture, newest first, with where each is used. */
export async function mediaLibrary(): Promise<LibraryImage[]> {
  const db = await getDb();
  const [rows, uses] = await Promise.all([db.select(listColumns).from(mediaImages).orderBy(desc(mediaImages.createdAt), desc(mediaImages.id)), libraryUses(db)]);
  return rows.map((row) => imageOf(row, uses));
}

/** The library's pictures, newest first, as the newsroom's pickers offer them (a story's images, an author's portrait). */
export async function libraryPictureChoices(db: Executor): Promise<{ src: string; alt: string; thumb: string }[]> {
  const rows = await db.select({ id: mediaImages.id, alt: mediaImages.alt }).from(mediaImages).orderBy(desc(mediaImages.createdAt), desc(mediaImages.id));
  return rows.map((row) => ({ src: libraryImageUrl(row.id), alt: row.alt, thumb: libraryImageSizeUrl(row.id, LIBRARY_WIDTHS[0]) }));
}

async function readImage(db: Executor, id: number): Promise<LibraryImage | null> {
  const [row] = await db.select(listColumns).from(mediaImages).where(eq(mediaImages.id, id));
  return row ? imageOf(row, await libraryUses(db, id)) : null;
}

function judgeAlt(raw: string): LibraryOutcome<string> {
  const alt = checkPhotoAlt(raw, "readers");
  return alt.ok ? alt : { ok: false, status: PHOTO_REFUSAL_STATUS[alt.code], code: alt.code, message: alt.message };
}

async function processed(bytes: Buffer): Promise<LibraryOutcome<ProcessedPhoto>> {
  const photo = await processPhoto(bytes, LIBRARY_SIZING);
  return photo.ok ? photo : { ok: false, status: PHOTO_REFUSAL_STATUS[photo.code], code: photo.code, message: photo.message };
}

async function writeSizes(tx: Tx, id: number, photo: ProcessedPhoto): Promise<void> {
  await tx.delete(mediaImageSizes).where(eq(mediaImageSizes.imageId, id));
  for (const size of photo.sizes) await tx.insert(mediaImageSizes).values({ imageId: id, width: size.width, bytes: byteaValue(size.bytes) });
}

/** Runs `change` on the locked picture `id`; answers the picture as it then is. */
async function changeImage(id: number, change: (tx: Tx) => Promise<Refusal | void>): Promise<LibraryOutcome<LibraryImage>> {
  const db = await getDb();
  return db.transaction(async (tx) => {
    const [locked] = await tx.select({ id: mediaImages.id }).from(mediaImages).where(eq(mediaImages.id, id)).for("update");
    if (!locked) return notFound;
    const refused = await change(tx);
    if (refused) return refused;
    const image = await readImage(tx, id);
    return image ? { ok: true as const, value: image } : notFound;
  });
}

/** Adds a picture: checked by its bytes (never its name), stripped of metadata, kept at the library's widths. */
export async function addLibraryImage(member: StaffMember, bytes: Buffer, details: MediaDetails): Promise<LibraryOutcome<LibraryImage>> {
  const alt = judgeAlt(details.alt);
  if (!alt.ok) return alt;
  const photo = await processed(bytes);
  if (!photo.ok) return photo;
  const db = await getDb();
  const id = await db.transaction(async (tx) => {
    const [row] = await tx
      .insert(mediaImages)
      .values({
        alt: alt.value,
        credit: details.credit,
        licence: details.licence,
        contentType: photo.value.contentType,
        width: photo.value.width,
        height: photo.value.height,
        original: byteaValue(photo.value.original),
        createdBy: member.uid,
        createdByEmail: member.email,
      })
      .returning({ id: mediaImages.id });
    await writeSizes(tx, row.id, photo.value);
    await recordActivity(tx, { member, action: "media.upload", subject: libraryImageUrl(row.id), after: { alt: alt.value, width: photo.value.width, height: photo.value.height } });
    return row.id;
  });
  const image = await readImage(db, id);
  return image ? { ok: true, value: image } : notFound;
}

/** Changes a picture's alt text, credit and licence. */
export async function updateLibraryImage(member: StaffMember, id: number, details: MediaDetails): Promise<LibraryOutcome<LibraryImage>> {
  const alt = judgeAlt(details.alt);
  if (!alt.ok) return alt;
  return changeImage(id, async (tx) => {
    const [before] = await tx.select({ alt: mediaImages.alt, credit: mediaImages.credit, licence: mediaImages.licence }).from(mediaImages).where(eq(mediaImages.id, id));
    const after = { alt: alt.value, credit: details.credit, licence: details.licence };
    await tx.update(mediaImages).set({ ...after, updatedAt: new Date(), updatedBy: member.uid, updatedByEmail: member.email }).where(eq(mediaImages.id, id));
    await recordActivity(tx, { member, action: "media.edit", subject: libraryImageUrl(id), before, after });
  });
}

/** Puts a new file behind the same address: every story, hero and portrait using it shows the new picture. */
export async function replaceLibraryImage(member: StaffMember, id: number, bytes: Buffer): Promise<LibraryOutcome<LibraryImage>> {
  const photo = await processed(bytes);
  if (!photo.ok) return photo;
  return changeImage(id, async (tx) => {
    const [before] = await tx.select({ version: mediaImages.version, width: mediaImages.width, height: mediaImages.height }).from(mediaImages).where(eq(mediaImages.id, id));
    await tx
      .update(mediaImages)
      .set({
        contentType: photo.value.contentType,
        width: photo.value.width,
        height: photo.value.height,
        original: byteaValue(photo.value.original),
        version: before.version + 1,
        updatedAt: new Date(),
        updatedBy: member.uid,
        updatedByEmail: member.email,
      })
      .where(eq(mediaImages.id, id));
    await writeSizes(tx, id, photo.value);
    await recordActivity(tx, { member, action: "media.replace", subject: libraryImageUrl(id), before, after: { version: before.version + 1, width: photo.value.width, height: photo.value.height } });
  });
}

/** Deletes a picture no story, hero or portrait uses; a used one is refused with where it is used. */
export async function deleteLibraryImage(member: StaffMember, id: number): Promise<LibraryOutcome<LibraryImage[]>> {
  const db = await getDb();
  const outcome = await db.transaction(async (tx): Promise<LibraryOutcome<null>> => {
    const [row] = await tx.select({ alt: mediaImages.alt }).from(mediaImages).where(eq(mediaImages.id, id)).for("update");
    if (!row) return notFound;
    const uses = (await libraryUses(tx, id)).get(id) ?? [];
    if (uses.length > 0) return { ok: false, status: 409, code: "mediaInUse", message: mediaInUseMessage(uses.length) };
    await tx.delete(mediaImages).where(eq(mediaImages.id, id));
    await recordActivity(tx, { member, action: "media.delete", subject: libraryImageUrl(id), before: { alt: row.alt } });
    return { ok: true, value: null };
  });
  return outcome.ok ? { ok: true, value: await mediaLibrary() } : outcome;
}
