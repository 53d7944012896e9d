import "server-only";
// The assistant's tools: plain functions with zod inputs over the catalogue, the shopper's own
// basket and orders, and the site's content. The built-in responder and the model path call the
// same ones; answers' products, prices and buttons come only from what these return.
import { and, eq, gt, ilike, inArray, or, sql } from "drizzle-orm";
import { z } from "zod";
import { boxFillSuggestions, type FillSuggestion, type Offer } from "@/lib/assistant/box-fill";
import { BOX_TYPES } from "@/lib/cart/boxes";
import type { BoxType, Cart } from "@/lib/cart/types";
import { cartValidity } from "@/lib/cart/validity";
import type { OrderView } from "@/lib/checkout/contract";
import type { ProductAsk } from "@/lib/assistant/reading";
import { BODY, DIETARY, GOOD_WITH, STAND_INS, SWEETNESS, keysOf } from "@/lib/catalogue/product-facts";
import { getProduct } from "../catalogue/product-pages";
import { playlists, videos } from "../content/content";
// Uncached: the assistant answers per request, also outside Next (its evaluation); one small query.
import { liveArticles } from "../content/stories";
import { getDb } from "../platform/db";
import { cartFromRow, findCart } from "../cart/carts";
import { courses, lessonsOf } from "../learn/courses";
import { findCustomerOrder, listOrdersOf } from "../orders/order-queries";
import { searchPodcasts } from "../podcasts/queries";
import { productPacks, products, talkThreads } from "../schema";
import { findProducts, type RankedProduct } from "./retrieve";

export const searchProductsInput = z.object({
  words: z.array(z.string().max(40)).max(8).default([]),
  categories: z.array(z.string().regex(/^[a-z0-9-]+$/)).max(12).default([]),
  standIns: z.array(z.enum(keysOf(STAND_INS))).max(6).default([]).describe("drinks to stand in for: gin, vodka, bitter-aperitif, cream-liqueur, stout …"),
  goodWith: z.array(z.enum(keysOf(GOOD_WITH))).max(6).default([]).describe("foods and occasions: curry, sunday-roast, barbecue, christmas …"),
  sweetness: z.array(z.enum(keysOf(SWEETNESS))).max(4).default([]),
  body: z.array(z.enum(keysOf(BODY))).max(3).default([]),
  dietary: z.array(z.enum(keysOf(DIETARY))).max(2).default([]),
  container: z.enum(["bottle", "can"]).nullable().default(null),
  maxAbv: z.number().min(0).max(0.5).nullable().default(null),
  maxPricePence: z.number().int().positive().nullable().default(null),
  minPricePence: z.number().int().nonnegative().nullable().default(null),
  sizes: z.array(z.number().int().positive()).max(4).default([]),
  sort: z.enum(["cheapest", "priciest", "lowestAbv", "sweetest", "driest", "fullest", "lightest"]).nullable().default(null),
  limit: z.number().int().min(1).max(6).default(3),
});

/** In-stock products ranked against the input (the same ranking the built-in responder uses). */
export async function searchProducts(raw: z.input<typeof searchProductsInput>): Promise<RankedProduct[]> {
  const { limit, categories, ...input } = searchProductsInput.parse(raw);
  const ask: ProductAsk = { ...input, categories, groups: [], rankWords: [] };
  return (await findProducts(ask, limit)).products;
}

/** A product's multipacks and cases, smallest first. */
export async function productPacksOf(slug: string): Promise<{ quantity: number; pricePence: number; multipackSku: string | null }[]> {
  const product = await getProduct(z.string().regex(/^[a-z0-9-]+$/).parse(slug));
  return product ? product.packs.map((pack) => ({ quantity: pack.quantity, pricePence: pack.pricePence, multipackSku: pack.multipackSku })) : [];
}

export const productDetails = (slug: string) => getProduct(z.string().regex(/^[a-z0-9-]+$/).parse(slug));

export const basketRef = z.object({ cartId: z.uuid(), guestId: z.string().max(100).nullable().default(null) });

/**
 * The shopper's own basket: a guest's by cart id and guest id together, a signed-in customer's by
 * cart id and their verified uid. Anyone else's cart is not found, whatever the question says.
 */
export async function basketOf(raw: z.input<typeof basketRef>, uid: string | null): Promise<Cart | null> {
  const ref = basketRef.safeParse(raw);
  if (!ref.success) return null;
  const row = await findCart(await getDb(), ref.data.cartId);
  if (!row || row.status !== "new") return null;
  const mine = uid ? row.customer === uid : row.customer === null && ref.data.guestId !== null && row.guestId === ref.data.guestId;
  return mine ? cartFromRow(row) : null;
}

export interface BoxFill {
  boxType: BoxType;
  remainder: number;
  suggestions: FillSuggestion[];
  /** The line each offer adds, for the "Add to basket" buttons. */
  offers: Map<string, { sizeMl: number; isVatable: boolean; productSku: string; productName: string }>;
}

const SIZE_RANGES: Record<BoxType, [number, number]> = { boxType_330: [1, 330], boxType_500: [331, 500], boxType_750: [501, 2000] };

/** In-stock offers (singles and multipacks) for one box type, those in the basket's categories first. */
async function offersFor(boxType: BoxType, preferSkus: Set<string>): Promise<{ offers: Offer[]; facts: BoxFill["offers"] }> {
  const db = await getDb();
  const [min, max] = SIZE_RANGES[boxType];
  const rows = await db
    .select({ id: products.id, sku: products.sku, slug: products.slug, name: products.name, brand: products.brand, price: products.pricePence, stock: products.stock, sizeMl: products.sizeMl, isVatable: products.isVatable, category: products.primaryCategoryId })
    .from(products)
    .where(and(eq(products.active, true), gt(products.stock, 0), sql`${products.sizeMl} between ${min} and ${max}`));
  const preferredCategories = new Set(rows.filter((row) => preferSkus.has(row.sku)).map((row) => row.category));
  const ordered = [...rows].sort((a, b) => Number(preferredCategories.has(b.category)) - Number(preferredCategories.has(a.category)) || a.price - b.price);
  const packs = ordered.length ? await db.select().from(productPacks).where(inArray(productPacks.productId, ordered.map((row) => row.id))) : [];
  const offers: Offer[] = [];
  const facts: BoxFill["offers"] = new Map();
  for (const row of ordered) {
    const name = `${row.brand} ${row.name}`;
    facts.set(row.slug, { sizeMl: row.sizeMl, isVatable: row.isVatable, productSku: row.sku, productName: row.name });
    const preferred = preferredCategories.has(row.category);
    offers.push({ productSlug: row.slug, name, packSku: null, units: 1, pricePence: row.price, stockUnits: row.stock, preferred });
    for (const pack of packs.filter((candidate) => candidate.productId === row.id)) {
      offers.push({ productSlug: row.slug, name, packSku: pack.multipackSku, units: pack.quantity, pricePence: pack.pricePence, stockUnits: row.stock, preferred });
    }
  }
  return { offers, facts };
}

/** For every box of the basket that is not full: what it needs, and ways to fill it exactly. */
export async function boxFillsFor(cart: Cart, budgetPence: number | null): Promise<BoxFill[]> {
  const { remainders } = cartValidity(cart.items);
  const inBasket = new Set(cart.items.map((item) => item.metadata.productSKU));
  const fills: BoxFill[] = [];
  for (const boxType of BOX_TYPES) {
    const remainder = remainders[boxType];
    if (remainder <= 0) continue;
    const { offers, facts } = await offersFor(boxType, inBasket);
    fills.push({ boxType, remainder, suggestions: boxFillSuggestions(remainder, offers, { budgetPence: budgetPence ?? undefined, limit: 3 }), offers: facts });
  }
  return fills;
}

export interface ContentHit {
  title: string;
  href: string;
  kind: "story" | "course" | "lesson" | "episode" | "thread" | "video" | "music";
}

const matches = (text: string, words: string[]) => {
  const lower = text.toLowerCase();
  return words.filter((word) => lower.includes(word)).length;
};

/** Stories, courses and lessons, podcast episodes and community threads, by words. */
export async function searchContent(kind: "story" | "course" | "episode" | "thread" | "video" | "music" | null, words: string[], limit = 3): Promise<ContentHit[]> {
  const terms = words.map((word) => word.toLowerCase()).filter((word) => word.length > 2).slice(0, 8);
  const ranked = <T,>(items: T[], text: (item: T) => string) =>
    items
      .map((item) => ({ item, score: terms.length ? matches(text(item), terms) : 1 }))
      .filter((entry) => entry.score > 0)
      .sort((a, b) => b.score - a.score)
      .map((entry) => entry.item);
  if (kind === "course") {
    const written = await courses();
    const lessonHits = (await Promise.all(written.map(async (course) => (await lessonsOf(course.slug)).map((lesson) => ({ course, lesson }))))).flat();
    const courseHits = ranked(written, (course) => `${course.title} ${course.summary} ${course.audience}`).map((course) => ({ title: course.title, href: `/learn/${course.slug}`, kind: "course" as const }));
    const lessons = terms.length ? ranked(lessonHits, ({ lesson }) => `${lesson.title} ${lesson.summary}`).map(({ course, lesson }) => ({ title: `${lesson.title} (${course.title})`, href: `/learn/${course.slug}/${lesson.slug}`, kind: "lesson" as const })) : [];
    return [...lessons, ...courseHits].slice(0, limit);
  }
  if (kind === "episode") {
    const found = await searchPodcasts(terms.join(" ") || "alcohol", limit);
    return found.episodes.slice(0, limit).map((episode) => ({ title: `${episode.title} (${episode.show.title})`, href: `/listen/podcasts/episode/${episode.show.slug}/${episode.slug}`, kind: "episode" as const }));
  }
  if (kind === "video") {
    const all = await videos();
    const found = ranked(all, (video) => `${video.title} ${video.description} ${video.theme}`);
    return (found.length ? found : all).slice(0, limit).map((video) => ({ title: video.title, href: `/watch/${video.slug}`, kind: "video" as const }));
  }
  if (kind === "music") {
    const all = await playlists();
    const found = ranked(all, (playlist) => `${playlist.title} ${playlist.description}`);
    return (found.length ? found : all).slice(0, limit).map((playlist) => ({ title: playlist.title, href: `/music#playlist-${playlist.slug}`, kind: "music" as const }));
  }
  if (kind === "thread") {
    const db = await getDb();
    const rows = await db
      .select({ id: talkThreads.id, slug: talkThreads.slug, title: talkThreads.title })
      .from(talkThreads)
      .where(terms.length ? or(...terms.map((term) => ilike(talkThreads.title, `%${term.replace(/[%_\\]/g, "")}%`))) : undefined)
      .orderBy(sql`${talkThreads.lastPostedAt} desc`)
      .limit(limit);
    return rows.map((row) => ({ title: row.title, href: `/talk/t/${row.id}/${row.slug}`, kind: "thread" as const }));
  }
  return ranked(await liveArticles(), (article) => `${article.title} ${article.standfirst} ${article.topics.join(" ")} ${article.section}`)
    .slice(0, limit)
    .map((article) => ({ title: article.title, href: `/article/${article.slug}`, kind: "story" as const }));
}

/** A signed-in customer's own order by number, or their latest orders; never anyone else's. */
export async function ordersFor(uid: string, number: number | null): Promise<OrderView[]> {
  if (number !== null) {
    const order = await findCustomerOrder(uid, number);
    return order ? [order] : [];
  }
  return listOrdersOf(uid, 3);
}

