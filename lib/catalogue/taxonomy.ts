// The shop's category tree: the six categories and every sub-category. The category paths come from
// the site map (lib/navigation.ts); ciders, cocktails and soft drinks get sub-categories of their own.
import { PRODUCT_SLUG as P } from "../constants";
import { SHOP_CATEGORY_LINKS, SHOP_HOVER_MENUS } from "../navigation";
import type { CategoryDefinition } from "./types";

const slugOf = (href: string) => href.replace(/^\/shop\//, "").replace(/\/+$/, "");

const TOP_LEVEL: Record<Exclude<keyof typeof SHOP_CATEGORY_LINKS, "search">, { name: string; description: string }> = {
  wines: { name: "Alcohol-Free Wines", description: "Reds, whites, rosé and sparkling wines made as wine first, then de-alcoholised to 0.5% ABV or less." },
  beers: { name: "Alcohol-Free Beers", description: "Lagers, stouts, ales, wheat and fruit beers at 0.5% ABV or less, brewed for flavour first." },
  ciders: { name: "Alcohol-Free Ciders", description: "Apple, pear and fruit ciders from orchard-dry to juicy." },
  cocktails: { name: "Alcohol-Free Cocktails", description: "Ready-mixed spritzes and classics: pour over ice and serve." },
  spirits: { name: "Alcohol-Free Spirits", description: "Botanical alternatives to gin, tequila, whiskey, rum, liqueurs and aperitifs." },
  softDrinks: { name: "Soft Drinks & Mixers", description: "Premium tonics, mixers and grown-up soft drinks." },
};

/** Sub-categories of the top-level categories the hover menus do not cover. */
const EXTRA_SUBCATEGORIES: Record<"ciders" | "cocktails" | "softDrinks", { slug: string; name: string; description: string }[]> = {
  ciders: [
    { slug: `${P}-apple-ciders`, name: "Apple Ciders", description: "Crisp and dry to sweet and juicy apple ciders." },
    { slug: `${P}-pear-ciders`, name: "Pear Ciders", description: "Soft, perry-style pear ciders." },
    { slug: `${P}-fruit-ciders`, name: "Fruit Ciders", description: "Ciders with berries, rhubarb and stone fruit." },
  ],
  cocktails: [
    { slug: `${P}-spritzes`, name: "Spritzes", description: "Bittersweet, sparkling spritzes." },
    { slug: `${P}-classic-cocktails`, name: "Classic Cocktails", description: "Negronis, mojitos, margaritas and more, ready-mixed." },
    { slug: `${P}-canned-cocktails`, name: "Canned Cocktails", description: "Cocktails in cans for picnics and parties." },
  ],
  softDrinks: [
    { slug: "premium-tonic-waters", name: "Tonic Waters", description: "Premium tonics for alcohol-free G&Ts." },
    { slug: "mixers-and-sodas", name: "Mixers & Sodas", description: "Ginger beers, sodas and mixers." },
    { slug: "adult-soft-drinks", name: "Adult Soft Drinks", description: "Kombucha, botanical sodas and sparkling teas." },
  ],
};

const HOVER_LABEL_NAMES: Record<string, string> = { Red: "Red Wines", White: "White Wines", "Rosé": "Rosé Wines", Sparkling: "Sparkling Wines", Organic: "Organic Wines" };

export const CATEGORY_TREE: CategoryDefinition[] = (Object.keys(TOP_LEVEL) as (keyof typeof TOP_LEVEL)[]).flatMap((key) => {
  const parentSlug = slugOf(SHOP_CATEGORY_LINKS[key].href);
  const parent: CategoryDefinition = { slug: parentSlug, parentSlug: null, ...TOP_LEVEL[key] };
  const menu = SHOP_HOVER_MENUS[key as keyof typeof SHOP_HOVER_MENUS];
  const children: CategoryDefinition[] = menu
    ? menu.items.map((item) => ({
        slug: slugOf(item.href),
        name: HOVER_LABEL_NAMES[item.label] ?? item.label,
        parentSlug,
        description: `${HOVER_LABEL_NAMES[item.label] ?? item.label} from our alcohol-free range.`,
      }))
    : EXTRA_SUBCATEGORIES[key as keyof typeof EXTRA_SUBCATEGORIES].map((sub) => ({ ...sub, parentSlug }));
  return [parent, ...children];
});

export const SUBCATEGORY_SLUGS = CATEGORY_TREE.filter((c) => c.parentSlug !== null).map((c) => c.slug);

/** The About pages (/shop/alcohol-free-wines …) and the category whose products they feature. */
export const ABOUT_PAGES: Record<string, string> = Object.fromEntries(
  (["wines", "beers", "spirits"] as const).map((key) => [slugOf(SHOP_HOVER_MENUS[key]!.about!.href), slugOf(SHOP_CATEGORY_LINKS[key].href)]),
);
