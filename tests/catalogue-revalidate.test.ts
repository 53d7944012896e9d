import { afterEach, describe, expect, it, vi } from "vitest";

const invalidateCatalogue = vi.fn();
vi.mock("@/lib/server/catalogue/cached-catalogue", () => ({ invalidateCatalogue, CATALOGUE_TAG: "catalogue" }));
const markCatalogueChanged = vi.fn(async () => undefined);
vi.mock("@/lib/server/catalogue/catalogue-version", () => ({ markCatalogueChanged }));
vi.mock("@/lib/server/platform/db", () => ({ getDb: async () => ({}) }));
const expireTagEverywhere = vi.fn(async (_tag: string, _label: string) => undefined);
vi.mock("@/lib/server/platform/expire-tag", () => ({ expireTagEverywhere }));
const { handleCatalogueRevalidate, hasSecret } = await import("@/api-routes/catalogue-revalidate");

const post = (authorization?: string) =>
  handleCatalogueRevalidate(new Request("http://x/api/shop/catalogue/revalidate", { method: "POST", headers: authorization ? { authorization } : {} }));

afterEach(() => {
  delete process.env.CATALOGUE_REVALIDATE_SECRET;
  invalidateCatalogue.mockClear();
});

describe("catalogue revalidation endpoint", () => {
  it("is absent unless a secret is configured", async () => {
    const response = await post("Bearer anything");
    expect(response.status).toBe(404);
    expect(invalidateCatalogue).not.toHaveBeenCalled();
  });

  it("refuses a missing or wrong token", async () => {
    process.env.CATALOGUE_REVALIDATE_SECRET = "s3cret-value";
    for (const auth of [undefined, "Bearer wrong", "Bearer s3cret-valuE", "s3cret-value", "Bearer s3cret-value-longer"]) {
      const response = await post(auth);
      expect(response.status, String(auth)).toBe(401);
      expect(await response.json()).toMatchObject({ code: "unauthorised" });
    }
    expect(invalidateCatalogue).not.toHaveBeenCalled();
  });

  it("invalidates the catalogue with the right token", async () => {
    process.env.CATALOGUE_REVALIDATE_SECRET = "s3cret-value";
    const response = await post("Bearer s3cret-value");
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ revalidated: true });
    expect(invalidateCatalogue).toHaveBeenCalledTimes(1);
    // At once, not stale-while-revalidate; and every instance's cart price list reloads.
    expect(invalidateCatalogue).toHaveBeenCalledWith({ now: true });
    expect(markCatalogueChanged).toHaveBeenCalledTimes(1);
    // READ, LEARN, WATCH and /music were prerendered from the build's database: they expire too.
    expect(expireTagEverywhere.mock.calls.map(([tag]) => tag).sort()).toEqual(["lessons:expire", "playlists:expire", "stories:expire", "videos:expire"]);
    expect(hasSecret("Bearer a", undefined)).toBe(false);
  });
});
