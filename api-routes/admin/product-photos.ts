import { isProductSlug } from "@/lib/admin/product-schemas";
import { PHOTO_ALT_FIELD, PHOTO_FILE_FIELD, parsePhotoId, photoAltBodySchema, photoOrderBodySchema } from "@/lib/media/contract";
import {
  addProductPhoto,
  adminPhotosOfProduct,
  deleteProductPhoto,
  reorderProductPhotos,
  updatePhotoAlt,
  type PhotoOutcome,
} from "@/lib/server/media/product-photos";
import { json, jsonError, readJsonBody, withDatabase } from "../http";
import { readPhotoUpload } from "./photo-upload";
import { authoriseStaff } from "./staff-auth";

// /api/admin/products/<slug>/photos: a product's photos in the back office (lib/media/contract.ts).
// Staff only (./staff-auth.ts; writes with a Bearer token). An upload is multipart/form-data with
// the file and its alt text (./photo-upload.ts); its size is refused from Content-Length before anything is read, and
// counted while reading when the header is absent or lies. What the file is comes from its bytes
// (lib/server/media/photo-processing.ts), never from its name or declared type.

type SlugContext = { params: Promise<{ slug: string }> };
type PhotoContext = { params: Promise<{ slug: string; photoId: string }> };

/** JSON bodies here are an alt text or a list of at most 12 ids. */
const MAX_JSON_BODY_BYTES = 4 * 1024;

const productNotFound = (slug: string) => jsonError(404, "productNotFound", `There is no product ${slug}.`);
const photoNotFound = () => jsonError(404, "photoNotFound", "This photo is no longer on this product; reload the page to see its photos now.");

function answer(outcome: PhotoOutcome, status = 200): Response {
  return outcome.ok ? json({ data: { photos: outcome.photos } }, status) : jsonError(outcome.status, outcome.code, outcome.message);
}

/** GET /api/admin/products/<slug>/photos */
export async function handleProductPhotoList(request: Request, context: SlugContext): Promise<Response> {
  const auth = await authoriseStaff(request);
  if ("response" in auth) return auth.response;
  const { slug } = await context.params;
  if (!isProductSlug(slug)) return productNotFound(slug);
  return withDatabase(async () => {
    const photos = await adminPhotosOfProduct(slug);
    return photos ? json({ data: { photos } }) : productNotFound(slug);
  });
}

/** POST /api/admin/products/<slug>/photos: multipart/form-data with `file` and `alt`; 201 with the product's photos. */
export async function handleProductPhotoUpload(request: Request, context: SlugContext): Promise<Response> {
  const auth = await authoriseStaff(request);
  if ("response" in auth) return auth.response;
  const { slug } = await context.params;
  if (!isProductSlug(slug)) return productNotFound(slug);
  const read = await readPhotoUpload(request, "its file and its alt text");
  if (!read.ok) return read.response;
  const form = read.form;
  const file = form.get(PHOTO_FILE_FIELD);
  if (!(file instanceof Blob)) return jsonError(400, "photoMissing", "Choose a photo to upload.");
  const bytes = Buffer.from(await file.arrayBuffer());
  const alt = form.get(PHOTO_ALT_FIELD);
  return withDatabase(async () => answer(await addProductPhoto(auth.member, slug, bytes, typeof alt === "string" ? alt : ""), 201));
}

/** PUT /api/admin/products/<slug>/photos/order with { photoIds } (every photo of the product, in the new order). */
export async function handleProductPhotoOrder(request: Request, context: SlugContext): Promise<Response> {
  const auth = await authoriseStaff(request);
  if ("response" in auth) return auth.response;
  const body = await readJsonBody(request, MAX_JSON_BODY_BYTES, photoOrderBodySchema);
  if (!body.ok) return body.response;
  const { slug } = await context.params;
  if (!isProductSlug(slug)) return productNotFound(slug);
  return withDatabase(async () => answer(await reorderProductPhotos(auth.member, slug, body.data.photoIds)));
}

/** PATCH /api/admin/products/<slug>/photos/<id> with { alt } */
export async function handleProductPhotoUpdate(request: Request, context: PhotoContext): Promise<Response> {
  const auth = await authoriseStaff(request);
  if ("response" in auth) return auth.response;
  const body = await readJsonBody(request, MAX_JSON_BODY_BYTES, photoAltBodySchema);
  if (!body.ok) return body.response;
  const { slug, photoId } = await context.params;
  if (!isProductSlug(slug)) return productNotFound(slug);
  const id = parsePhotoId(photoId);
  if (id === null) return photoNotFound();
  return withDatabase(async () => answer(await updatePhotoAlt(auth.member, slug, id, body.data.alt)));
}

/** DELETE /api/admin/products/<slug>/photos/<id> */
export async function handleProductPhotoDelete(request: Request, context: PhotoContext): Promise<Response> {
  const auth = await authoriseStaff(request);
  if ("response" in auth) return auth.response;
  const { slug, photoId } = await context.params;
  if (!isProductSlug(slug)) return productNotFound(slug);
  const id = parsePhotoId(photoId);
  if (id === null) return photoNotFound();
  return withDatabase(async () => answer(await deleteProductPhoto(auth.member, slug, id)));
}
