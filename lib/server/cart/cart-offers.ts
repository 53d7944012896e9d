import "server-only";
import { eq } from "drizzle-orm";
import { catalogueVersion } from "../catalogue/catalogue-version";
import type { Executor } from "./carts";
import { dbDialect } from "../platform/db";
import { productPacks, products } from "../schema";

// The price list cart syncs read: every published product and pack as an offer, kept in memory
// between syncs (see loadOffers for how it stays current across instances).

/** What the catalogue says about one line: product, and pack when there is one. */
export interface Offer {
  productName: string;
  sizeMl: number;
  unitGross: number;
  isVatable: boolean;
  multipackQuantity: number;
  /** The product's ABV in percent. */
  abv: number;
}

export const offerKey = (productSKU: string, multipackSKU: string | null) => `${productSKU}\u0000${multipackSKU ?? ""}`;

/** How long the in-memory price list may be reused before it is read again. */
export const OFFERS_TTL_MS = 60_000;

const OFFERS_KEY = Symbol.for("afc.server.cartOffers");
interface CachedOffers {
  loadedAt: number;
  version: string;
  offers: Promise<Map<string, Offer>>;
}
const offersCache = globalThis as typeof globalThis & { [OFFERS_KEY]?: CachedOffers };

/**
 * Every active product and pack as an offer keyed by product + pack SKU, read in one query and
 * kept in memory for OFFERS_TTL_MS, so a sync costs one write. invalidateCatalogue() (prices or
 * stock changed here) drops it at once; on a PostgreSQL server, where another instance may have
 * made the change, the catalogue version (lib/server/catalogue/catalogue-version.ts) is compared first.
 * Checkout re-prices from the database in its own transaction.
 * Keys pair a pack with its own product, so a pack SKU sent with another product finds no offer.
 */
export async function loadOffers(db: Executor, { fresh = false }: { fresh?: boolean } = {}): Promise<Map<string, Offer>> {
  if (fresh) return readOffers(db);
  const cached = offersCache[OFFERS_KEY];
  const version = dbDialect() === "pglite" ? "local" : await catalogueVersion(db);
  if (cached && cached.version === version && Date.now() - cached.loadedAt < OFFERS_TTL_MS) return cached.offers;
  const offers = readOffers(db);
  offersCache[OFFERS_KEY] = { loadedAt: Date.now(), version, offers };
  offers.catch(() => forgetOffers());
  return offers;
}

/** Drops the in-memory price list; the next sync reads the catalogue again. */
export function forgetOffers(): void {
  delete offersCache[OFFERS_KEY];
}

async function readOffers(db: Executor): Promise<Map<string, Offer>> {
  const rows = await db
    .select({
      sku: products.sku,
      name: products.name,
      sizeMl: products.sizeMl,
      pricePence: products.pricePence,
      isVatable: products.isVatable,
      abv: products.abv,
      packSku: productPacks.multipackSku,
      packQuantity: productPacks.quantity,
      packPricePence: productPacks.pricePence,
    })
    .from(products)
    .leftJoin(productPacks, eq(productPacks.productId, products.id))
    .where(eq(products.active, true));
  const offers = new Map<string, Offer>();
  for (const row of rows) {
    const product = { productName: row.name, sizeMl: row.sizeMl, isVatable: row.isVatable, abv: row.abv };
    offers.set(offerKey(row.sku, null), { ...product, unitGross: row.pricePence, multipackQuantity: 1 });
    if (row.packSku !== null && row.packQuantity !== null && row.packPricePence !== null) {
      offers.set(offerKey(row.sku, row.packSku), { ...product, unitGross: row.packPricePence, multipackQuantity: row.packQuantity });
    }
  }
  return offers;
}

