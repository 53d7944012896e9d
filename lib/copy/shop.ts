// The shop's category pages, derived from the site map in lib/navigation.ts (every category of
// SHOP_CATEGORY_LINKS except search, every hover-menu item and every About page), with the words
// each page shows. Paths are never retyped here: copy is looked up by the navigation's own href,
// and a page whose copy is missing still renders with a derived title.
import { SHOP_CATEGORY_LINKS, SHOP_HOVER_MENUS, type NavLink } from "@/lib/navigation";
import type { CardTone, IllustrationName } from "./art";

export type ShopCategoryKey = Exclude<keyof typeof SHOP_CATEGORY_LINKS, "search">;

export interface ShopCategory {
  key: ShopCategoryKey;
  /** The navigation label, e.g. "SOFT DRINKS". */
  label: string;
  /** Title-case name for tiles and breadcrumbs, e.g. "Soft Drinks". */
  name: string;
  href: string;
  /** The category page's <h1>, e.g. "Alcohol-Free Wines". */
  title: string;
  /** One line for the category tile. */
  tileText: string;
  illustration: IllustrationName;
  tone: CardTone;
}

export type ShopPageKind = "category" | "range" | "about";

export interface ShopPage {
  /** The path after /shop/, e.g. "alcohol-free-red-wines". */
  slug: string;
  href: string;
  kind: ShopPageKind;
  category: ShopCategory;
  /** The page's <h1>, e.g. "Alcohol-Free Red Wines". */
  title: string;
  /** The navigation label, e.g. "Red". */
  label: string;
  standfirst: string;
  /** About pages only: the editorial text, one string per paragraph. */
  about?: { heading: string; paragraphs: string[] }[];
}

interface CategoryCopy {
  title: string;
  tileText: string;
  illustration: IllustrationName;
  tone: CardTone;
}

const CATEGORY_COPY: Record<ShopCategoryKey, CategoryCopy> = {
  wines: {
    title: "Alcohol-Free Wines",
    tileText: "Reds, whites, rosé and sparkling, made as wine first with the alcohol gently taken out.",
    illustration: "wine",
    tone: "berry",
  },
  beers: {
    title: "Alcohol-Free Beers",
    tileText: "Crisp lagers, rich stouts, hazy wheat beers and fruit brews for every kind of evening.",
    illustration: "beer",
    tone: "amber",
  },
  ciders: {
    title: "Alcohol-Free Ciders",
    tileText: "Orchard apple and pear ciders, from bone dry to juicy and sweet.",
    illustration: "cider",
    tone: "apple",
  },
  cocktails: {
    title: "Alcohol-Free Cocktails",
    tileText: "Ready-mixed cans and bottles: pour over ice and the evening is sorted.",
    illustration: "cocktail",
    tone: "pink",
  },
  spirits: {
    title: "Alcohol-Free Spirits",
    tileText: "Gin, rum, whiskey and aperitif alternatives for proper long drinks.",
    illustration: "spirits",
    tone: "cyan",
  },
  softDrinks: {
    title: "Soft Drinks & Mixers",
    tileText: "Premium tonics, sodas and mixers to finish every glass.",
    illustration: "softDrinks",
    tone: "citrus",
  },
};

/** Standfirsts of the category and range pages, keyed by the navigation's href. */
const STANDFIRSTS: Record<string, string> = {
  [SHOP_CATEGORY_LINKS.wines.href]:
    "Every style of wine you'd pour with dinner, from juicy reds to celebratory fizz, at 0.5% ABV or less.",
  [SHOP_CATEGORY_LINKS.beers.href]:
    "From session lagers to velvety stouts, brewed for flavour first and ready for the fridge.",
  [SHOP_CATEGORY_LINKS.ciders.href]:
    "Crisp, orchard-fresh ciders that taste of the fruit they were pressed from.",
  [SHOP_CATEGORY_LINKS.cocktails.href]:
    "Ready-to-drink cocktails in cans and bottles: spritzes, mojitos and more, mixed for you.",
  [SHOP_CATEGORY_LINKS.spirits.href]:
    "Distilled botanical alternatives to gin, rum, whiskey, tequila and liqueurs, made to be mixed.",
  [SHOP_CATEGORY_LINKS.softDrinks.href]:
    "Grown-up sodas, tonics and mixers: the other half of a great glass, and delicious on their own.",
};

const RANGE_STANDFIRSTS: Record<string, string> = {
  Red: "Fruity, food-friendly reds for pasta night and Sunday roasts. Serve a touch cooler than you would a regular red.",
  White: "Zesty, aromatic whites that shine with fish, salads and anything from the barbecue.",
  "Rosé": "Pale, dry and summery: rosés for long lunches and warm evenings in the garden.",
  Sparkling: "Bubbles for toasts, birthdays and any Tuesday that deserves one.",
  Organic: "Wines made from organically grown grapes, with the alcohol removed after fermentation.",
  Lagers: "Clean, crisp and cold: the classic beer for a sunny afternoon or a curry night.",
  "Stouts & Ales": "Roasty stouts, hoppy pale ales and malty bitters with real body and depth.",
  "Wheat Beers": "Cloudy, soft wheat beers with notes of banana, clove and citrus.",
  "Fruit Beers": "Bright beers brewed with raspberry, cherry, citrus and more.",
  "Organic Beers": "Beers brewed from organic malt and hops, full of flavour and no stronger than 0.5% ABV.",
  "Gin Alternatives": "Juniper-led botanical spirits for a proper G&T, without the gin.",
  "Tequila Alternatives": "Agave-inspired spirits with a peppery kick for margaritas and palomas.",
  "Whiskey Alternatives": "Oaky, smoky, warming spirits to sip over ice or mix with ginger ale.",
  "Rum Alternatives": "Spiced and dark rum alternatives for mojitos, daiquiris and rum-and-cola.",
  "Liqueur Alternatives": "Coffee, orange and nut liqueur alternatives for desserts and after-dinner drinks.",
  Aperitifs: "Bittersweet aperitifs for spritzes and a pre-dinner glass with a twist.",
};

/** The About pages' editorial text, keyed by category. */
const ABOUT_COPY: Partial<Record<ShopCategoryKey, { standfirst: string; sections: ShopPage["about"] }>> = {
  wines: {
    standfirst:
      "How alcohol-free wine is made, what the labels mean, and how to get the best out of every bottle.",
    sections: [
      {
        heading: "Made as wine first",
        paragraphs: [
          "Almost every good alcohol-free wine starts life as ordinary wine. Grapes are picked, pressed and fermented in the usual way, so the wine develops its character, its acidity and its aromas. Only then is the alcohol taken out, most often by vacuum distillation, which lets the alcohol evaporate at a low temperature so the delicate fruit flavours are not cooked away. Some producers use a spinning cone column or reverse osmosis instead; the aim in every case is to remove the alcohol and keep the wine.",
          "Alcohol carries aroma and gives wine its weight on the tongue, so removing it changes the drink. Winemakers make up for it by choosing expressive grapes such as Sauvignon Blanc, Riesling and Muscat, by blending carefully, and sometimes by adding a little grape juice for body. That is why whites, rosés and sparkling wines are often the most convincing styles, while reds tend to be lighter and fruitier than their alcoholic cousins.",
        ],
      },
      {
        heading: "Reading the label",
        paragraphs: [
          "Under the UK government's 2018 labelling guidance, \"alcohol-free\" means a drink contains no more than 0.05% alcohol by volume, \"de-alcoholised\" means no more than 0.5%, and \"low alcohol\" means no more than 1.2%. Many wines sold as alcohol-free are 0.5%, so every product page shows the exact ABV: if you need to avoid alcohol completely, for example in pregnancy, for medical reasons or in recovery, look for 0.0%, and use the ABV filter on any listing.",
        ],
      },
      {
        heading: "Serving and keeping",
        paragraphs: [
          "Serve whites, rosés and fizz well chilled, and reds slightly cooler than room temperature, which lifts the fruit. Without alcohol to preserve it, an opened bottle keeps for two or three days in the fridge with the cork or a stopper back in, so smaller bottles are worth a look if you only want a glass or two.",
        ],
      },
    ],
  },
  beers: {
    standfirst: "Why alcohol-free beer has never tasted better, and how to find the style you'll love.",
    sections: [
      {
        heading: "How it's brewed",
        paragraphs: [
          "Alcohol-free beer is brewed from the same four ingredients as any other beer: malt, hops, yeast and water. Brewers then take one of two routes. Some brew a full-strength beer and remove the alcohol afterwards, usually by gentle vacuum distillation or membrane filtration. Others limit the alcohol from the start, with a mash that makes fewer fermentable sugars, a short cool fermentation, or special yeasts that leave most of the sugars alone.",
          "Modern techniques and a wave of craft brewers have transformed the category. Lagers are crisp and clean, stouts keep their roasted coffee and chocolate notes, and hop-forward pale ales hold on to their citrus and pine aromas, because hops are added late and their flavour survives the process.",
        ],
      },
      {
        heading: "Choosing a style",
        paragraphs: [
          "If you like a cold pint after work, start with a lager or a pilsner. For something richer, stouts and dark ales have body that carries well without alcohol. Wheat beers are soft and cloudy with banana and clove notes, fruit beers are bright and refreshing, and organic beers are brewed from organically grown malt and hops.",
          "Every beer here is 0.5% ABV or less, and each one shows its exact strength; to see only those at 0.05% or 0.0%, use the ABV filter on the beer listings. Serve them as cold as you would the original, in a clean glass, and pour with a little head to release the aroma.",
        ],
      },
    ],
  },
  spirits: {
    standfirst:
      "What goes into an alcohol-free spirit, and how to mix drinks that taste like the real thing.",
    sections: [
      {
        heading: "Botanicals without the burn",
        paragraphs: [
          "Alcohol-free spirits are made from the same raw materials as their namesakes: juniper, citrus peel, spices, roots, barks and smoked or toasted woods. Producers extract their flavour by steam distillation or by steeping them, then blend the extracts with water. The result carries the aroma of a gin, rum or whiskey without the alcohol.",
          "With little or no ethanol, there is no burn on the finish. Many makers add a gentle warmth with chilli, ginger or black pepper instead, which is what gives a good whiskey or tequila alternative its kick. It also means these spirits are at their best mixed rather than sipped neat: with tonic, ginger ale, soda or in a cocktail, they come into their own.",
        ],
      },
      {
        heading: "Mixing tips",
        paragraphs: [
          "Most alcohol-free spirits are designed for a larger measure than a regular spirit, often 50 ml rather than 25 ml, so check the bottle's own recommendation. Fill the glass with plenty of ice, use a good mixer, and finish with a garnish that echoes the botanicals: a slice of grapefruit with a citrus gin alternative, an orange twist with a whiskey alternative, lime and a pinch of salt with an agave spirit.",
          "Without alcohol to preserve them, many of these spirits should be finished within a few months of opening; the label tells you how long. Keep them in a cool, dark cupboard, or in the fridge if the label says so, and they will taste as they should to the last drop.",
        ],
      },
    ],
  },
};

function titleCase(label: string): string {
  return label
    .toLowerCase()
    .split(" ")
    .map((word) => word.charAt(0).toUpperCase() + word.slice(1))
    .join(" ");
}

function slugOf(href: string): string {
  return href.replace(/^\/shop\//, "").replace(/\/+$/, "");
}

const CATEGORY_KEYS = (Object.keys(SHOP_CATEGORY_LINKS) as (keyof typeof SHOP_CATEGORY_LINKS)[]).filter(
  (key): key is ShopCategoryKey => key !== "search",
);

/** The six shop categories (everything in SHOP_CATEGORY_LINKS except search), in nav order. */
export const SHOP_CATEGORIES: ShopCategory[] = CATEGORY_KEYS.map((key) => {
  const link = SHOP_CATEGORY_LINKS[key];
  const copy = CATEGORY_COPY[key];
  return { key, label: link.label, name: titleCase(link.label), href: link.href, ...copy };
});

function rangeTitle(category: ShopCategory, item: NavLink): string {
  // Wine ranges are named by colour or style ("Red"), the others name the drink ("Lagers").
  const noun = category.key === "wines" ? " Wines" : "";
  return `Alcohol-Free ${item.label}${noun}`;
}

/** Every shop page below /shop/ that the site map links to, in navigation order. */
export const SHOP_PAGES: ShopPage[] = SHOP_CATEGORIES.flatMap((category) => {
  const menu = SHOP_HOVER_MENUS[category.key];
  const pages: ShopPage[] = [
    {
      slug: slugOf(category.href),
      href: category.href,
      kind: "category",
      category,
      title: category.title,
      label: category.name,
      standfirst: STANDFIRSTS[category.href] ?? category.tileText,
    },
  ];
  for (const item of menu?.items ?? []) {
    pages.push({
      slug: slugOf(item.href),
      href: item.href,
      kind: "range",
      category,
      title: rangeTitle(category, item),
      label: item.label,
      standfirst: RANGE_STANDFIRSTS[item.label] ?? category.tileText,
    });
  }
  if (menu?.about) {
    const about = ABOUT_COPY[category.key];
    pages.push({
      slug: slugOf(menu.about.href),
      href: menu.about.href,
      kind: "about",
      category,
      title: menu.about.label,
      label: "About",
      standfirst: about?.standfirst ?? category.tileText,
      about: about?.sections ?? [],
    });
  }
  return pages;
});

export function shopPageBySlug(slug: string): ShopPage | undefined {
  return SHOP_PAGES.find((page) => page.slug === slug);
}

/** The range pages of a category (its hover-menu items), for the category page's chips. */
export function rangesOf(category: ShopCategoryKey): ShopPage[] {
  return SHOP_PAGES.filter((page) => page.category.key === category && page.kind === "range");
}

export function aboutPageOf(category: ShopCategoryKey): ShopPage | undefined {
  return SHOP_PAGES.find((page) => page.category.key === category && page.kind === "about");
}
