"use client";
// The browser's side of the product photo API (./contract.ts): each call sends the member's
// current token as a Bearer header (the API refuses a write with only the cookie) and answers the
// product's photos as they now are, or throws the server's sentence as an AdminActionError.
import { sendAdminRequest, type AdminRequestInit } from "@/lib/admin/client";
import {
  PHOTO_ALT_FIELD,
  PHOTO_FILE_FIELD,
  adminProductPhotoOrderPath,
  adminProductPhotoPath,
  adminProductPhotosPath,
  type AdminProductPhoto,
  type ProductPhotosAnswer,
} from "./contract";

const NOT_FOUND = { 404: "This product or photo no longer exists; reload the page." };

const send = async (path: string, init: AdminRequestInit): Promise<AdminProductPhoto[]> =>
  (await sendAdminRequest<ProductPhotosAnswer["data"]>(path, init, NOT_FOUND)).photos;

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
