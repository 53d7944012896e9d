// Making a product photo ready to store (lib/server/media/photo-processing.ts): a file that only
// starts like a JPEG is refused, metadata (EXIF, GPS) does not survive, a sideways phone photo is
// turned upright, and the sizes are the shop's widths up to the original's, in WebP and the
// original's format.
import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { processPhoto } from "@/lib/server/media/photo-processing";

const photo = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: { r: 30, g: 120, b: 200 } } });

describe("processing an upload", () => {
  it("refuses bytes that start like a JPEG but do not decode", async () => {
    const fake = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.from("not really a photo at all")]);
    expect(await processPhoto(fake)).toEqual({
      ok: false,
      code: "photoUnreadable",
      message: "This file starts like a JPEG but cannot be read as a photo: it may be damaged or cut short. Export the photo again and upload the new file.",
    });
  });

  it("refuses a real JPEG cut short", async () => {
    const whole = await photo(800, 600).jpeg().toBuffer();
    expect(await processPhoto(whole.subarray(0, Math.floor(whole.length / 2)))).toMatchObject({ ok: false, code: "photoUnreadable" });
  });

  it("refuses a photo too small on its short side, by its real dimensions", async () => {
    expect(await processPhoto(await photo(900, 300).png().toBuffer())).toMatchObject({ ok: false, code: "photoDimensions", message: expect.stringContaining("900 × 300 pixels") });
  });

  it("strips EXIF and GPS, and makes 320 and 640 px sizes of an 800 px JPEG in WebP and JPEG", async () => {
    const upload = await photo(800, 600)
      .jpeg()
      .withExif({ IFD0: { Artist: "Staff Camera", Copyright: "secret" }, IFD3: { GPSLatitudeRef: "N", GPSLatitude: "51/1 30/1 0/1" } })
      .toBuffer();
    expect((await sharp(upload).metadata()).exif).toBeDefined();
    const result = await processPhoto(upload);
    if (!result.ok) throw new Error(result.message);
    const processed = result.value;
    expect(processed).toMatchObject({ format: "jpeg", contentType: "image/jpeg", width: 800, height: 600 });
    expect(processed.sizes.map((size) => `${size.width} ${size.format} ${size.contentType}`).sort()).toEqual([
      "320 jpeg image/jpeg",
      "320 webp image/webp",
      "640 jpeg image/jpeg",
      "640 webp image/webp",
    ]);
    for (const bytes of [processed.original, ...processed.sizes.map((size) => size.bytes)]) {
      const metadata = await sharp(bytes).metadata();
      expect(metadata.exif).toBeUndefined();
      expect(metadata.xmp).toBeUndefined();
      expect(bytes.includes(Buffer.from("Staff Camera"))).toBe(false);
    }
    const small = processed.sizes.find((size) => size.width === 320 && size.format === "webp")!;
    expect(await sharp(small.bytes).metadata()).toMatchObject({ format: "webp", width: 320, height: 240 });
  });

  it("turns a sideways phone photo upright (EXIF orientation 6) before measuring it", async () => {
    const sideways = await photo(1000, 500).jpeg().withMetadata({ orientation: 6 }).toBuffer();
    const result = await processPhoto(sideways);
    if (!result.ok) throw new Error(result.message);
    expect(result.value).toMatchObject({ width: 500, height: 1000 });
    expect(await sharp(result.value.original).metadata()).toMatchObject({ width: 500, height: 1000 });
    expect(result.value.sizes.map((size) => size.width).sort()).toEqual([320, 320]);
  });

  it("makes a WebP original's sizes in WebP only, and a PNG's in WebP and PNG", async () => {
    const webp = await processPhoto(await photo(1300, 700).webp().toBuffer());
    if (!webp.ok) throw new Error(webp.message);
    expect(webp.value.sizes.map((size) => `${size.width} ${size.format}`).sort()).toEqual(["1280 webp", "320 webp", "640 webp", "960 webp"]);
    const png = await processPhoto(await photo(640, 640).png().toBuffer());
    if (!png.ok) throw new Error(png.message);
    expect(png.value.sizes.map((size) => `${size.width} ${size.format}`).sort()).toEqual(["320 png", "320 webp", "640 png", "640 webp"]);
  });
});
