// The content pages cover the paths of the site map (lib/navigation.ts) and the shop's categories.
import { describe, expect, it } from "vitest";
import { SHOP_PAGES, shopPageBySlug } from "@/lib/copy/shop";
import { FEATURED_TOPICS } from "@/lib/copy/read";
import { generateStaticParams as shopParams } from "@/app/shop/[category]/page";
import { ABOUT_PAGES, CATEGORY_TREE } from "@/lib/catalogue/taxonomy";
import { generateStaticParams as topicParams } from "@/app/read/featured-finds/[topic]/page";
import { generateStaticParams as courseParams } from "@/app/learn/[course]/page";
import {
  FEATURED_FINDS,
  LEARN_COURSES,
  SHOP_CATEGORY_LINKS,
  SHOP_HOVER_MENUS,
} from "@/lib/navigation";

describe("shop category pages", () => {
  const expected = [
    ...Object.values(SHOP_CATEGORY_LINKS)
      .filter((link) => link !== SHOP_CATEGORY_LINKS.search)
      .map((link) => link.href),
    ...Object.values(SHOP_HOVER_MENUS).flatMap((menu) => [
      ...(menu?.items ?? []).map((item) => item.href),
      ...(menu?.about ? [menu.about.href] : []),
    ]),
  ];

  it("has copy for every shop path of the site map, and a page for each of them and each catalogue category", () => {
    expect(SHOP_PAGES.map((page) => page.href).sort()).toEqual([...expected].sort());
    const served = shopParams().map((p) => `/shop/${p.category}`);
    expect(served).toEqual(expect.arrayContaining(expected));
    const catalogue = [...CATEGORY_TREE.map((c) => `/shop/${c.slug}`), ...Object.keys(ABOUT_PAGES).map((slug) => `/shop/${slug}`)];
    expect(served.sort()).toEqual([...new Set(catalogue)].sort());
  });

  it("titles pages as the shop names them", () => {
    expect(shopPageBySlug("alcohol-free-red-wines")?.title).toBe("Alcohol-Free Red Wines");
    expect(shopPageBySlug("alcohol-free-gin-alternatives")?.title).toBe("Alcohol-Free Gin Alternatives");
    expect(shopPageBySlug("all-alcohol-free-beers")?.title).toBe("Alcohol-Free Beers");
    expect(shopPageBySlug("search")).toBeUndefined();
  });

  it("gives every About page three or four paragraphs", () => {
    const abouts = SHOP_PAGES.filter((page) => page.kind === "about");
    expect(abouts).toHaveLength(3);
    for (const page of abouts) {
      const paragraphs = (page.about ?? []).flatMap((section) => section.paragraphs);
      expect(paragraphs.length).toBeGreaterThanOrEqual(3);
      expect(paragraphs.length).toBeLessThanOrEqual(4);
    }
  });
});

describe("READ featured finds and LEARN courses", () => {
  it("has exactly the six featured-finds topics", () => {
    expect(FEATURED_TOPICS.map((topic) => topic.href)).toEqual(FEATURED_FINDS.items.map((item) => item.href));
    expect(topicParams().map((p) => `/read/featured-finds/${p.topic}`)).toEqual(
      FEATURED_FINDS.items.map((item) => item.href),
    );
  });

  it("has exactly the seven courses", () => {
    expect(courseParams().map((p) => `/learn/${p.course}`)).toEqual(LEARN_COURSES.map((c) => c.href));
  });
});
