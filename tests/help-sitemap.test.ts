// The sitemap lists the help centre and its two policies (issue 38.4), beside everything else. The
// database-backed parts are stubbed: this checks only which static pages the sitemap names.
import { describe, expect, it, vi } from "vitest";

vi.mock("@/components/shop/CategoryPage", () => ({ CATEGORY_PAGE_SLUGS: [], shopPath: (slug: string) => `/shop/${slug}` }));
vi.mock("@/lib/server/catalogue/cached-catalogue", () => ({ activeProductSlugs: async () => [] }));
vi.mock("@/lib/server/content/content", () => ({ articles: async () => [], authors: async () => [], videos: async () => [] }));
vi.mock("@/lib/server/learn/courses", () => ({ courses: () => [], allLessonRefs: async () => [] }));
vi.mock("@/lib/server/podcasts/queries", () => ({ listShows: async () => [], episodeSlugs: async () => [] }));
vi.mock("@/lib/server/talk/queries", () => ({ allCategories: async () => [], threadsForSitemap: async () => [] }));

describe("the sitemap", () => {
  it("names /help, /terms and /returns-policy once each", async () => {
    const { default: sitemap } = await import("@/app/sitemap");
    const { SITE_URL } = await import("@/lib/constants");
    const paths = (await sitemap()).map((entry) => entry.url.slice(SITE_URL.length));
    for (const path of ["/help", "/terms", "/returns-policy"]) expect(paths.filter((p) => p === path), path).toHaveLength(1);
  });
});
