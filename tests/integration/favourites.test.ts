// The favourites API (api-routes/favourites.ts, issue 28.2) against a real database (PGlite, or
// PostgreSQL under scripts/with-postgres.sh) and real Firebase Auth emulator tokens: identity only
// from a verified token, every answer the caller's whole list, newest first.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { eq, sql } from "drizzle-orm";
import { handleAddFavourite, handleListFavourites, handleMergeFavourites, handleRemoveFavourite } from "@/api-routes/favourites";
import { SEED_PRODUCTS } from "@/lib/catalogue/seed-data";
import { MAX_FAVOURITES, type FavouriteItem } from "@/lib/favourites/contract";
import { getDb } from "@/lib/server/platform/db";
import { products } from "@/lib/server/schema";
import { freshIp } from "../support/api-asserts";
import { signUpEmulatorUser, type Json } from "../support/handlers";
import { dropFreshDatabase, engineName, useFreshDatabase } from "./test-db";

beforeAll(useFreshDatabase);
afterAll(dropFreshDatabase);

const BASE = "http://localhost/api/account/favourites";
const [a, b, c, d, e] = SEED_PRODUCTS.map((product) => product.slug);

function headers(token: string | undefined, extra: Record<string, string> = {}): Record<string, string> {
  return { "x-forwarded-for": freshIp(), ...(token === undefined ? {} : { authorization: `Bearer ${token}` }), ...extra };
}

async function read(response: Response): Promise<{ status: number; body: Json; cacheControl: string | null }> {
  return { status: response.status, body: (await response.json()) as Json, cacheControl: response.headers.get("cache-control") };
}

const context = (slug: string) => ({ params: Promise.resolve({ slug }) });
const list = async (token?: string) => read(await handleListFavourites(new Request(BASE, { headers: headers(token) })));
const put = async (token: string | undefined, slug: string) =>
  read(await handleAddFavourite(new Request(`${BASE}/${slug}`, { method: "PUT", headers: headers(token) }), context(slug)));
const remove = async (token: string | undefined, slug: string) =>
  read(await handleRemoveFavourite(new Request(`${BASE}/${slug}`, { method: "DELETE", headers: headers(token) }), context(slug)));
const merge = async (token: string | undefined, body: unknown) =>
  read(
    await handleMergeFavourites(
      new Request(`${BASE}/merge`, { method: "POST", headers: headers(token, { "content-type": "application/json" }), body: typeof body === "string" ? body : JSON.stringify(body) }),
    ),
  );

const slugsOf = (body: Json) => (body.favourites as FavouriteItem[]).map((item) => item.product.slug);
const datesOf = (body: Json) => Object.fromEntries((body.favourites as FavouriteItem[]).map((item) => [item.product.slug, item.addedAt]));

async function setActive(slug: string, active: boolean): Promise<void> {
  const db = await getDb();
  await db.update(products).set({ active }).where(eq(products.slug, slug));
}

/** An unsigned token claiming another uid: the admin SDK refuses it. */
function forgedToken(token: string, uid: string): string {
  const [header, payload] = token.split(".");
  const claims = JSON.parse(Buffer.from(payload, "base64url").toString());
  return `${header}.${Buffer.from(JSON.stringify({ ...claims, sub: uid, user_id: uid })).toString("base64url")}.`;
}

describe(`favourites API (${engineName()})`, () => {
  it("refuses every endpoint without a token or with a garbage one (401)", async () => {
    for (const token of [undefined, "not-a-token"]) {
      for (const answer of [await list(token), await put(token, a), await remove(token, a), await merge(token, { slugs: [a] })]) {
        expect(answer.status).toBe(401);
        expect(answer.body.code).toBe("unauthorised");
      }
    }
  });

  describe.runIf(process.env.FIREBASE_AUTH_EMULATOR_HOST)("with emulator users", () => {
    it("adds, lists newest first with the product as listings show it, and removes", async () => {
      const user = await signUpEmulatorUser("favourites");
      const empty = await list(user.token);
      expect(empty.status).toBe(200);
      expect(empty.body).toEqual({ favourites: [] });
      expect(empty.cacheControl).toBe("private, no-store");

      const first = await put(user.token, a);
      expect(first.status).toBe(200);
      expect(first.cacheControl).toBe("private, no-store");
      expect(slugsOf(first.body)).toEqual([a]);
      const seeded = SEED_PRODUCTS.find((product) => product.slug === a)!;
      const item = (first.body.favourites as FavouriteItem[])[0];
      expect(item.product).toMatchObject({ slug: a, sku: seeded.sku, name: seeded.name, brand: seeded.brand, pricePence: seeded.pricePence });
      expect(typeof item.product.stock).toBe("number");
      expect(item.product.imageUrl).toContain(a);
      expect(Number.isNaN(Date.parse(item.addedAt))).toBe(false);

      expect(slugsOf((await put(user.token, b)).body)).toEqual([b, a]);
      // Hearting again changes nothing, and keeps the first date.
      const again = await put(user.token, a);
      expect(slugsOf(again.body)).toEqual([b, a]);
      expect(datesOf(again.body)[a]).toBe(item.addedAt);

      const removed = await remove(user.token, a);
      expect(removed.status).toBe(200);
      expect(removed.cacheControl).toBe("private, no-store");
      expect(slugsOf(removed.body)).toEqual([b]);
      // Removing what is not a favourite is not an error.
      expect(await remove(user.token, a)).toMatchObject({ status: 200, body: { favourites: [expect.objectContaining({ product: expect.objectContaining({ slug: b }) })] } });
      expect(slugsOf((await list(user.token)).body)).toEqual([b]);
    });

    it("answers 404 for a slug no product has, and 400 for one that is not a slug", async () => {
      const user = await signUpEmulatorUser("favourites");
      const unknown = await put(user.token, "no-such-product");
      expect(unknown.status).toBe(404);
      expect(unknown.body.code).toBe("unknownProduct");
      expect(unknown.body.message).toEqual(expect.any(String));
      for (const bad of ["Not_A_Slug", "x".repeat(121), ""]) {
        const refused = await put(user.token, bad);
        expect(refused.status).toBe(400);
        expect(refused.body.message).toEqual(expect.any(String));
        expect((await remove(user.token, bad)).status).toBe(400);
      }
      expect((await list(user.token)).body).toEqual({ favourites: [] });
    });

    it("merges a guest's favourites once: again with the same slugs adds nothing, unknown ones are skipped, the guest's order is kept", async () => {
      const user = await signUpEmulatorUser("favourites");
      await put(user.token, c); // already a favourite before signing in: keeps its date
      const before = datesOf((await list(user.token)).body);

      const merged = await merge(user.token, { slugs: [a, "no-such-product", b, c, a] });
      expect(merged.status).toBe(200);
      expect(merged.cacheControl).toBe("private, no-store");
      // Oldest first in the body: the last merged is the newest.
      expect(slugsOf(merged.body)).toEqual([b, a, c]);
      expect(datesOf(merged.body)[c]).toBe(before[c]);

      const twice = await merge(user.token, { slugs: [a, "no-such-product", b, c, a] });
      expect(twice.status).toBe(200);
      expect(twice.body).toEqual(merged.body);
      expect(slugsOf((await list(user.token)).body)).toEqual([b, a, c]);

      expect(slugsOf((await merge(user.token, { slugs: [] })).body)).toEqual([b, a, c]);
    });

    it("refuses a malformed merge body with 400 and a message", async () => {
      const user = await signUpEmulatorUser("favourites");
      const bodies: unknown[] = [
        "not json",
        [a],
        {},
        { slugs: a },
        { slugs: ["Not_A_Slug"] },
        { slugs: [a], uid: "someone-else" },
        { slugs: Array.from({ length: 201 }, (_, index) => `p-${index}`) },
      ];
      for (const body of bodies) {
        const refused = await merge(user.token, body);
        expect(refused.status, JSON.stringify(body)).toBe(400);
        expect(refused.body.code).toBe("invalidBody");
        expect(refused.body.message).toEqual(expect.stringMatching(/\S/));
      }
      expect((await list(user.token)).body).toEqual({ favourites: [] });
    });

    it("keeps each customer's favourites apart: another token reads and changes only its own", async () => {
      const ada = await signUpEmulatorUser("favourites");
      const bob = await signUpEmulatorUser("favourites");
      await put(ada.token, a);
      await put(ada.token, b);
      const adas = (await list(ada.token)).body;

      expect((await list(bob.token)).body).toEqual({ favourites: [] });
      expect(slugsOf((await put(bob.token, a)).body)).toEqual([a]);
      expect(slugsOf((await remove(bob.token, b)).body)).toEqual([a]);
      expect(slugsOf((await remove(bob.token, a)).body)).toEqual([]);
      expect(slugsOf((await merge(bob.token, { slugs: [d, e] })).body)).toEqual([e, d]);
      expect((await list(ada.token)).body).toEqual(adas);
      expect(slugsOf((await list(bob.token)).body)).toEqual([e, d]);

      // A forged (unsigned) token is refused everywhere and changes nothing. The emulator's admin SDK
      // skips signatures but checks that the claimed user exists, so the forgery claims another uid.
      const forged = forgedToken(bob.token, "someone-else");
      for (const answer of [await list(forged), await put(forged, c), await remove(forged, a), await merge(forged, { slugs: [c] })]) {
        expect(answer.status).toBe(401);
        expect(answer.body.code).toBe("unauthorised");
      }
      expect((await list(ada.token)).body).toEqual(adas);
    });

    it("drops a withdrawn product from the list (and refuses to add or merge it) until it is published again", async () => {
      const user = await signUpEmulatorUser("favourites");
      await put(user.token, d);
      await put(user.token, e);
      await setActive(d, false);
      try {
        expect(slugsOf((await list(user.token)).body)).toEqual([e]);
        expect((await put(user.token, d)).status).toBe(404);
        expect(slugsOf((await merge(user.token, { slugs: [d] })).body)).toEqual([e]);
      } finally {
        await setActive(d, true);
      }
      expect(slugsOf((await list(user.token)).body)).toEqual([e, d]);
    });
    it(`never keeps more than ${MAX_FAVOURITES}: a heart beyond it is refused (409), a merge keeps the earliest that fit`, async () => {
      // The seed has fewer products than the limit: copies of one make up the difference (this test runs last).
      const db = await getDb();
      await db.execute(sql`
        INSERT INTO products (sku, slug, name, brand, description, tasting_notes, ingredients, abv, container, size_ml, price_pence, colours, added_on, primary_category_id)
        SELECT sku || '-CAP' || g, slug || '-cap-' || g, name, brand, description, tasting_notes, ingredients, abv, container, size_ml, price_pence, colours, added_on, primary_category_id
        FROM products, generate_series(1, 40) AS g WHERE slug = ${a}`);
      const copies = Array.from({ length: 40 }, (_, index) => `${a}-cap-${index + 1}`);
      const all = [...SEED_PRODUCTS.map((product) => product.slug), ...copies];
      const user = await signUpEmulatorUser("favourites");

      const full = await merge(user.token, { slugs: all.slice(0, MAX_FAVOURITES) });
      expect(full.status).toBe(200);
      expect(full.body.favourites).toHaveLength(MAX_FAVOURITES);
      const over = await put(user.token, all[MAX_FAVOURITES]);
      expect(over.status).toBe(409);
      expect(over.body.code).toBe("tooManyFavourites");
      // Hearting one already there is still fine at the limit.
      expect((await put(user.token, all[0])).status).toBe(200);

      await remove(user.token, all[0]);
      await remove(user.token, all[1]);
      const topped = await merge(user.token, { slugs: all.slice(MAX_FAVOURITES, MAX_FAVOURITES + 5) });
      expect(topped.status).toBe(200);
      expect(topped.body.favourites).toHaveLength(MAX_FAVOURITES);
      const kept = new Set(slugsOf(topped.body));
      expect(all.slice(MAX_FAVOURITES, MAX_FAVOURITES + 5).map((slug) => kept.has(slug))).toEqual([true, true, false, false, false]);
    });
  });
});
