// Product photos: the original as uploaded (checked by content) and its responsive sizes, kept in
// PostgreSQL so every instance can serve them without shared disk. Re-exported by lib/server/schema.ts.
import { sql } from "drizzle-orm";
import { customType, index, integer, pgTable, primaryKey, serial, text, timestamp } from "drizzle-orm/pg-core";
import { products } from "../catalogue/tables";

/** A bytea column: files kept in PostgreSQL so every instance of a cluster serves them. */
export const bytea = customType<{ data: Buffer; driverData: Buffer }>({ dataType: () => "bytea" });

/**
 * Bytes to write to a bytea column, sent as base64 text: PGlite serialises a binary parameter byte
 * by byte (about 5 s for a 3.5 MB original on this machine, against under 1 s as text); PostgreSQL
 * decodes either equally fast.
 */
export const byteaValue = (bytes: Buffer) => sql<Buffer>`decode(${bytes.toString("base64")}, 'base64')`;

export const productImages = pgTable(
  "product_images",
  {
    id: serial("id").primaryKey(),
    productId: integer("product_id").notNull().references(() => products.id, { onDelete: "cascade" }),
    /** Order on the product page; the lowest is the product's main picture in listings. */
    position: integer("position").notNull(),
    /** Required: what the photo shows, for people who cannot see it. */
    alt: text("alt").notNull(),
    /** The original's type, read from its bytes: image/jpeg, image/png or image/webp. */
    contentType: text("content_type").notNull(),
    width: integer("width").notNull(),
    height: integer("height").notNull(),
    original: bytea("original").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    createdBy: text("created_by").notNull(),
  },
  (table) => [index("product_images_product_idx").on(table.productId, table.position)],
);

/** A resized copy of a photo: one row per width and format (WebP and the original's format). */
export const productImageSizes = pgTable(
  "product_image_sizes",
  {
    imageId: integer("image_id").notNull().references(() => productImages.id, { onDelete: "cascade" }),
    width: integer("width").notNull(),
    /** "webp", "jpeg" or "png". */
    format: text("format").notNull(),
    contentType: text("content_type").notNull(),
    bytes: bytea("bytes").notNull(),
  },
  (table) => [primaryKey({ columns: [table.imageId, table.width, table.format] })],
);

/**
 * The newsroom's media library (lib/media/library-contract.ts): a picture editors upload once and
 * use in stories, heroes and portraits at /media/library/<id>.webp. "Replace" writes new bytes and
 * a new version under the same id, so every use shows the new picture without an edit.
 */
export const mediaImages = pgTable("media_images", {
  id: serial("id").primaryKey(),
  /** The suggested alt text: the editor still confirms it where the picture is placed. */
  alt: text("alt").notNull(),
  /** Who made the picture ("Photo: …"), shown to editors; empty when none is owed. */
  credit: text("credit").notNull().default(""),
  /** The terms it is used under ("Our own", "CC BY 4.0"). */
  licence: text("licence").notNull().default(""),
  /** The original's type, read from its bytes. */
  contentType: text("content_type").notNull(),
  width: integer("width").notNull(),
  height: integer("height").notNull(),
  original: bytea("original").notNull(),
  /** 1 at upload, +1 at each replacement: the served files' ETag. */
  version: integer("version").notNull().default(1),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  createdBy: text("created_by").notNull(),
  createdByEmail: text("created_by_email"),
  updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  updatedBy: text("updated_by"),
  updatedByEmail: text("updated_by_email"),
});

/** A library picture's served sizes, in WebP: one row per width, rewritten at each replacement. */
export const mediaImageSizes = pgTable(
  "media_image_sizes",
  {
    imageId: integer("image_id").notNull().references(() => mediaImages.id, { onDelete: "cascade" }),
    width: integer("width").notNull(),
    bytes: bytea("bytes").notNull(),
  },
  (table) => [primaryKey({ columns: [table.imageId, table.width] })],
);
