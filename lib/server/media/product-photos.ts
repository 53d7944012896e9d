import "server-only";
import { asc, eq } from "drizzle-orm";
import type { StaffMember } from "@/lib/admin/contract";
import type { AdminProductPhoto } from "@/lib/media/contract";
import { checkPhotoAlt, type PhotoFormat, PHOTO_REFUSAL_STATUS } from "@/lib/media/image-check";
import { MAX_PHOTOS_PER_PRODUCT } from "@/lib/media/limits";
import type { ProductPhoto } from "@/lib/media/photo-urls";
import { recordActivity } from "../admin/activity";
import { getDb, type Tx } from "../platform/db";
import { products } from "../schema";
import { processPhoto } from "./photo-processing";
import { refreshShopPhotos } from "./photo-refresh";
import { byteaValue, productImageSizes, productImages } from "./tables";

// Staff changes to a product's photos, enforced like the other product actions
// (lib/server/admin/product-actions.ts): in ONE transaction the product row is locked, the change
// is judged on what is stored, written, and recorded in the activity log (who, what, which
// product, before and after); after the commit the shop's cached pages expire so the product's
// page and its listings show the change at their next request. The CPU work of an upload
// (decoding and resizing) happens before the transaction, so no lock waits on it.

export type PhotoOutcome = { ok: true; photos: AdminProductPhoto[] } | { ok: false; status: 400 | 404 | 409 | 413 | 415; code: string; message: string };
type Refusal = Extract<PhotoOutcome, { ok: false }>;

class Refused extends Error {
  constructor(readonly outcome: Refusal) {
    super(outcome.message);
  }
}
const refuse = (status: Refusal["status"], code: string, message: string) => new Refused({ ok: false, status, code, message });
const productNotFound = (slug: string) => refuse(404, "productNotFound", `There is no product ${slug}.`);
const photoNotFound = () => refuse(404, "photoNotFound", "This photo is no longer on this product; reload the page to see its photos now.");

type ProductRow = { id: number; slug: string };

/** Runs `change` on the locked product `slug`, then refreshes the shop and answers its photos. */
async function changePhotos(slug: string, change: (tx: Tx, product: ProductRow) => Promise<void>): Promise<PhotoOutcome> {
  const db = await getDb();
  let productId: number;
  try {
    productId = await db.transaction(async (tx) => {
      const [product] = await tx.select({ id: products.id, slug: products.slug }).from(products).where(eq(products.slug, slug)).for("update");
      if (!product) throw productNotFound(slug);
      await change(tx, product);
      return product.id;
    });
  } catch (error) {
    if (error instanceof Refused) return error.outcome;
    throw error;
  }
  await refreshShopPhotos();
  return { ok: true, photos: await adminProductPhotos(productId) };
}

const photoColumns = {
  id: productImages.id,
  alt: productImages.alt,
  contentType: productImages.contentType,
  width: productImages.width,
  height: productImages.height,
  position: productImages.position,
  createdAt: productImages.createdAt,
};
type PhotoRow = { id: number; alt: string; contentType: string; width: number; height: number; position: number; createdAt: Date };

const formatOf = (contentType: string) => contentType.replace(/^image\//, "") as PhotoFormat;

async function photoRows(executor: Pick<Tx, "select">, productId: number): Promise<PhotoRow[]> {
  return executor.select(photoColumns).from(productImages).where(eq(productImages.productId, productId)).orderBy(asc(productImages.position), asc(productImages.id));
}

/** A product's photos in order, as its page shows them (no bytes). */
export async function productPhotos(productId: number): Promise<ProductPhoto[]> {
  const rows = await photoRows(await getDb(), productId);
  return rows.map(({ id, alt, contentType, width, height }) => ({ id, alt, format: formatOf(contentType), width, height }));
}

async function adminProductPhotos(productId: number): Promise<AdminProductPhoto[]> {
  const rows = await photoRows(await getDb(), productId);
  return rows.map((row) => ({ id: row.id, alt: row.alt, format: formatOf(row.contentType), width: row.width, height: row.height, position: row.position, createdAt: row.createdAt.toISOString() }));
}

/** The photos of the product `slug` for the back office, or null when there is no such product. */
export async function adminPhotosOfProduct(slug: string): Promise<AdminProductPhoto[] | null> {
  const db = await getDb();
  const [product] = await db.select({ id: products.id }).from(products).where(eq(products.slug, slug));
  return product ? adminProductPhotos(product.id) : null;
}

/** Adds a photo as the product's last: checked by content, stripped of metadata, stored with its sizes. */
export async function addProductPhoto(member: StaffMember, productSlug: string, bytes: Buffer, rawAlt: unknown): Promise<PhotoOutcome> {
  const alt = checkPhotoAlt(rawAlt);
  if (!alt.ok) return { ok: false, status: 400, code: alt.code, message: alt.message };
  const db = await getDb();
  const [product] = await db.select({ id: products.id }).from(products).where(eq(products.slug, productSlug));
  if (!product) return productNotFound(productSlug).outcome;
  const processed = await processPhoto(bytes);
  if (!processed.ok) return { ok: false, status: PHOTO_REFUSAL_STATUS[processed.code], code: processed.code, message: processed.message };
  const photo = processed.value;
  return changePhotos(productSlug, async (tx, locked) => {
    const rows = await photoRows(tx, locked.id);
    if (rows.length >= MAX_PHOTOS_PER_PRODUCT) {
      throw refuse(409, "tooManyPhotos", `This product already has ${MAX_PHOTOS_PER_PRODUCT} photos, the most it can have; delete one before adding another.`);
    }
    const position = (rows.at(-1)?.position ?? 0) + 1;
    const [image] = await tx
      .insert(productImages)
      .values({ productId: locked.id, position, alt: alt.value, contentType: photo.contentType, width: photo.width, height: photo.height, original: byteaValue(photo.original), createdBy: member.uid })
      .returning({ id: productImages.id });
    await tx.insert(productImageSizes).values(photo.sizes.map(({ bytes, ...size }) => ({ imageId: image.id, ...size, bytes: byteaValue(bytes) })));
    await recordActivity(tx, {
      member,
      action: "product.photo.add",
      subject: locked.slug,
      before: null,
      after: { photo: image.id, alt: alt.value, type: photo.contentType, width: photo.width, height: photo.height, position },
    });
  });
}

/** The photo `photoId` of `product`, or a 404 refusal. */
async function ownPhoto(tx: Tx, product: ProductRow, photoId: number): Promise<PhotoRow> {
  const [photo] = await tx.select({ ...photoColumns, productId: productImages.productId }).from(productImages).where(eq(productImages.id, photoId));
  if (!photo || photo.productId !== product.id) throw photoNotFound();
  return photo;
}

/** Changes a photo's alt text. */
export async function updatePhotoAlt(member: StaffMember, productSlug: string, photoId: number, rawAlt: unknown): Promise<PhotoOutcome> {
  const alt = checkPhotoAlt(rawAlt);
  if (!alt.ok) return { ok: false, status: 400, code: alt.code, message: alt.message };
  return changePhotos(productSlug, async (tx, product) => {
    const photo = await ownPhoto(tx, product, photoId);
    if (photo.alt === alt.value) return;
    await tx.update(productImages).set({ alt: alt.value }).where(eq(productImages.id, photoId));
    await recordActivity(tx, { member, action: "product.photo.alt", subject: product.slug, before: { photo: photoId, alt: photo.alt }, after: { photo: photoId, alt: alt.value } });
  });
}

/** Puts the product's photos in the order given; `photoIds` must name each of them once. */
export async function reorderProductPhotos(member: StaffMember, productSlug: string, photoIds: number[]): Promise<PhotoOutcome> {
  return changePhotos(productSlug, async (tx, product) => {
    const before = (await photoRows(tx, product.id)).map((row) => row.id);
    const same = photoIds.length === before.length && new Set(photoIds).size === photoIds.length && photoIds.every((id) => before.includes(id));
    if (!same) throw refuse(409, "photosChanged", "The product's photos changed since this page was loaded; reload the page and order them again.");
    if (photoIds.every((id, index) => before[index] === id)) return;
    for (const [index, id] of photoIds.entries()) {
      await tx.update(productImages).set({ position: index + 1 }).where(eq(productImages.id, id));
    }
    await recordActivity(tx, { member, action: "product.photo.reorder", subject: product.slug, before: { order: before }, after: { order: photoIds } });
  });
}

/** Deletes a photo and its sizes: their URLs answer 404 from then on. */
export async function deleteProductPhoto(member: StaffMember, productSlug: string, photoId: number): Promise<PhotoOutcome> {
  return changePhotos(productSlug, async (tx, product) => {
    const photo = await ownPhoto(tx, product, photoId);
    await tx.delete(productImages).where(eq(productImages.id, photoId)); // its sizes go with it (ON DELETE CASCADE)
    await recordActivity(tx, { member, action: "product.photo.delete", subject: product.slug, before: { photo: photoId, alt: photo.alt, position: photo.position }, after: null });
  });
}
