// The media library's checks in the browser, the same the server runs, so most refusals need no
// round trip: a file's size and type (read from its first bytes, never its name), and a picture's
// alt text, credit and licence. The server still judges everything; its sentences land on the same
// fields (toFieldErrors).
import { AdminActionError } from "@/lib/admin/client";
import { checkPhotoAlt, checkPhotoBytes, photoTooLargeMessage } from "@/lib/media/image-check";
import { mediaDetailsSchema, type LibraryImage, type MediaDetails } from "@/lib/media/library-contract";
import { MAX_PHOTO_BYTES } from "@/lib/media/limits";

export type MediaField = "file" | "alt" | "credit" | "licence";
export type MediaErrors = Partial<Record<MediaField, string>>;

export const EMPTY_DETAILS: MediaDetails = { alt: "", credit: "", licence: "" };

/** The form's three text fields as they stand for a picture. */
export const detailsOf = (image: LibraryImage): MediaDetails => ({ alt: image.alt, credit: image.credit, licence: image.licence });

/** Enough of the file to tell JPEG, PNG and WebP from the formats people try instead (an SVG's opening tag can sit after its XML prolog). */
async function firstBytes(file: File): Promise<Uint8Array> {
  const start = file.slice(0, 512);
  if (typeof start.arrayBuffer === "function") return new Uint8Array(await start.arrayBuffer());
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(new Uint8Array(reader.result as ArrayBuffer));
    reader.onerror = () => reject(reader.error);
    reader.readAsArrayBuffer(start);
  });
}

/** Why this file cannot be sent, or null when it may be. */
export async function checkPictureFile(file: File | null): Promise<string | null> {
  if (!file) return "Choose a picture to upload: a JPEG, PNG or WebP file.";
  if (file.size > MAX_PHOTO_BYTES) return photoTooLargeMessage(file.size);
  // A file the browser cannot read here is left for the server to judge whole.
  const bytes = await firstBytes(file).catch(() => null);
  if (!bytes) return null;
  const check = checkPhotoBytes(bytes);
  return check.ok ? null : check.message;
}

/** The details as the server will store them (alt text's spaces tidied, all trimmed), or what to change. */
export function checkDetails(values: MediaDetails): { details: MediaDetails } | { errors: MediaErrors } {
  const errors: MediaErrors = {};
  const alt = checkPhotoAlt(values.alt, "readers");
  if (!alt.ok) errors.alt = alt.message;
  const parsed = mediaDetailsSchema.safeParse(values);
  if (!parsed.success) {
    for (const issue of parsed.error.issues) {
      const field = issue.path[0];
      if ((field === "credit" || field === "licence") && !errors[field]) errors[field] = issue.message;
    }
  }
  if (!alt.ok || !parsed.success) return { errors };
  return { details: { ...parsed.data, alt: alt.value } };
}

/** "2.4 MB", "312 KB": a chosen file's size, as file managers show it. */
export function fileSizeText(bytes: number): string {
  if (bytes < 1024 * 1024) return `${Math.max(1, Math.round(bytes / 1024))} KB`;
  const mb = bytes / (1024 * 1024);
  return `${mb >= 10 ? Math.round(mb) : mb.toFixed(1)} MB`;
}

const messageOf = (error: unknown) => (error instanceof Error ? error.message : "Something went wrong. Nothing was changed; try again.");

/** A server refusal put beside the field it is about (by the fields it names, else by its code), or kept as the form's failure. */
export function toFieldErrors(error: unknown, fields: readonly MediaField[]): { errors: MediaErrors; failure: string | null } {
  const errors: MediaErrors = {};
  if (error instanceof AdminActionError) {
    for (const field of fields) if (error.fields?.[field]) errors[field] = error.fields[field];
    if (Object.keys(errors).length > 0) return { errors, failure: null };
    const field: MediaField | null = error.code === "altText" ? "alt" : error.code?.startsWith("photo") ? "file" : null;
    if (field && fields.includes(field)) return { errors: { [field]: error.message }, failure: null };
  }
  return { errors, failure: messageOf(error) };
}
