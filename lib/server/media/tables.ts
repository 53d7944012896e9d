// Product photos: the original as uploaded (checked by content) and its responsive sizes, kept in
// PostgreSQL so every instance can serve them without shared disk. Re-exported by lib/server/schema.ts.
import { customType, index, integer, pgTable, primaryKey, serial, text, timestamp } from "drizzle-orm/pg-core";
import { products } from "../catalogue/tables";

const bytea = customType<{ data: Buffer; driverData: Buffer }>({ dataType: () => "bytea" });

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
