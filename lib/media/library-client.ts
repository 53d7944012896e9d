"use client";
// The browser's side of the newsroom's media library API (./library-contract.ts): each call sends
// the editor's current token as a Bearer header (the API refuses a write with only the cookie) and
// answers what the server now holds (the picture, or after a delete every picture), or throws the
// server's sentence as an AdminActionError.
import { AdminActionError, sendAdminRequest, type AdminRequestInit } from "@/lib/admin/client";
import {
  MEDIA_ALT_FIELD,
  MEDIA_CREDIT_FIELD,
  MEDIA_FILE_FIELD,
  MEDIA_LIBRARY_API_PATH,
  MEDIA_LICENCE_FIELD,
  mediaFileApiPath,
  mediaItemApiPath,
  type LibraryImage,
  type MediaDetails,
  type MediaImageAnswer,
  type MediaLibraryAnswer,
} from "./library-contract";

const FALLBACK: Record<number, string> = {
  404: "This picture no longer exists; reload the page.",
  409: "This picture is in use: take it out of the stories that show it first, or replace it instead.",
  413: "This picture is too large; save it smaller and upload it again.",
  415: "This file is not a JPEG, PNG or WebP picture; upload one of those.",
};

type Answer = Partial<MediaImageAnswer["data"] & MediaLibraryAnswer["data"]>;

const send = (path: string, init: AdminRequestInit) => sendAdminRequest<Answer>(path, init, FALLBACK);

function imageOf(data: Answer): LibraryImage {
  if (!data.image) throw new AdminActionError("The server's answer had no picture in it; reload the page.", 200, null);
  return data.image;
}

function imagesOf(data: Answer): LibraryImage[] {
  if (!data.images) throw new AdminActionError("The server's answer had no pictures in it; reload the page.", 200, null);
  return data.images;
}

/** Every picture, newest first, each with where it is used. */
export const listLibraryImages = async (): Promise<LibraryImage[]> => imagesOf(await send(MEDIA_LIBRARY_API_PATH, { method: "GET" }));

/** Adds a picture with its alt text, credit and licence; answers it as stored. */
export async function uploadLibraryImage(file: File, details: MediaDetails): Promise<LibraryImage> {
  const form = new FormData();
  form.set(MEDIA_FILE_FIELD, file);
  form.set(MEDIA_ALT_FIELD, details.alt);
  form.set(MEDIA_CREDIT_FIELD, details.credit);
  form.set(MEDIA_LICENCE_FIELD, details.licence);
  return imageOf(await send(MEDIA_LIBRARY_API_PATH, { method: "POST", body: form }));
}

/** Changes a picture's alt text, credit and licence. */
export const updateLibraryImage = async (id: number, details: MediaDetails): Promise<LibraryImage> =>
  imageOf(await send(mediaItemApiPath(id), { method: "PATCH", json: { alt: details.alt, credit: details.credit, licence: details.licence } }));

/** Puts a new file behind the picture's address (same id, version + 1): every use shows it. */
export async function replaceLibraryImage(id: number, file: File): Promise<LibraryImage> {
  const form = new FormData();
  form.set(MEDIA_FILE_FIELD, file);
  return imageOf(await send(mediaFileApiPath(id), { method: "PUT", body: form }));
}

/** Deletes an unused picture; answers every picture left. A used one is refused (409 mediaInUse). */
export const deleteLibraryImage = async (id: number): Promise<LibraryImage[]> => imagesOf(await send(mediaItemApiPath(id), { method: "DELETE" }));
