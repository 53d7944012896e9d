"use client";
// The browser's side of the product photo API (./contract.ts): each call sends the member's
// current token as a Bearer header (the API refuses a write with only the cookie) and answers the
// product's photos as they now are, or throws the server's sentence as an AdminActionError.
import { AdminActionError } from "@/lib/admin/client";
import {
  PHOTO_ALT_FIELD,
  PHOTO_FILE_FIELD,
  adminProductPhotoOrderPath,
  adminProductPhotoPath,
  adminProductPhotosPath,
  type AdminProductPhoto,
  type ProductPhotosAnswer,
} from "./contract";

const FALLBACK: Record<number, string> = {
  401: "Your sign-in has expired. Sign in again, then repeat this.",
  403: "Your account is not allowed to do this.",
  404: "This product or photo no longer exists; reload the page.",
  429: "Too many changes in a short time. Wait a moment, then try again.",
};

async function send(path: string, init: { method: string; body?: BodyInit; json?: unknown }): Promise<AdminProductPhoto[]> {
  const { currentToken } = await import("@/lib/auth/current-token");
  const token = await currentToken().catch(() => "");
  const headers: Record<string, string> = token ? { authorization: `Bearer ${token}` } : {};
  if (init.json !== undefined) headers["content-type"] = "application/json";
  let response: Response;
  try {
    response = await fetch(path, { method: init.method, credentials: "same-origin", cache: "no-store", headers, body: init.json !== undefined ? JSON.stringify(init.json) : init.body });
  } catch {
    throw new AdminActionError("We couldn't reach the server. Check the connection and try again.", 0, null);
  }
  const answer = (await response.json().catch(() => ({}))) as Partial<ProductPhotosAnswer> & { code?: string; message?: string };
  if (!response.ok || !answer.data) {
    throw new AdminActionError(answer.message ?? FALLBACK[response.status] ?? "Something went wrong. Nothing was changed; try again.", response.status, answer.code ?? null);
  }
  return answer.data.photos;
}

export const listProductPhotos = (slug: string) => send(adminProductPhotosPath(slug), { method: "GET" });

export function uploadProductPhoto(slug: string, file: File, alt: string): Promise<AdminProductPhoto[]> {
  const form = new FormData();
  form.set(PHOTO_FILE_FIELD, file);
  form.set(PHOTO_ALT_FIELD, alt);
  return send(adminProductPhotosPath(slug), { method: "POST", body: form });
}

export const updateProductPhotoAlt = (slug: string, photoId: number, alt: string) => send(adminProductPhotoPath(slug, photoId), { method: "PATCH", json: { alt } });

export const reorderProductPhotos = (slug: string, photoIds: number[]) => send(adminProductPhotoOrderPath(slug), { method: "PUT", json: { photoIds } });

export const deleteProductPhoto = (slug: string, photoId: number) => send(adminProductPhotoPath(slug, photoId), { method: "DELETE" });
