"use client";
import { useCallback, useEffect, useState } from "react";
import type { AdminProductPhoto } from "@/lib/media/contract";
import { deleteProductPhoto, listProductPhotos, reorderProductPhotos, updateProductPhotoAlt, uploadProductPhoto } from "@/lib/media/client";

/** What the last change did, shown beside the part that made it: the upload (photoId null) or one photo. */
export type PhotoNotice = { kind: "done" | "error"; message: string; photoId: number | null };

const messageOf = (error: unknown) => (error instanceof Error ? error.message : "Something went wrong. Nothing was changed; try again.");

/**
 * A product's photos in the back office: loaded from the API, and every change (upload, alt text,
 * order, delete) answered with the photos as the server now holds them, so the list never
 * guesses. One change at a time.
 */
export function useProductPhotos(slug: string) {
  const [photos, setPhotos] = useState<AdminProductPhoto[] | null>(null);
  const [loadError, setLoadError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [notice, setNotice] = useState<PhotoNotice | null>(null);

  useEffect(() => {
    let current = true;
    listProductPhotos(slug).then(
      (loaded) => current && setPhotos(loaded),
      (error: unknown) => current && setLoadError(messageOf(error)),
    );
    return () => {
      current = false;
    };
  }, [slug]);

  const run = useCallback(async (photoId: number | null, work: () => Promise<AdminProductPhoto[]>, done: string): Promise<boolean> => {
    setBusy(true);
    setNotice(null);
    try {
      setPhotos(await work());
      setNotice({ kind: "done", message: done, photoId });
      return true;
    } catch (error) {
      setNotice({ kind: "error", message: messageOf(error), photoId });
      return false;
    } finally {
      setBusy(false);
    }
  }, []);

  const upload = (file: File, alt: string) => run(null, () => uploadProductPhoto(slug, file, alt), "Photo added; the shop shows it from the next page view.");
  const saveAlt = (photoId: number, alt: string) => run(photoId, () => updateProductPhotoAlt(slug, photoId, alt), "Alt text saved.");
  const remove = (photoId: number) => run(photoId, () => deleteProductPhoto(slug, photoId), "Photo deleted.");
  const move = (photoId: number, by: -1 | 1) => {
    const ids = (photos ?? []).map((photo) => photo.id);
    const from = ids.indexOf(photoId);
    const to = from + by;
    if (from < 0 || to < 0 || to >= ids.length) return Promise.resolve(false);
    [ids[from], ids[to]] = [ids[to], ids[from]];
    return run(photoId, () => reorderProductPhotos(slug, ids), to === 0 ? "Moved first: the shop's listings now show this photo." : "Order saved.");
  };

  return { photos, loadError, busy, notice, upload, saveAlt, remove, move };
}
