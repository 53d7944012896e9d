import { MEDIA_ALT_FIELD, MEDIA_CREDIT_FIELD, MEDIA_FILE_FIELD, MEDIA_LICENCE_FIELD, mediaDetailsSchema, parseMediaId } from "@/lib/media/library-contract";
import {
  addLibraryImage,
  deleteLibraryImage,
  mediaLibrary,
  replaceLibraryImage,
  updateLibraryImage,
  type LibraryOutcome,
} from "@/lib/server/media/library";
import { describeIssues, formText, json, jsonError, readJsonBody, withDatabase } from "../http";
import { readPhotoUpload } from "./photo-upload";
import { authoriseEditor } from "./staff-auth";

// /api/admin/content/media: the newsroom's media library (lib/media/library-contract.ts). Editors
// only (the verified token's `editor` claim; writes need the Bearer token). Uploads are multipart
// with one file read within the photo limit (./photo-upload.ts); what the file is comes from its
// bytes (lib/server/media/photo-processing.ts), never from its name or declared type.

type Context = { params: Promise<{ id: string }> };

/** A JSON body here is an alt text, a credit and a licence. */
const MAX_DETAILS_BODY_BYTES = 8 * 1024;

const mediaNotFound = () => jsonError(404, "mediaNotFound", "This picture is no longer in the library; reload the page to see it as it is now.");
const fileMissing = () => jsonError(400, "photoMissing", "Choose a picture to upload.");

function answer<T>(outcome: LibraryOutcome<T>, key: "image" | "images", status = 200): Response {
  return outcome.ok ? json({ data: { [key]: outcome.value } }, status) : jsonError(outcome.status, outcome.code, outcome.message);
}

/** The upload's file as bytes, or null when the form holds none. */
async function fileOf(form: FormData): Promise<Buffer | null> {
  const file = form.get(MEDIA_FILE_FIELD);
  return file instanceof Blob ? Buffer.from(await file.arrayBuffer()) : null;
}

/** GET /api/admin/content/media: every picture, newest first, with its uses. */
export async function handleMediaList(request: Request): Promise<Response> {
  const auth = await authoriseEditor(request);
  if ("response" in auth) return auth.response;
  return withDatabase(async () => json({ data: { images: await mediaLibrary() } }));
}

/** POST /api/admin/content/media: multipart with `file`, `alt`, `credit` and `licence`; 201 with the picture. */
export async function handleMediaUpload(request: Request): Promise<Response> {
  const auth = await authoriseEditor(request);
  if ("response" in auth) return auth.response;
  const read = await readPhotoUpload(request, "its file, alt text, credit and licence");
  if (!read.ok) return read.response;
  const details = mediaDetailsSchema.safeParse({
    alt: formText(read.form, MEDIA_ALT_FIELD) ?? "",
    credit: formText(read.form, MEDIA_CREDIT_FIELD),
    licence: formText(read.form, MEDIA_LICENCE_FIELD),
  });
  if (!details.success) return jsonError(400, "invalidBody", describeIssues(details.error));
  const bytes = await fileOf(read.form);
  if (!bytes) return fileMissing();
  return withDatabase(async () => answer(await addLibraryImage(auth.member, bytes, details.data), "image", 201));
}

/** PATCH /api/admin/content/media/<id> with { alt, credit, licence } */
export async function handleMediaUpdate(request: Request, context: Context): Promise<Response> {
  const auth = await authoriseEditor(request);
  if ("response" in auth) return auth.response;
  const body = await readJsonBody(request, MAX_DETAILS_BODY_BYTES, mediaDetailsSchema);
  if (!body.ok) return body.response;
  const id = parseMediaId((await context.params).id);
  if (id === null) return mediaNotFound();
  return withDatabase(async () => answer(await updateLibraryImage(auth.member, id, body.data), "image"));
}

/** PUT /api/admin/content/media/<id>/file: multipart with a new `file`, shown wherever the picture is used. */
export async function handleMediaReplace(request: Request, context: Context): Promise<Response> {
  const auth = await authoriseEditor(request);
  if ("response" in auth) return auth.response;
  const id = parseMediaId((await context.params).id);
  if (id === null) return mediaNotFound();
  const read = await readPhotoUpload(request, "its file");
  if (!read.ok) return read.response;
  const bytes = await fileOf(read.form);
  if (!bytes) return fileMissing();
  return withDatabase(async () => answer(await replaceLibraryImage(auth.member, id, bytes), "image"));
}

/** DELETE /api/admin/content/media/<id>: 409 while a story, hero or portrait uses it. */
export async function handleMediaDelete(request: Request, context: Context): Promise<Response> {
  const auth = await authoriseEditor(request);
  if ("response" in auth) return auth.response;
  const id = parseMediaId((await context.params).id);
  if (id === null) return mediaNotFound();
  return withDatabase(async () => answer(await deleteLibraryImage(auth.member, id), "images"));
}
