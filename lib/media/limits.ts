// The limits of a product photo upload, in one place with no imports: next.config.ts reads the
// body limit (its proxy buffers request bodies), the API and the back office's form read the rest.

/**
 * 10 MB: a full-resolution photo from a phone or a 24 MP camera saved as a good JPEG is 4-9 MB,
 * and a PNG or WebP of a product shot is smaller still. More is a RAW export or an uncompressed
 * scan, which the shop would only shrink again. (MB here is 1024 × 1024 bytes, as file managers show it.)
 */
export const MAX_PHOTO_BYTES = 10 * 1024 * 1024;

/**
 * 40 megapixels: above the 24-33 MP of most cameras and the 12-24 MP of phones, and the most this
 * server will decode (a 40 MP picture is 160 MB of pixels in memory while its sizes are made).
 */
export const MAX_PHOTO_PIXELS = 40_000_000;

/** 8000 px on either side: a strip of 8000 × 5000 is already 40 MP; longer is a panorama, not a product. */
export const MAX_PHOTO_SIDE = 8000;

/**
 * 400 px on the short side: the product page shows the photo at up to 400 CSS px wide, and a
 * smaller picture would look blurred there on every screen.
 */
export const MIN_PHOTO_SHORT_SIDE = 400;

/** Alt text: at least a few words saying what the photo shows; at most a sentence or two. */
export const MIN_ALT_LENGTH = 5;
export const MAX_ALT_LENGTH = 200;

/** Photos per product: a gallery, not an archive (each photo stores its original and up to 8 sizes). */
export const MAX_PHOTOS_PER_PRODUCT = 12;

/**
 * The largest upload request: the photo plus the multipart form's boundaries, part headers and
 * the alt text (200 characters, at most 800 bytes in UTF-8), with room to spare.
 */
export const MAX_PHOTO_UPLOAD_BODY_BYTES = MAX_PHOTO_BYTES + 16 * 1024;

/** Photos a customer may send with a damage report (lib/damage/contract.ts re-exports it). */
export const MAX_DAMAGE_PHOTOS = 3;

/** The largest damage report request: three photos at the limit, plus the form's other fields. */
export const MAX_DAMAGE_UPLOAD_BODY_BYTES = MAX_DAMAGE_PHOTOS * MAX_PHOTO_BYTES + 32 * 1024;

/**
 * 40 MB: WATCH's videos are short films (the demo's run 30-60 s at under 1 MB each); at a web
 * quality of 1-2.5 Mbit/s, 40 MB is two to five minutes. A longer or heavier file should be
 * exported again for the web rather than stored whole in the database (lib/server/watch/video-files.ts).
 */
export const MAX_VIDEO_BYTES = 40 * 1024 * 1024;

/** 30 minutes: the longest running time a WATCH video may have. */
export const MAX_VIDEO_SECONDS = 30 * 60;

/** 256 KB: a 30-minute film's WebVTT captions are about 40-60 KB. */
export const MAX_CAPTIONS_BYTES = 256 * 1024;

/** The largest "Add a video" request: the video, its captions and the form's fields, with room to spare. */
export const MAX_VIDEO_UPLOAD_BODY_BYTES = MAX_VIDEO_BYTES + MAX_CAPTIONS_BYTES + 32 * 1024;
