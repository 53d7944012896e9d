// Validation of cart sync request bodies (zod), for the server. The browser's cart is a draft: only
// what a shopper chose is read; everything else is recomputed from the catalogue.
import { z } from "zod";
import { MAX_CART_CODES, normaliseCode } from "../discounts/contract";
import { MAX_CART_LINES, MAX_LINE_QUANTITY } from "./sync-contract";
import type { CartLastAction } from "./types";

const sku = z.string().trim().min(1).max(64);

/** One line as the server reads it; anything else the browser sends about the line is ignored. */
export const draftItemSchema = z.object({
  id: z.string().max(64).optional(),
  quantity: z.number().int().min(1).max(MAX_LINE_QUANTITY),
  metadata: z.object({
    productSKU: sku,
    multipackSKU: sku.nullable().optional().default(null),
    itemUUID: z.string().max(64).optional(),
  }),
  dateAdded: z.string().max(40).optional(),
  /**
   * The unit price the shopper last saw, only so the server can say a price changed (never used
   * as a price). Anything malformed here is ignored rather than failing the sync.
   */
  itemPrice: z.object({ gross: z.number().int().min(0) }).optional().catch(undefined),
});

const lastActionSchema = z.enum(["cartCreated", "itemAdded", "itemUpdated", "itemRemoved", "cartEmptied"]) satisfies z.ZodType<CartLastAction>;

export const draftCartSchema = z.object({
  /** null or absent for a cart the server has not stored yet. */
  id: z.string().uuid().nullable().optional().default(null),
  items: z.array(draftItemSchema).max(MAX_CART_LINES),
  guestId: z.string().uuid().nullable().optional().default(null),
  customer: z.string().max(128).nullable().optional().default(null),
  shippingMethod: z.string().max(32).optional().default("standard"),
  /** The server version this draft was based on (0 for a new cart). */
  version: z.number().int().min(0).optional().default(0),
  /** The shopper's last action; an unknown value is ignored (the server then says "itemUpdated"). */
  lastAction: lastActionSchema.optional().catch(undefined),
  /**
   * The discount codes in the basket, as typed (only the codes: the server decides what each is
   * worth; any amount the browser sends is never read). Normalised, blanks and repeats dropped.
   */
  discountCodes: z
    .array(z.string().max(40))
    .max(MAX_CART_CODES)
    .optional()
    .default([])
    .transform((codes) => [...new Set(codes.map(normaliseCode).filter(Boolean))]),
});

export const syncGuestBodySchema = z.object({
  cart: draftCartSchema,
  shouldReturnCart: z.boolean().optional().default(true),
});

export const syncUserBodySchema = syncGuestBodySchema.extend({
  userId: z.string().min(1).max(128),
});

export type DraftCart = z.input<typeof draftCartSchema>;
/** A draft after validation (defaults applied), as the server reads it. */
export type ParsedDraftCart = z.output<typeof draftCartSchema>;
export type ParsedDraftItem = z.output<typeof draftItemSchema>;
export type SyncGuestBody = z.input<typeof syncGuestBodySchema>;
export type SyncUserBody = z.input<typeof syncUserBodySchema>;
