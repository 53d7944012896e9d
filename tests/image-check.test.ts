// Product photo checks (lib/media/image-check.ts): the type is read from the bytes, whatever the
// file is called, and every refusal is the sentence staff read beside the upload. Fixtures are
// real tiny images made with sharp, or literal bytes.
import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { checkPhotoAlt, checkPhotoBytes, checkPhotoDimensions, detectPhotoFormat, megabytesText, photoTooLargeMessage } from "@/lib/media/image-check";
import { MAX_PHOTO_BYTES } from "@/lib/media/limits";

const pixels = () => sharp({ create: { width: 8, height: 8, channels: 3, background: { r: 200, g: 40, b: 90 } } });

describe("photo type, read from the bytes", () => {
  it("recognises JPEG, PNG and WebP made by an encoder", async () => {
    expect(detectPhotoFormat(await pixels().jpeg().toBuffer())).toBe("jpeg");
    expect(detectPhotoFormat(await pixels().png().toBuffer())).toBe("png");
    expect(detectPhotoFormat(await pixels().webp().toBuffer())).toBe("webp");
    expect(checkPhotoBytes(await pixels().png().toBuffer())).toEqual({ ok: true, value: "png" });
  });

  it("refuses a GIF with a sentence naming it", async () => {
    const gif = await pixels().gif().toBuffer();
    expect(checkPhotoBytes(gif)).toEqual({ ok: false, code: "photoType", message: "This file is a GIF; upload a JPEG, PNG or WebP photo." });
  });

  it("refuses a text file, however it is named, and says why", () => {
    const text = new TextEncoder().encode("holiday-photo.jpg: definitely a photo\n");
    expect(checkPhotoBytes(text)).toEqual({
      ok: false,
      code: "photoType",
      message: "This file is not a photo the shop can read (not a JPEG, PNG or WebP, whatever its name says); upload a JPEG, PNG or WebP photo.",
    });
  });

  it("names an iPhone's HEIC photo and says how to get a JPEG", () => {
    const heic = Uint8Array.from([0, 0, 0, 0x18, ...new TextEncoder().encode("ftypheic"), 0, 0, 0, 0]);
    const check = checkPhotoBytes(heic);
    expect(check).toMatchObject({ ok: false, code: "photoType" });
    expect(!check.ok && check.message).toBe("This file is an HEIC photo; export it as a JPEG (on an iPhone: Settings › Camera › Formats › Most Compatible) and upload that.");
  });

  it("names a PDF and an SVG", () => {
    expect(checkPhotoBytes(new TextEncoder().encode("%PDF-1.7\n"))).toMatchObject({ message: "This file is a PDF document; upload a JPEG, PNG or WebP photo." });
    expect(checkPhotoBytes(new TextEncoder().encode('<svg xmlns="http://www.w3.org/2000/svg"/>'))).toMatchObject({ message: "This file is an SVG drawing; upload a JPEG, PNG or WebP photo." });
  });

  it("does not take RIFF audio for WebP", () => {
    const wav = new TextEncoder().encode("RIFF\x24\x00\x00\x00WAVEfmt ");
    expect(detectPhotoFormat(wav)).toBeNull();
  });

  it("refuses an empty file", () => {
    expect(checkPhotoBytes(new Uint8Array(0))).toEqual({ ok: false, code: "photoEmpty", message: "This file is empty; choose the photo again." });
  });
});

describe("photo size", () => {
  it("refuses a file over 10 MB with its size and the limit", () => {
    const big = new Uint8Array(Math.round(14.2 * 1024 * 1024));
    big.set([0xff, 0xd8, 0xff]);
    expect(checkPhotoBytes(big)).toEqual({
      ok: false,
      code: "photoTooLarge",
      message: "This photo is 14.2 MB; the limit is 10 MB. Please save it smaller (a JPEG at 85 % quality is plenty) and upload it again.",
    });
  });

  it("takes a file of exactly 10 MB, and refuses one byte more", () => {
    const limit = new Uint8Array(10 * 1024 * 1024);
    limit.set([0xff, 0xd8, 0xff]);
    expect(checkPhotoBytes(limit)).toEqual({ ok: true, value: "jpeg" });
    const over = new Uint8Array(10 * 1024 * 1024 + 1);
    over.set([0xff, 0xd8, 0xff]);
    expect(checkPhotoBytes(over)).toMatchObject({ ok: false, code: "photoTooLarge" });
    expect(MAX_PHOTO_BYTES).toBe(10 * 1024 * 1024);
  });

  it("writes sizes as file managers do, and a request refused unread without a figure", () => {
    expect(megabytesText(1.5 * 1024 * 1024)).toBe("1.5 MB");
    expect(megabytesText(10 * 1024 * 1024)).toBe("10 MB");
    expect(photoTooLargeMessage(null)).toBe("This photo is larger than 10 MB; save it smaller (a JPEG at 85 % quality is plenty) and upload it again.");
  });
});

describe("photo dimensions", () => {
  it("refuses more than 8000 px on a side", () => {
    expect(checkPhotoDimensions(9000, 1000)).toEqual({
      ok: false,
      code: "photoDimensions",
      message: "This photo is 9,000 × 1,000 pixels; the limit is 8,000 pixels on each side. Resize it, then upload it again.",
    });
  });

  it("refuses more than 40 megapixels", () => {
    expect(checkPhotoDimensions(7000, 6000)).toEqual({
      ok: false,
      code: "photoDimensions",
      message: "This photo is 7,000 × 6,000 pixels (42.0 megapixels); the limit is 40 megapixels. Resize it, then upload it again.",
    });
  });

  it("refuses fewer than 400 px on the short side", () => {
    expect(checkPhotoDimensions(1200, 399)).toEqual({
      ok: false,
      code: "photoDimensions",
      message: "This photo is 1,200 × 399 pixels; it needs at least 400 pixels on its shorter side to look sharp on the product page. Upload a larger version.",
    });
  });

  it("takes the limits themselves", () => {
    expect(checkPhotoDimensions(400, 400)).toEqual({ ok: true, value: { width: 400, height: 400 } });
    expect(checkPhotoDimensions(8000, 5000)).toEqual({ ok: true, value: { width: 8000, height: 5000 } });
  });
});

describe("alt text", () => {
  it("is required", () => {
    for (const alt of [undefined, "", "   "]) {
      expect(checkPhotoAlt(alt)).toEqual({ ok: false, code: "altText", message: "Describe the photo in a few words (its alt text), for shoppers who cannot see it." });
    }
  });

  it("needs at least 5 characters", () => {
    expect(checkPhotoAlt(" can ")).toEqual({ ok: false, code: "altText", message: 'The alt text "can" is too short; write at least 5 characters saying what the photo shows.' });
  });

  it("takes at most 200 characters", () => {
    expect(checkPhotoAlt("a".repeat(201))).toEqual({ ok: false, code: "altText", message: "The alt text is 201 characters; keep it to 200 (a sentence saying what the photo shows)." });
    expect(checkPhotoAlt("a".repeat(200))).toEqual({ ok: true, value: "a".repeat(200) });
  });

  it("is trimmed and its spaces made single", () => {
    expect(checkPhotoAlt("  A can of\n\npale ale  ")).toEqual({ ok: true, value: "A can of pale ale" });
  });
});
