// The shop's seed catalogue: 175 products from 0.0 % to 0.5 % ABV, seven per sub-category of the taxonomy
// (lib/catalogue/taxonomy.ts). Every brand is invented. Prices are gross (VAT-inclusive) pence.
// Each ABV is the product's own (a sub-category default only where it is true of the product), and its
// description must agree with it: tests/content-product-facts.test.ts checks the copy and the content.
//
// Conventions
// - Product SKU: `AF-<FAMILY>-<SUB>-<NNN>`, e.g. "AF-WIN-RED-001", numbered within the sub-category.
// - Pack SKU: the product SKU plus `-MP<quantity>` for a multipack or `-CS<quantity>` for a case,
//   e.g. "AF-BER-LAG-001-MP12", "AF-WIN-RED-001-CS6" (see `packSku`).
// - Pack quantities keep the box maths sensible (docs/decisions/boxes-must-be-full.md): units up to
//   330 ml come in 4, 6, 12 or 24 (divisors of the 24-unit box); 440–500 ml in 4, 6 or 12; over
//   500 ml in 6 or 12 (the half and the full 750 box). See `allowedPackQuantities`.
// - Cans always come in multipacks; wines, spirits and other bottles over 500 ml in cases;
//   smaller bottles (beers, ciders, mixers) in multipacks. Packs are a little cheaper per unit.
// - Slug: brand + name in lowercase kebab case (accents dropped, "&" spelt "and").
import { slugify } from "../slug";
import { allowedPackQuantities, packSku } from "./packs";
import type { ContainerType, PackKind, SeedProduct } from "./types";

export { allowedPackQuantities, packSku, slugify };

type MultiKind = Exclude<PackKind, "single">;


type Family = "wine" | "beer" | "cider" | "cocktail" | "spirit" | "soft";

/** What one product line of the catalogue below spells out; the builder fills in the rest. */
interface ProductSpec {
  brand: string;
  name: string;
  description: string;
  tastingNotes: string;
  ingredients: string;
  /** Defaults to the sub-category's. */
  abv?: number;
  container?: ContainerType;
  sizeMl?: number;
  pricePence: number;
  stock: number;
  /** [body, label, accent]. */
  colours: [string, string, string];
  /** Pack quantities; omitted: the usual packs for the size; []: sold singly only. */
  packs?: number[];
  /** Further sub-categories after the primary one. */
  also?: string[];
  featured?: boolean;
  addedOn: string;
}

interface SubCategorySpec {
  slug: string;
  /** SKU middle part, e.g. "WIN-RED". */
  code: string;
  family: Family;
  defaults: { abv: number; container: ContainerType; sizeMl: number };
  products: ProductSpec[];
}

const MULTIPACK_DISCOUNT: Record<number, number> = { 4: 0.04, 6: 0.05, 12: 0.08, 24: 0.12 };
const CASE_DISCOUNT: Record<number, number> = { 6: 0.05, 12: 0.1 };

/** Discounted pack price, rounded down to end in 9 (e.g. 6 × £11.99 less 5 % → £68.29). */
const packPrice = (unitPence: number, quantity: number, discount: number) =>
  Math.floor((unitPence * quantity * (1 - discount)) / 10) * 10 - 1;

function packKindFor(family: Family, container: ContainerType, sizeMl: number): MultiKind {
  if (container === "can") return "multipack";
  if (family === "wine" || family === "spirit" || sizeMl > 500) return "case";
  return "multipack";
}

function defaultPackQuantities(kind: MultiKind, sizeMl: number): number[] {
  if (kind === "case") return [6];
  if (sizeMl <= 330) return [12, 24];
  if (sizeMl <= 500) return [4, 12];
  return [6];
}

function buildSubCategory(sub: SubCategorySpec): SeedProduct[] {
  return sub.products.map((spec, index) => {
    const container = spec.container ?? sub.defaults.container;
    const sizeMl = spec.sizeMl ?? sub.defaults.sizeMl;
    const kind = packKindFor(sub.family, container, sizeMl);
    const quantities = spec.packs ?? defaultPackQuantities(kind, sizeMl);
    const discounts = kind === "case" ? CASE_DISCOUNT : MULTIPACK_DISCOUNT;
    const [body, label, accent] = spec.colours;
    return {
      sku: `AF-${sub.code}-${String(index + 1).padStart(3, "0")}`,
      slug: slugify(`${spec.brand} ${spec.name}`),
      name: spec.name,
      brand: spec.brand,
      categorySlugs: [sub.slug, ...(spec.also ?? [])],
      description: spec.description,
      tastingNotes: spec.tastingNotes,
      ingredients: spec.ingredients,
      abv: spec.abv ?? sub.defaults.abv,
      container,
      sizeMl,
      pricePence: spec.pricePence,
      isVatable: true,
      stock: spec.stock,
      colours: { body, label, accent },
      packs: quantities.map((quantity) => ({
        kind,
        quantity,
        pricePence: packPrice(spec.pricePence, quantity, discounts[quantity] ?? 0.05),
      })),
      featured: spec.featured ?? false,
      addedOn: spec.addedOn,
    };
  });
}

const WINE_750 = { abv: 0.5, container: "bottle", sizeMl: 750 } as const;
const BEER_330 = { abv: 0.5, container: "can", sizeMl: 330 } as const;
const CIDER_500 = { abv: 0.5, container: "bottle", sizeMl: 500 } as const;

// ---------------------------------------------------------------------------------------------
// Wines
// ---------------------------------------------------------------------------------------------

const RED_WINES: SubCategorySpec = {
  slug: "alcohol-free-red-wines",
  code: "WIN-RED",
  family: "wine",
  defaults: WINE_750,
  products: [
    {
      brand: "Quillmere Estate",
      name: "Cabernet Sauvignon",
      description:
        "Made as a full Cape-style Cabernet first, then gently dealcoholised at low temperature, so the blackcurrant and cedar keep their shape. Firm enough for a Sunday roast. Open it half an hour before dinner; it softens in the glass.",
      tastingNotes: "Blackcurrant, cedar, cocoa, firm tannins",
      ingredients: "Dealcoholised wine (Cabernet Sauvignon grapes), grape must, stabiliser: gum arabic. Contains sulphites.",
      pricePence: 899,
      stock: 148,
      colours: ["#4a0f1d", "#f3ead8", "#a8843f"],
      packs: [6, 12],
      addedOn: "2025-01-14",
    },
    {
      brand: "Maison Verlaine",
      name: "Merlot",
      description:
        "Soft and plummy, from the south of France. Pour it midweek with a mushroom risotto, or on its own.",
      tastingNotes: "Plum, black cherry, vanilla, soft finish",
      ingredients: "Dealcoholised wine (Merlot grapes), grape juice concentrate. Contains sulphites.",
      pricePence: 799,
      stock: 216,
      colours: ["#5a1426", "#efe6d6", "#7b1e33"],
      addedOn: "2025-01-21",
    },
    {
      brand: "Bodega Alzira",
      name: "Oak-Aged Tempranillo",
      description:
        "Six months in American oak come before vacuum distillation brings this Tempranillo down to 0.5%, and you can taste them: strawberry jam, sweet spice, a savoury, leathery edge. Chorizo and manchego, please.",
      tastingNotes: "Red berries, vanilla, clove, leather",
      ingredients: "Dealcoholised wine (Tempranillo grapes), grape must. Contains sulphites.",
      pricePence: 1049,
      stock: 97,
      colours: ["#5b1020", "#f1e4c8", "#c9a24a"],
      packs: [6, 12],
      featured: true,
      addedOn: "2025-03-03",
    },
    {
      brand: "Kestrel Ridge",
      name: "Old Vine Shiraz",
      description:
        "Barbecue red. Dry-grown vines more than forty years old give a dark, peppery Shiraz with real depth; put it beside lamb chops, burgers or a smoky bean chilli.",
      tastingNotes: "Blackberry, black pepper, liquorice, smoke",
      ingredients: "Dealcoholised wine (Shiraz grapes), grape juice concentrate, stabiliser: carboxymethylcellulose. Contains sulphites.",
      pricePence: 1149,
      stock: 74,
      colours: ["#3d0a18", "#e9dfcb", "#b5462f"],
      addedOn: "2025-06-18",
    },
    {
      brand: "Weingut Falkenrath",
      name: "Pinot Noir",
      description:
        "From a family estate in the Pfalz: a light-bodied, cool-climate Pinot Noir with cranberry and raspberry. Serve it slightly chilled with roast duck, salmon or charcuterie.",
      tastingNotes: "Cranberry, raspberry, forest floor, silky",
      ingredients: "Dealcoholised wine (Pinot Noir grapes), grape must. Contains sulphites.",
      pricePence: 1299,
      stock: 0,
      colours: ["#7a1f2b", "#f7f2ea", "#2f3b4c"],
      addedOn: "2025-09-09",
    },
    {
      brand: "Villa Serafina",
      name: "Sangiovese Rosso",
      description:
        "Sour cherry, dried oregano and the bright acidity Sangiovese is loved for. Pizza night, ragù, anything with tomatoes. Serve it lightly chilled.",
      tastingNotes: "Sour cherry, dried oregano, tomato leaf, bright acidity",
      ingredients: "Dealcoholised wine (Sangiovese grapes), grape must, carbon dioxide. Contains sulphites.",
      pricePence: 949,
      stock: 133,
      colours: ["#6b1424", "#f4ecdc", "#2e6b3f"],
      addedOn: "2025-11-04",
    },
    {
      brand: "Cumbre Alta",
      name: "High Altitude Malbec",
      description:
        "Grown at 1,100 metres in the foothills of the Andes, where cold nights lock in colour and perfume: violet-scented, velvety and made for a rare steak.",
      tastingNotes: "Violet, black plum, mocha, velvety tannins",
      ingredients: "Dealcoholised wine (Malbec grapes), grape juice concentrate. Contains sulphites.",
      pricePence: 999,
      stock: 121,
      colours: ["#3a0b2a", "#ece3f0", "#6c3c8c"],
      addedOn: "2026-02-10",
    },
  ],
};

const WHITE_WINES: SubCategorySpec = {
  slug: "alcohol-free-white-wines",
  code: "WIN-WHI",
  family: "wine",
  defaults: WINE_750,
  products: [
    {
      brand: "Quillmere Estate",
      name: "Chenin Blanc",
      description:
        "Thai green curry is the match we keep coming back to: the ripe pear and honeyed note meet the heat, and crisp acidity tidies up after it. Roast chicken works too.",
      tastingNotes: "Pear, yellow apple, honeysuckle, crisp finish",
      ingredients: "Dealcoholised wine (Chenin Blanc grapes), grape must. Contains sulphites.",
      pricePence: 849,
      stock: 187,
      colours: ["#e9d98a", "#ffffff", "#a8843f"],
      addedOn: "2025-01-14",
    },
    {
      brand: "Maison Verlaine",
      name: "Chardonnay",
      description:
        "Maison Verlaine's everyday Chardonnay from the Languedoc, unoaked and taken all the way down to 0.05%, which makes it alcohol-free by the UK definition. Clean citrus and a gently creamy texture for fish pie, creamy pasta or a bowl of salted almonds.",
      tastingNotes: "Lemon, white peach, brioche, creamy",
      ingredients: "Dealcoholised wine (Chardonnay grapes), grape juice concentrate. Contains sulphites.",
      abv: 0.05,
      pricePence: 799,
      stock: 241,
      colours: ["#efe2a4", "#efe6d6", "#7b1e33"],
      addedOn: "2025-01-21",
    },
    {
      brand: "Kestrel Ridge",
      name: "Sauvignon Blanc",
      description:
        "Passion fruit, lime zest and cut grass: the full Sauvignon Blanc set. Serve it very cold with goat's cheese, asparagus or fish and chips. Once open, keep it stoppered in the fridge and finish it within three days.",
      tastingNotes: "Passion fruit, lime zest, cut grass, zingy",
      ingredients: "Dealcoholised wine (Sauvignon Blanc grapes), grape juice concentrate, carbon dioxide. Contains sulphites.",
      pricePence: 949,
      stock: 302,
      colours: ["#dfe6a0", "#e9dfcb", "#4f8a3c"],
      packs: [6, 12],
      featured: true,
      addedOn: "2025-02-27",
    },
    {
      brand: "Weingut Falkenrath",
      name: "Dry Riesling",
      description:
        "Slate soils give this Riesling its steely edge, and green apple and lime sit over a whisper of residual sweetness. Sushi, spicy noodles, Sunday pork.",
      tastingNotes: "Green apple, lime, wet stone, racy acidity",
      ingredients: "Dealcoholised wine (Riesling grapes), grape must. Contains sulphites.",
      pricePence: 1199,
      stock: 88,
      colours: ["#e4e3a2", "#f7f2ea", "#2f3b4c"],
      addedOn: "2025-09-09",
    },
    {
      brand: "Villa Serafina",
      name: "Pinot Grigio",
      description:
        "Pear, almond and a dry finish: Pinot Grigio as it should be, dealcoholised right down to 0.0%. Seafood linguine or a light lunch.",
      tastingNotes: "Pear, green melon, almond, light",
      ingredients: "Dealcoholised wine (Pinot Grigio grapes), grape must, carbon dioxide. Contains sulphites.",
      abv: 0,
      pricePence: 749,
      stock: 264,
      colours: ["#eee6b8", "#f4ecdc", "#2e6b3f"],
      addedOn: "2025-04-15",
    },
    {
      brand: "Bodega Alzira",
      name: "Verdejo",
      description:
        "Fennel and grapefruit, then a pleasingly bitter almond finish: pour it with tapas, grilled prawns or a big summer salad.",
      tastingNotes: "Grapefruit, fennel, white flowers, bitter almond",
      ingredients: "Dealcoholised wine (Verdejo grapes), grape must. Contains sulphites.",
      pricePence: 899,
      stock: 156,
      colours: ["#e6df9a", "#f1e4c8", "#c9a24a"],
      addedOn: "2025-07-22",
    },
    {
      brand: "Southdown Cellars",
      name: "Bacchus",
      description:
        "Bacchus is England's signature white grape, and this one grows on chalk in the South Downs before it is dealcoholised in small batches. It smells of elderflower and gooseberry, with a saline finish.",
      tastingNotes: "Elderflower, gooseberry, nettle, saline finish",
      ingredients: "Dealcoholised wine (Bacchus grapes), grape must. Contains sulphites.",
      pricePence: 1349,
      stock: 4,
      colours: ["#e8e3a8", "#f5f3ee", "#1f4d3a"],
      addedOn: "2026-05-12",
    },
  ],
};

const ROSE_WINES: SubCategorySpec = {
  slug: "alcohol-free-rose-wines",
  code: "WIN-ROS",
  family: "wine",
  defaults: WINE_750,
  products: [
    {
      brand: "Quillmere Estate",
      name: "Coastal Rosé",
      description:
        "Atlantic breezes cool the vineyards behind this pale, dry rosé. Strawberry and watermelon first, then a crisp, savoury finish. Serve it properly cold, straight from the fridge.",
      tastingNotes: "Strawberry, watermelon, pink grapefruit, dry",
      ingredients: "Dealcoholised wine (Shiraz and Cinsault grapes), grape must. Contains sulphites.",
      pricePence: 849,
      stock: 198,
      colours: ["#f2b8b0", "#f3ead8", "#a8843f"],
      addedOn: "2025-04-01",
    },
    {
      brand: "Maison Verlaine",
      name: "Grenache Rosé",
      description:
        "Onion-skin pale and dry in the Riviera style, at 0.05% ABV. Redcurrant and a hint of thyme for salade niçoise or grilled sardines.",
      tastingNotes: "Redcurrant, peach skin, thyme, mineral",
      ingredients: "Dealcoholised wine (Grenache grapes), grape must. Contains sulphites.",
      abv: 0.05,
      pricePence: 999,
      stock: 143,
      colours: ["#f6c9bd", "#efe6d6", "#7b1e33"],
      packs: [6, 12],
      addedOn: "2025-04-29",
    },
    {
      brand: "Bodega Alzira",
      name: "Garnacha Rosado",
      description:
        "Deeper in colour and fruitier than most pale pinks, with ripe raspberry and a juicy finish. Sturdy enough for paella and barbecued chicken.",
      tastingNotes: "Raspberry, cherry, pomegranate, juicy",
      ingredients: "Dealcoholised wine (Garnacha grapes), grape must. Contains sulphites.",
      pricePence: 849,
      stock: 176,
      colours: ["#e57a8a", "#f1e4c8", "#c9a24a"],
      addedOn: "2025-05-20",
    },
    {
      brand: "Villa Serafina",
      name: "Frizzante Rosato",
      description:
        "Frizzante means gently sparkling: less fizz than a spumante, a soft, creamy mousse and wild strawberry. An easy aperitivo with olives and crisps.",
      tastingNotes: "Wild strawberry, rose petal, soft bubbles, off-dry",
      ingredients: "Dealcoholised wine (Raboso grapes), grape must, carbon dioxide. Contains sulphites.",
      pricePence: 899,
      stock: 112,
      colours: ["#f0a3ae", "#f4ecdc", "#2e6b3f"],
      addedOn: "2025-06-03",
    },
    {
      brand: "Lumen & Lark",
      name: "Dry Rosé",
      description:
        "One generous glass, no corkscrew. Lumen & Lark's pale, dry rosé is dealcoholised to 0.0% and canned in 250 ml for picnics, trains and festival fields; expect red berries and a crisp finish.",
      tastingNotes: "Red berries, citrus peel, crisp, dry",
      ingredients: "Dealcoholised wine (Grenache grapes), grape juice concentrate. Contains sulphites.",
      abv: 0,
      container: "can",
      sizeMl: 250,
      pricePence: 329,
      stock: 236,
      colours: ["#f4b6c2", "#ffffff", "#d94f70"],
      packs: [4, 12, 24],
      addedOn: "2025-06-24",
    },
    {
      brand: "Kestrel Ridge",
      name: "Shiraz Rosé",
      description:
        "Cherry-pink, with more fruit and body than most rosés: ripe cherry and a pinch of Shiraz spice for the barbecue.",
      tastingNotes: "Cherry, raspberry, white pepper, round",
      ingredients: "Dealcoholised wine (Shiraz grapes), grape juice concentrate. Contains sulphites.",
      pricePence: 949,
      stock: 91,
      colours: ["#dc5c78", "#e9dfcb", "#b5462f"],
      addedOn: "2026-03-17",
    },
    {
      brand: "Southdown Cellars",
      name: "Pinot Meunier Rosé",
      description:
        "Pinot Meunier from chalk slopes in Sussex, made into a delicate rosé of redcurrant and rhubarb with a crisp, clean finish.",
      tastingNotes: "Redcurrant, rhubarb, rose hip, crisp",
      ingredients: "Dealcoholised wine (Pinot Meunier grapes), grape must. Contains sulphites.",
      pricePence: 1299,
      stock: 7,
      colours: ["#f3c3c0", "#f5f3ee", "#1f4d3a"],
      addedOn: "2026-05-12",
    },
  ],
};

const SPARKLING_WINES: SubCategorySpec = {
  slug: "alcohol-free-sparkling-wines",
  code: "WIN-SPK",
  family: "wine",
  defaults: WINE_750,
  products: [
    {
      brand: "Quillmere Estate",
      name: "Rosé Brut",
      description:
        "Salmon-pink, lively and fine-bubbled, with fresh strawberries and cream. For birthdays, baby showers and any excuse for a toast.",
      tastingNotes: "Strawberries and cream, pink grapefruit, fine mousse",
      ingredients: "Dealcoholised wine (Pinot Noir and Chardonnay grapes), grape must, carbon dioxide. Contains sulphites.",
      pricePence: 999,
      stock: 208,
      colours: ["#f0b7a6", "#f3ead8", "#a8843f"],
      packs: [6, 12],
      featured: true,
      addedOn: "2025-02-04",
    },
    {
      brand: "Maison Verlaine",
      name: "Blanc de Blancs Brut",
      description:
        "Chardonnay only: green apple, lemon and a toasty hint of brioche, carried on a fine, persistent bead. A proper celebration bottle.",
      tastingNotes: "Green apple, lemon curd, brioche, fine bubbles",
      ingredients: "Dealcoholised wine (Chardonnay grapes), grape must, carbon dioxide. Contains sulphites.",
      pricePence: 1249,
      stock: 117,
      colours: ["#e9dc9c", "#1c1c1c", "#c8a951"],
      addedOn: "2025-03-11",
    },
    {
      brand: "Bodega Alzira",
      name: "Sparkling Brut",
      description:
        "Great value for a party. Citrus and orchard fruit, a clean, dry finish, and just the thing for a mimosa with fresh orange juice.",
      tastingNotes: "Lemon, green apple, white blossom, dry",
      ingredients: "Dealcoholised wine (Macabeo and Parellada grapes), grape must, carbon dioxide. Contains sulphites.",
      pricePence: 899,
      stock: 254,
      colours: ["#ece2a6", "#f1e4c8", "#c9a24a"],
      packs: [6, 12],
      addedOn: "2025-10-28",
    },
    {
      brand: "Villa Serafina",
      name: "Spumante Extra Dry",
      description:
        "Italian-style spumante, light and aromatic, with pear, acacia blossom and frothy bubbles. Pour it as an aperitivo, or over white peach purée for a Bellini-style brunch. (Extra Dry is, confusingly, a touch sweeter than Brut.)",
      tastingNotes: "Pear, acacia, peach, frothy",
      ingredients: "Dealcoholised wine (Glera grapes), grape must, carbon dioxide. Contains sulphites.",
      pricePence: 949,
      stock: 0,
      colours: ["#eee7b8", "#f4ecdc", "#2e6b3f"],
      addedOn: "2025-11-25",
    },
    {
      brand: "Weingut Falkenrath",
      name: "Sparkling Riesling",
      description:
        "Off-dry sparkling Riesling with lime and stone fruit, good with spicy food and better still on a hot afternoon.",
      tastingNotes: "Lime, apricot, white flowers, off-dry",
      ingredients: "Dealcoholised wine (Riesling grapes), grape must, carbon dioxide. Contains sulphites.",
      pricePence: 1149,
      stock: 69,
      colours: ["#e1e39c", "#f7f2ea", "#2f3b4c"],
      addedOn: "2026-01-13",
    },
    {
      brand: "Lumen & Lark",
      name: "Sparkling White",
      description:
        "Sparkling white in a slim 250 ml can that chills in a flash. Apple, citrus and plenty of fizz.",
      tastingNotes: "Green apple, lemon, crisp, lively bubbles",
      ingredients: "Dealcoholised wine (Airén grapes), grape juice concentrate, carbon dioxide. Contains sulphites.",
      container: "can",
      sizeMl: 250,
      pricePence: 299,
      stock: 288,
      colours: ["#f3e7a8", "#ffffff", "#c8a951"],
      packs: [4, 12, 24],
      addedOn: "2026-04-07",
    },
    {
      brand: "Southdown Cellars",
      name: "Classic Cuvée",
      description:
        "Chardonnay, Pinot Noir and Pinot Meunier, made by the traditional method and aged on its lees before dealcoholisation. That time on the lees gives it the toasty, creamy depth of good English sparkling wine. This is the bottle to open when it matters. Serve it at 6–8°C in a white wine glass rather than a flute, so the aromas have room.",
      tastingNotes: "Toasted brioche, baked apple, lemon, creamy mousse",
      ingredients: "Dealcoholised wine (Chardonnay, Pinot Noir and Pinot Meunier grapes), grape must, carbon dioxide. Contains sulphites.",
      pricePence: 1499,
      stock: 43,
      colours: ["#e6d68e", "#f5f3ee", "#1f4d3a"],
      featured: true,
      addedOn: "2026-10-20",
    },
  ],
};

const ORGANIC_WINES: SubCategorySpec = {
  slug: "alcohol-free-organic-wines",
  code: "WIN-ORG",
  family: "wine",
  defaults: WINE_750,
  products: [
    {
      brand: "Mossgarth Organics",
      name: "Organic Merlot",
      description:
        "Sheep graze between the vines on this single, certified organic estate. The wine is round and juicy, with plum and a touch of cocoa.",
      tastingNotes: "Plum, blackberry, cocoa, smooth",
      ingredients: "Dealcoholised organic wine (Merlot grapes), organic grape must. Contains sulphites.",
      pricePence: 949,
      stock: 162,
      colours: ["#521226", "#f2efe4", "#5d7b4a"],
      also: ["alcohol-free-red-wines"],
      featured: true,
      addedOn: "2025-03-25",
    },
    {
      brand: "Mossgarth Organics",
      name: "Organic Sauvignon Blanc",
      description:
        "Organic Sauvignon Blanc with gooseberry, lime and a clean, mineral finish, made with minimal intervention.",
      tastingNotes: "Gooseberry, lime, elderflower, mineral",
      ingredients: "Dealcoholised organic wine (Sauvignon Blanc grapes), organic grape must. Contains sulphites.",
      pricePence: 949,
      stock: 137,
      colours: ["#e0e6a4", "#f2efe4", "#5d7b4a"],
      also: ["alcohol-free-white-wines"],
      addedOn: "2025-03-25",
    },
    {
      brand: "Mossgarth Organics",
      name: "Organic Sparkling",
      description:
        "Certified organic and vegan: Chardonnay and Pinot Blanc made into a bright, dry sparkler with apple, lemon zest and a fine, lasting fizz.",
      tastingNotes: "Crisp apple, lemon zest, almond, dry",
      ingredients: "Dealcoholised organic wine (Chardonnay and Pinot Blanc grapes), organic grape must, carbon dioxide. Contains sulphites.",
      pricePence: 1099,
      stock: 84,
      colours: ["#e8dd9f", "#f2efe4", "#5d7b4a"],
      also: ["alcohol-free-sparkling-wines"],
      addedOn: "2025-12-02",
    },
    {
      brand: "Terre Vive",
      name: "Organic Montepulciano",
      description:
        "Lasagne, aubergine parmigiana, a hearty stew. This rustic red from organic vineyards in Abruzzo has the dark cherry and herbs to take them on.",
      tastingNotes: "Dark cherry, bramble, rosemary, rustic",
      ingredients: "Dealcoholised organic wine (Montepulciano grapes), organic grape must. Contains sulphites.",
      pricePence: 1049,
      stock: 95,
      colours: ["#4b0e22", "#f6f0e2", "#b8572b"],
      also: ["alcohol-free-red-wines"],
      addedOn: "2025-08-12",
    },
    {
      brand: "Terre Vive",
      name: "Organic Vermentino",
      description:
        "Sunny and saline, from organic coastal vineyards: lemon, green herbs and a salty tang. Grilled fish, clams, long lunches. Drink it young and cold.",
      tastingNotes: "Lemon, sea salt, green herbs, almond",
      ingredients: "Dealcoholised organic wine (Vermentino grapes), organic grape must. Contains sulphites.",
      pricePence: 999,
      stock: 108,
      colours: ["#e7e1a0", "#f6f0e2", "#b8572b"],
      also: ["alcohol-free-white-wines"],
      addedOn: "2025-08-12",
    },
    {
      brand: "Terre Vive",
      name: "Organic Ramato Rosé",
      description:
        "Ramato means copper, the colour Pinot Grigio takes when it is left briefly on its skins. This organic one is dry and textured, with peach, blood orange and a gently grippy finish. Try it with a mezze spread.",
      tastingNotes: "White peach, blood orange, rose hip, textured",
      ingredients: "Dealcoholised organic wine (Pinot Grigio grapes), organic grape must. Contains sulphites.",
      pricePence: 1049,
      stock: 58,
      colours: ["#e8a57f", "#f6f0e2", "#b8572b"],
      also: ["alcohol-free-rose-wines"],
      addedOn: "2026-06-09",
    },
    {
      brand: "Quillmere Estate",
      name: "Organic Sparkling Rosé",
      description:
        "The vineyard has been organic for fifteen years, and its Pinot Noir makes this pale, dry sparkling rosé of raspberry and redcurrant, with fine bubbles and a refreshing finish.",
      tastingNotes: "Raspberry, redcurrant, citrus, dry",
      ingredients: "Dealcoholised organic wine (Pinot Noir grapes), organic grape must, carbon dioxide. Contains sulphites.",
      pricePence: 1149,
      stock: 72,
      colours: ["#efad9f", "#f3ead8", "#5d7b4a"],
      also: ["alcohol-free-sparkling-wines", "alcohol-free-rose-wines"],
      addedOn: "2026-09-01",
    },
  ],
};

// ---------------------------------------------------------------------------------------------
// Beers
// ---------------------------------------------------------------------------------------------

const LAGERS: SubCategorySpec = {
  slug: "alcohol-free-lagers",
  code: "BER-LAG",
  family: "beer",
  defaults: BEER_330,
  products: [
    {
      brand: "Wendleby Brewing Co",
      name: "Crisp Lager",
      description:
        "The beer that started the brewery: a clean, golden lager of British malt and Saaz hops, cold-conditioned for four weeks. Snappy and refreshing.",
      tastingNotes: "Fresh bread, lemon, grassy hops, clean bitterness",
      ingredients: "Water, barley malt, maize, hops, yeast.",
      pricePence: 179,
      stock: 384,
      colours: ["#d9a521", "#1f4e79", "#f2f2f2"],
      packs: [4, 12, 24],
      addedOn: "2025-01-07",
    },
    {
      brand: "Cinderwell Brewery",
      name: "Munich Helles",
      description:
        "Brewed in Shropshire to a Bavarian pattern, with Pilsner and Munich malts, gentle noble hops and a soft, bready body. Helles is Munich's everyday lager, rounder and less bitter than a pils.",
      tastingNotes: "Honeyed malt, fresh bread, floral hops, soft",
      ingredients: "Water, barley malt, hops, yeast.",
      sizeMl: 500,
      pricePence: 249,
      stock: 212,
      colours: ["#e0b23a", "#fff8e6", "#1c3d6e"],
      addedOn: "2025-02-18",
    },
    {
      brand: "Wrackline Brewing",
      name: "Coastal Pilsner",
      description:
        "Bitter, bright and dry-hopped with Hallertau Blanc at a small brewery on the Essex coast. Crisp and zesty with a lingering bite, it wants fish and chips. Hallertau Blanc is a German hop with a white-wine, gooseberry edge.",
      tastingNotes: "Lemon zest, white grape, cracker, bitter finish",
      ingredients: "Water, barley malt, hops, yeast.",
      container: "bottle",
      pricePence: 199,
      stock: 165,
      colours: ["#dcb43c", "#e8f1f4", "#2a6f8f"],
      addedOn: "2025-05-06",
    },
    {
      brand: "Little Ox Brewery",
      name: "Unfiltered Lager",
      description:
        "Lager with the yeast left in. Hazy and fuller-bodied than a filtered pint, with bready malt and a spicy, peppery hop finish. Give the can a gentle roll before opening to bring up the yeast.",
      tastingNotes: "Biscuit, orange blossom, pepper, hazy",
      ingredients: "Water, barley malt, oats, hops, yeast.",
      sizeMl: 440,
      pricePence: 239,
      stock: 147,
      colours: ["#e3b548", "#1d1d1b", "#f26b38"],
      addedOn: "2025-08-26",
    },
    {
      brand: "Haldenberg",
      name: "Pils",
      description:
        "Alcohol-free in the strict UK sense, at 0.05%: a German pilsner from a fourth-generation family brewery, brewed to the purity law and dealcoholised by gentle vacuum. Dry, crisp and properly bitter.",
      tastingNotes: "Cracker, herbal hops, dry, bitter",
      ingredients: "Water, barley malt, hops.",
      abv: 0.05,
      container: "bottle",
      pricePence: 149,
      stock: 356,
      colours: ["#d6a82c", "#ffffff", "#1e6b3a"],
      packs: [6, 24],
      addedOn: "2025-03-31",
    },
    {
      brand: "Haldenberg",
      name: "Export Lager",
      description:
        "For anyone who finds pilsner too sharp. Haldenberg's Dortmund-style export is fuller and maltier, smooth and golden with a gentle hop finish, and like the Pils it is 0.05%.",
      tastingNotes: "Toasted malt, honey, mild hops, smooth",
      ingredients: "Water, barley malt, hops.",
      abv: 0.05,
      container: "bottle",
      sizeMl: 500,
      pricePence: 199,
      stock: 143,
      colours: ["#cf9a24", "#ffffff", "#8c1c13"],
      packs: [6, 12],
      addedOn: "2026-01-27",
    },
    {
      brand: "Playa Norte",
      name: "Cerveza Clara",
      description:
        "Serve it ice-cold with a wedge of lime and a plate of tacos. This pale Mexican-style lager has a touch of maize for crispness, and is brewed in full, then dealcoholised to 0.0%.",
      tastingNotes: "Light malt, sweetcorn, lime, ultra-crisp",
      ingredients: "Water, barley malt, maize, hops, yeast.",
      abv: 0,
      container: "bottle",
      pricePence: 169,
      stock: 0,
      colours: ["#ecc95a", "#fdf6e3", "#2b8a8a"],
      addedOn: "2026-06-30",
    },
  ],
};

const STOUTS_ALES: SubCategorySpec = {
  slug: "alcohol-free-stouts-ales",
  code: "BER-STO",
  family: "beer",
  defaults: BEER_330,
  products: [
    {
      brand: "Wendleby Brewing Co",
      name: "Session IPA",
      description:
        "Citra, Mosaic and Simcoe bring waves of tropical fruit and pine, and a bitter finish keeps it refreshing.",
      tastingNotes: "Mango, grapefruit, pine resin, bitter finish",
      ingredients: "Water, barley malt, oats, wheat, hops, yeast.",
      sizeMl: 440,
      pricePence: 259,
      stock: 296,
      colours: ["#e39b2d", "#1f4e79", "#f2c14e"],
      packs: [4, 12],
      featured: true,
      addedOn: "2025-01-07",
    },
    {
      brand: "Cinderwell Brewery",
      name: "Forge Stout",
      description:
        "Oats and chocolate malt give this stout its smooth body and creamy tan head. Coffee and dark chocolate up front, then a dry finish. Pour it hard into a tall glass to build the head.",
      tastingNotes: "Espresso, dark chocolate, oats, dry roast",
      ingredients: "Water, barley malt, roasted barley, oats, hops, yeast.",
      sizeMl: 440,
      pricePence: 249,
      stock: 184,
      colours: ["#231611", "#e9dcc3", "#c2872e"],
      featured: true,
      addedOn: "2025-02-18",
    },
    {
      brand: "Old Tannery Ales",
      name: "Best Bitter",
      description:
        "Copper-coloured English best bitter from Maris Otter malt with Fuggles and Goldings hops. Nutty, toffee-ish and balanced: the ale you want with a pie. Serve it cool rather than cold, at 11–13°C, as you would cask ale.",
      tastingNotes: "Toffee, nutty malt, earthy hops, marmalade",
      ingredients: "Water, barley malt (Maris Otter), crystal malt, hops, yeast.",
      container: "bottle",
      sizeMl: 500,
      pricePence: 229,
      stock: 131,
      colours: ["#9c4a1a", "#efe2c4", "#1e3a2f"],
      packs: [6, 12],
      addedOn: "2025-04-08",
    },
    {
      brand: "Old Tannery Ales",
      name: "Tanner's Porter",
      description:
        "London-style porter: chocolate, treacle, a hint of smoke, and lighter in body than a stout. Have it with a steak pie or the cheeseboard.",
      tastingNotes: "Milk chocolate, treacle, light smoke, smooth",
      ingredients: "Water, barley malt, chocolate malt, brown malt, hops, yeast.",
      container: "bottle",
      sizeMl: 500,
      pricePence: 249,
      stock: 96,
      colours: ["#2e1a10", "#efe2c4", "#8c2f1b"],
      packs: [6, 12],
      addedOn: "2025-10-14",
    },
    {
      brand: "Ravensworth Brewery",
      name: "Midnight Oatmeal Stout",
      description:
        "Dessert in a glass, from the Yorkshire Dales. Oats make it silky, roasted coffee and cocoa nibs make it dark, and a touch of vanilla rounds it off. It is brewed without lactose.",
      tastingNotes: "Cocoa nib, roasted coffee, vanilla, silky",
      ingredients: "Water, barley malt, roasted barley, oats, hops, yeast, natural vanilla flavouring.",
      container: "bottle",
      pricePence: 219,
      stock: 3,
      colours: ["#170f0b", "#2b2b2b", "#b08d57"],
      addedOn: "2025-11-18",
    },
    {
      brand: "Little Ox Brewery",
      name: "Juicy Pale Ale",
      description:
        "Double dry-hopped with Citra and El Dorado: soft, hazy and full of peach and pineapple, with just enough bitterness.",
      tastingNotes: "Peach, pineapple, orange juice, soft bitterness",
      ingredients: "Water, barley malt, oats, wheat, hops, yeast.",
      pricePence: 229,
      stock: 203,
      colours: ["#f0b54a", "#1d1d1b", "#f26b38"],
      addedOn: "2026-03-03",
    },
    {
      brand: "Wrackline Brewing",
      name: "Estuary Amber Ale",
      description:
        "Caramel malt and earthy English hops, brewed for roast pork, sausages and a walk along the estuary.",
      tastingNotes: "Caramel, toasted bread, stone fruit, earthy hops",
      ingredients: "Water, barley malt, crystal malt, hops, yeast.",
      container: "bottle",
      pricePence: 199,
      stock: 118,
      colours: ["#a5541f", "#e8f1f4", "#2a6f8f"],
      addedOn: "2026-07-21",
    },
  ],
};

const WHEAT_BEERS: SubCategorySpec = {
  slug: "alcohol-free-wheat-beers",
  code: "BER-WHT",
  family: "beer",
  defaults: { abv: 0.5, container: "bottle", sizeMl: 500 },
  products: [
    {
      brand: "Weissbrunn Bräu",
      name: "Hefeweissbier",
      description:
        "Cloudy, golden and topped with a thick white head, this is Bavarian wheat beer as it is meant to be. The house yeast brings banana and clove. Brunch, or a bratwurst.",
      tastingNotes: "Banana, clove, bubblegum, creamy",
      ingredients: "Water, wheat malt, barley malt, hops, yeast.",
      pricePence: 199,
      stock: 274,
      colours: ["#e8b84a", "#ffffff", "#1d4f91"],
      packs: [6, 12],
      featured: true,
      addedOn: "2025-02-25",
    },
    {
      brand: "Weissbrunn Bräu",
      name: "Dunkles Weissbier",
      description:
        "Wheat beer's darker side: caramel and bread crust alongside the banana and clove. Superb with roast pork and crackling. Pour slowly and swirl the last inch to lift the yeast from the bottom.",
      tastingNotes: "Caramel, ripe banana, clove, bread crust",
      ingredients: "Water, wheat malt, barley malt, caramel malt, hops, yeast.",
      pricePence: 219,
      stock: 122,
      colours: ["#7a3e17", "#ffffff", "#1d4f91"],
      packs: [6, 12],
      addedOn: "2025-09-30",
    },
    {
      brand: "Cinderwell Brewery",
      name: "Hefeweizen",
      description:
        "Cinderwell's British take on a Bavarian wheat beer is unfiltered, soft and full of banana bread, with a lightly spicy finish.",
      tastingNotes: "Banana bread, vanilla, clove, soft",
      ingredients: "Water, wheat malt, barley malt, hops, yeast.",
      pricePence: 229,
      stock: 87,
      colours: ["#eabf5a", "#fff8e6", "#1c3d6e"],
      addedOn: "2025-05-13",
    },
    {
      brand: "Wendleby Brewing Co",
      name: "Citrus Wit",
      description:
        "Pour it with a slice of orange on a summer afternoon. Coriander seed and fresh orange peel make this Belgian-style wit hazy, zesty and easy.",
      tastingNotes: "Orange peel, coriander, wheat, zesty",
      ingredients: "Water, wheat malt, barley malt, oats, hops, orange peel, coriander seed, yeast.",
      container: "can",
      sizeMl: 330,
      pricePence: 199,
      stock: 168,
      colours: ["#f1d27a", "#1f4e79", "#f28c28"],
      addedOn: "2025-07-08",
    },
    {
      brand: "Little Ox Brewery",
      name: "Hazy Wheat",
      description:
        "American wheat beer hopped with Amarillo, so the citrus and apricot come from the hops rather than the yeast. Smooth and cloudy, with a gentle bitterness.",
      tastingNotes: "Apricot, orange, soft wheat, light bitterness",
      ingredients: "Water, wheat malt, barley malt, oats, hops, yeast.",
      container: "can",
      sizeMl: 440,
      pricePence: 249,
      stock: 109,
      colours: ["#f2c76b", "#1d1d1b", "#f26b38"],
      addedOn: "2026-04-21",
    },
    {
      brand: "Brasserie Laroche",
      name: "Blanche",
      description:
        "From a small brasserie in the Ardennes, a pale, cloudy Belgian white spiced with coriander and curaçao orange peel. Elegant and dry.",
      tastingNotes: "Coriander, bitter orange, chamomile, dry",
      ingredients: "Water, wheat, barley malt, oats, hops, curaçao orange peel, coriander, yeast.",
      sizeMl: 330,
      pricePence: 219,
      stock: 6,
      colours: ["#f0dc95", "#f7f3ea", "#3a5a8c"],
      addedOn: "2025-12-09",
    },
    {
      brand: "Haldenberg",
      name: "Weizen",
      description:
        "Fruity, lively German wheat beer with plenty of natural fizz; like all Haldenberg's beers it is 0.05% ABV.",
      tastingNotes: "Banana, lemon, clove, refreshing",
      ingredients: "Water, wheat malt, barley malt, hops, yeast.",
      abv: 0.05,
      pricePence: 189,
      stock: 231,
      colours: ["#e9b440", "#ffffff", "#1e6b3a"],
      packs: [6, 12],
      addedOn: "2026-08-04",
    },
  ],
};

const FRUIT_BEERS: SubCategorySpec = {
  slug: "alcohol-free-fruit-beers",
  code: "BER-FRU",
  family: "beer",
  defaults: BEER_330,
  products: [
    {
      brand: "Brightwater Brewing",
      name: "Raspberry Sour",
      description:
        "The one to hand to people who say they don't like beer: a kettle-soured wheat beer with whole raspberries, vivid pink, tart and juicy.",
      tastingNotes: "Fresh raspberry, lemon, tart, juicy",
      ingredients: "Water, barley malt, wheat malt, raspberry purée (10%), hops, lactobacillus, yeast.",
      pricePence: 249,
      stock: 177,
      colours: ["#c2185b", "#fce4ec", "#2b2d42"],
      featured: true,
      addedOn: "2025-03-18",
    },
    {
      brand: "Brightwater Brewing",
      name: "Mango & Passion Fruit Pale",
      description:
        "Real mango and passion fruit purée goes in after fermentation, so the fruit stays bright: hazy, juicy and softly bitter.",
      tastingNotes: "Mango, passion fruit, citrus, soft",
      ingredients: "Water, barley malt, oats, mango purée, passion fruit purée, hops, yeast.",
      sizeMl: 440,
      pricePence: 269,
      stock: 134,
      colours: ["#f5a623", "#fff3d6", "#2b2d42"],
      addedOn: "2025-06-10",
    },
    {
      brand: "Brightwater Brewing",
      name: "Blood Orange IPA",
      description:
        "Blood orange juice and zest meet Cascade and Centennial hops in a rosy amber IPA of bittersweet citrus and a little pine.",
      tastingNotes: "Blood orange, pine, marmalade, bitter",
      ingredients: "Water, barley malt, wheat malt, blood orange juice, orange zest, hops, yeast.",
      pricePence: 239,
      stock: 92,
      colours: ["#d9480f", "#fff0e6", "#2b2d42"],
      addedOn: "2026-02-24",
    },
    {
      brand: "Brasserie Laroche",
      name: "Cerise",
      description:
        "Sour Morello cherries are macerated on a wheat beer base, and the beer is then dealcoholised to 0.0%. Deep ruby and tart, with an almond finish that loves dark chocolate.",
      tastingNotes: "Morello cherry, almond, tart, dry",
      ingredients: "Water, barley malt, wheat, cherry juice (15%), hops, yeast.",
      abv: 0,
      container: "bottle",
      pricePence: 249,
      stock: 61,
      colours: ["#8e1b2c", "#f7f3ea", "#3a5a8c"],
      addedOn: "2025-12-09",
    },
    {
      brand: "Wrackline Brewing",
      name: "Salted Lime Gose",
      description:
        "Gose is a German sour wheat beer brewed with salt. Wrackline uses sea salt from the Blackwater estuary and fresh lime, and the result is tangy, saline and very refreshing on a hot day.",
      tastingNotes: "Lime, sea salt, coriander, tart",
      ingredients: "Water, barley malt, wheat malt, lime juice, sea salt, coriander seed, hops, lactobacillus, yeast.",
      pricePence: 219,
      stock: 104,
      colours: ["#b5d86a", "#e8f1f4", "#2a6f8f"],
      addedOn: "2026-07-21",
    },
    {
      brand: "Wendleby Brewing Co",
      name: "Grapefruit Radler",
      description:
        "Wendleby take a batch of their lager all the way down to 0.0% for this radler, then blend it with 30% pink grapefruit juice. Sweet, sharp and thirst-quenching after an afternoon in the garden.",
      tastingNotes: "Pink grapefruit, lemon, light malt, sweet-tart",
      ingredients: "Water, barley malt, pink grapefruit juice (30%), sugar, natural flavouring, hops, yeast.",
      abv: 0,
      pricePence: 169,
      stock: 221,
      colours: ["#f28b82", "#1f4e79", "#f2c14e"],
      packs: [4, 12, 24],
      addedOn: "2025-05-27",
    },
    {
      brand: "Little Ox Brewery",
      name: "Peach Sour",
      description:
        "Thick, fruity and gently tart: a smoothie-style sour with plenty of white peach and a hint of vanilla.",
      tastingNotes: "White peach, vanilla, apricot, tangy",
      ingredients: "Water, barley malt, wheat malt, oats, peach purée (20%), natural vanilla flavouring, hops, lactobacillus, yeast.",
      sizeMl: 440,
      pricePence: 279,
      stock: 58,
      colours: ["#f7b27a", "#1d1d1b", "#f26b38"],
      addedOn: "2026-09-15",
    },
  ],
};

const ORGANIC_BEERS: SubCategorySpec = {
  slug: "alcohol-free-organic-beers",
  code: "BER-ORG",
  family: "beer",
  defaults: { abv: 0.5, container: "bottle", sizeMl: 500 },
  products: [
    {
      brand: "Fellside Brewery",
      name: "Organic Pale Ale",
      description:
        "Brewed in the Lake District with organic malt and hops and spring water from the fells: floral, biscuity and cleanly bitter. A walker's reward.",
      tastingNotes: "Biscuit, orange blossom, grapefruit, clean bitterness",
      ingredients: "Water, organic barley malt, organic hops, yeast.",
      pricePence: 249,
      stock: 158,
      colours: ["#d98c2b", "#f4f1e8", "#3e6b48"],
      packs: [6, 12],
      also: ["alcohol-free-stouts-ales"],
      featured: true,
      addedOn: "2025-04-22",
    },
    {
      brand: "Fellside Brewery",
      name: "Organic Lager",
      description:
        "Certified organic, brewed slowly and cold-conditioned, with a soft malt body and a herbal hop snap.",
      tastingNotes: "Cereal, lemon, herbal hops, crisp",
      ingredients: "Water, organic barley malt, organic hops, yeast.",
      sizeMl: 330,
      pricePence: 199,
      stock: 193,
      colours: ["#dcae3a", "#f4f1e8", "#3e6b48"],
      also: ["alcohol-free-lagers"],
      addedOn: "2025-04-22",
    },
    {
      brand: "Fellside Brewery",
      name: "Organic Stout",
      description:
        "Cold evenings by the fire. Roasted barley, dark chocolate and a hint of liquorice in a deep, full-bodied organic stout. Let it warm a little out of the fridge and the chocolate comes forward.",
      tastingNotes: "Roasted barley, dark chocolate, liquorice, full",
      ingredients: "Water, organic barley malt, organic roasted barley, organic oats, organic hops, yeast.",
      pricePence: 269,
      stock: 76,
      colours: ["#1c120d", "#f4f1e8", "#3e6b48"],
      packs: [6, 12],
      also: ["alcohol-free-stouts-ales"],
      addedOn: "2025-10-07",
    },
    {
      brand: "Tallowmere Brewing",
      name: "Organic Helles",
      description:
        "Tallowmere brews on solar power in Somerset. Their organic helles is soft, golden and bready, with a delicate floral hop aroma.",
      tastingNotes: "Soft bread, honey, floral hops, gentle",
      ingredients: "Water, organic barley malt, organic hops, yeast.",
      container: "can",
      sizeMl: 330,
      pricePence: 209,
      stock: 141,
      colours: ["#e2b441", "#f0f4ea", "#b87333"],
      also: ["alcohol-free-lagers"],
      addedOn: "2026-01-20",
    },
    {
      brand: "Tallowmere Brewing",
      name: "Organic Wheat",
      description:
        "Wheat from a neighbouring farm, organic like everything else in it. Naturally cloudy and unfiltered, with banana, clove and a lemony lift.",
      tastingNotes: "Banana, clove, lemon, soft",
      ingredients: "Water, organic wheat malt, organic barley malt, organic hops, yeast.",
      pricePence: 239,
      stock: 88,
      colours: ["#eec060", "#f0f4ea", "#b87333"],
      packs: [6, 12],
      also: ["alcohol-free-wheat-beers"],
      addedOn: "2026-01-20",
    },
    {
      brand: "Tallowmere Brewing",
      name: "Organic IPA",
      description:
        "West Coast-style and bold: organic malt, a punchy blend of organic New Zealand hops, resin, citrus and a firm bitterness that lingers.",
      tastingNotes: "Pine, lime, passion fruit, firm bitterness",
      ingredients: "Water, organic barley malt, organic wheat malt, organic hops, yeast.",
      container: "can",
      sizeMl: 440,
      pricePence: 289,
      stock: 5,
      colours: ["#d9822b", "#f0f4ea", "#b87333"],
      also: ["alcohol-free-stouts-ales"],
      addedOn: "2026-08-18",
    },
    {
      brand: "Haldenberg",
      name: "Organic Kellerbier",
      description:
        "Unfiltered Franconian-style cellar beer from organic malt and hops: amber, earthy and gently bitter. It is 0.05%, like the rest of Haldenberg's range.",
      tastingNotes: "Bread crust, hay, earthy hops, unfiltered",
      ingredients: "Water, organic barley malt, organic hops, yeast.",
      abv: 0.05,
      pricePence: 229,
      stock: 67,
      colours: ["#c98a2e", "#ffffff", "#1e6b3a"],
      packs: [6, 12],
      also: ["alcohol-free-lagers"],
      addedOn: "2026-10-06",
    },
  ],
};

// ---------------------------------------------------------------------------------------------
// Ciders
// ---------------------------------------------------------------------------------------------

const APPLE_CIDERS: SubCategorySpec = {
  slug: "alcohol-free-apple-ciders",
  code: "CID-APP",
  family: "cider",
  defaults: CIDER_500,
  products: [
    {
      brand: "Orchard Lane Cider Co",
      name: "Dry Apple Cider",
      description:
        "Somerset bittersweet apples, Dabinett and Yarlington Mill, fermented slowly before the alcohol is taken down to 0.5%. Tannic, tangy and properly cidery: not apple juice in disguise.",
      tastingNotes: "Bittersweet apple, oak, tannin, dry",
      ingredients: "Fermented apple juice (Dabinett and Yarlington Mill apples), carbon dioxide, antioxidant: sulphites.",
      pricePence: 229,
      stock: 246,
      colours: ["#d8a23a", "#f6efe0", "#2f5d34"],
      packs: [6, 12],
      addedOn: "2025-01-28",
    },
    {
      brand: "Orchard Lane Cider Co",
      name: "Medium Sweet Cider",
      description:
        "Softer and juicier, with ripe red apple and a gentle sweetness: a good all-rounder for barbecues.",
      tastingNotes: "Red apple, honey, soft fizz, medium sweet",
      ingredients: "Fermented apple juice, apple juice, carbon dioxide, antioxidant: sulphites.",
      container: "can",
      sizeMl: 330,
      pricePence: 179,
      stock: 318,
      colours: ["#e3b04b", "#f6efe0", "#b3261e"],
      packs: [4, 12, 24],
      addedOn: "2025-01-28",
    },
    {
      brand: "Pippin & Press",
      name: "Bramley & Cox",
      description:
        "Sharp Bramley meets aromatic Cox's Orange Pippin, both from Kentish orchards. Zingy, fruity, mouth-watering.",
      tastingNotes: "Sharp green apple, pear drop, citrus, zingy",
      ingredients: "Fermented apple juice (Bramley and Cox apples), apple juice, carbon dioxide, antioxidant: sulphites.",
      pricePence: 249,
      stock: 137,
      colours: ["#bcd36a", "#fbf8ef", "#c0392b"],
      addedOn: "2025-05-13",
    },
    {
      brand: "Hollow Oak Cider",
      name: "Cloudy Apple",
      description:
        "Unfiltered, so it keeps the body of the fruit: rich, rustic and full of baked apple. Drink it with pork pies and mature cheddar.",
      tastingNotes: "Baked apple, cinnamon, hay, full-bodied",
      ingredients: "Fermented apple juice, apple juice, carbon dioxide, antioxidant: sulphites.",
      container: "can",
      sizeMl: 330,
      pricePence: 189,
      stock: 152,
      colours: ["#e0b35a", "#3b2a1e", "#f0e0b8"],
      addedOn: "2025-07-29",
    },
    {
      brand: "Redstreak Farm",
      name: "Oak-Aged Dry",
      description:
        "Six months in oak on a single Herefordshire estate come before dealcoholisation. Smoky, vanilla-edged and complex; sip it slowly. Try it in a wine glass at cellar temperature rather than straight from the fridge.",
      tastingNotes: "Cooked apple, vanilla, oak, smoky",
      ingredients: "Fermented apple juice, carbon dioxide, antioxidant: sulphites.",
      pricePence: 279,
      stock: 84,
      colours: ["#c07a2c", "#f3ece0", "#5a2d0c"],
      packs: [6, 12],
      addedOn: "2025-10-21",
    },
    {
      brand: "Redstreak Farm",
      name: "Kingston Black Single Variety",
      description:
        "Kingston Black is the cider apple prized for its balance of sugar, acid and tannin, and here it makes a cider on its own. Bittersharp, aromatic and long: our pick of the apple ciders.",
      tastingNotes: "Bittersharp apple, blackcurrant leaf, tannin, long",
      ingredients: "Fermented apple juice (Kingston Black apples), carbon dioxide, antioxidant: sulphites.",
      pricePence: 299,
      stock: 47,
      colours: ["#a8542a", "#f3ece0", "#5a2d0c"],
      packs: [6],
      featured: true,
      addedOn: "2026-09-29",
    },
    {
      brand: "Larkbarrow Cider Co",
      name: "Crisp Apple",
      description:
        "Green apple and a refreshing sparkle at 0.0%, for sunny afternoons.",
      tastingNotes: "Green apple, lemon, light, refreshing",
      ingredients: "Fermented apple juice, apple juice, carbon dioxide, natural flavouring, antioxidant: sulphites.",
      abv: 0,
      container: "bottle",
      sizeMl: 330,
      pricePence: 169,
      stock: 205,
      colours: ["#cde07a", "#ffffff", "#3b7d3a"],
      packs: [6, 12, 24],
      addedOn: "2026-05-05",
    },
  ],
};

const PEAR_CIDERS: SubCategorySpec = {
  slug: "alcohol-free-pear-ciders",
  code: "CID-PER",
  family: "cider",
  defaults: CIDER_500,
  products: [
    {
      brand: "Perrymead",
      name: "Sparkling Pear",
      description:
        "Some of the Gloucestershire pear trees behind this perry-style cider are more than a century old. Pale, floral and gently sparkling, it stands in well for a glass of fizz.",
      tastingNotes: "Ripe pear, elderflower, honey, delicate bubbles",
      ingredients: "Fermented pear juice, carbon dioxide, antioxidant: sulphites.",
      container: "bottle",
      sizeMl: 330,
      pricePence: 199,
      stock: 167,
      colours: ["#dfe3a0", "#fbfaf3", "#6b8e23"],
      packs: [6, 24],
      featured: true,
      addedOn: "2025-03-04",
    },
    {
      brand: "Perrymead",
      name: "Blakeney Red Single Variety",
      description:
        "One pear only, the Blakeney Red, a Gloucestershire perry variety with a tannic bite. Dry, textured and quietly complex; try it with blue cheese. Perry pears are grown for pressing, not eating, and their tannin is what gives perry its grip.",
      tastingNotes: "Pear skin, quince, white pepper, dry",
      ingredients: "Fermented pear juice (Blakeney Red pears), carbon dioxide, antioxidant: sulphites.",
      pricePence: 279,
      stock: 0,
      colours: ["#c9c978", "#fbfaf3", "#8b1e1e"],
      packs: [6],
      addedOn: "2025-10-07",
    },
    {
      brand: "Orchard Lane Cider Co",
      name: "Pear Cider",
      description:
        "Juicy, sweet Conference pear with a light sparkle, at 0.05% ABV. Pour it over ice.",
      tastingNotes: "Juicy pear, vanilla, soft sparkle, sweet",
      ingredients: "Fermented pear juice, pear juice, carbon dioxide, antioxidant: sulphites.",
      abv: 0.05,
      container: "can",
      sizeMl: 330,
      pricePence: 179,
      stock: 226,
      colours: ["#d9df8c", "#f6efe0", "#2f5d34"],
      packs: [4, 12, 24],
      addedOn: "2025-06-17",
    },
    {
      brand: "Pippin & Press",
      name: "Conference Pear",
      description:
        "Kentish Conference pears, picked ripe and pressed: soft, mellow and rounded, with a clean, lightly sparkling finish.",
      tastingNotes: "Conference pear, almond, melon, mellow",
      ingredients: "Fermented pear juice (Conference pears), pear juice, carbon dioxide, antioxidant: sulphites.",
      pricePence: 239,
      stock: 113,
      colours: ["#cfd88a", "#fbf8ef", "#c0392b"],
      addedOn: "2025-05-13",
    },
    {
      brand: "Hollow Oak Cider",
      name: "Pear & Elderflower",
      description:
        "Elderflower from the hedgerows around the farm lifts a soft pear cider: fragrant and fresh.",
      tastingNotes: "Pear, elderflower, lemon, floral",
      ingredients: "Fermented pear juice, pear juice, elderflower extract, carbon dioxide, antioxidant: sulphites.",
      container: "can",
      sizeMl: 330,
      pricePence: 199,
      stock: 98,
      colours: ["#e5e6b0", "#3b2a1e", "#f0e0b8"],
      addedOn: "2026-03-24",
    },
    {
      brand: "Larkbarrow Cider Co",
      name: "Pear",
      description:
        "Fruity pear cider with a crisp finish, priced for gatherings.",
      tastingNotes: "Pear drop, green apple, crisp, sweet",
      ingredients: "Fermented pear juice, pear juice, carbon dioxide, natural flavouring, antioxidant: sulphites.",
      pricePence: 199,
      stock: 172,
      colours: ["#d6e089", "#ffffff", "#3b7d3a"],
      addedOn: "2026-05-05",
    },
    {
      brand: "Perrymead",
      name: "Pear & Ginger",
      description:
        "Try it gently warmed with a cinnamon stick in winter. Chilled, in summer, the sweet pear and root ginger are just as good.",
      tastingNotes: "Pear, fresh ginger, lemongrass, warming",
      ingredients: "Fermented pear juice, pear juice, ginger extract, carbon dioxide, antioxidant: sulphites.",
      container: "can",
      sizeMl: 330,
      pricePence: 209,
      stock: 124,
      colours: ["#d7c47a", "#fbfaf3", "#c46a1c"],
      addedOn: "2026-10-27",
    },
  ],
};

const FRUIT_CIDERS: SubCategorySpec = {
  slug: "alcohol-free-fruit-ciders",
  code: "CID-FRU",
  family: "cider",
  defaults: CIDER_500,
  products: [
    {
      brand: "Orchard Lane Cider Co",
      name: "Strawberry & Lime",
      description:
        "Strawberries and a squeeze of lime over a crisp apple cider base, at 0.05%. Pour it over plenty of ice with sliced fruit.",
      tastingNotes: "Strawberry, lime, apple, sweet",
      ingredients: "Fermented apple juice, apple juice, strawberry juice, lime juice, natural flavouring, carbon dioxide, antioxidant: sulphites.",
      abv: 0.05,
      pricePence: 219,
      stock: 263,
      colours: ["#e0445e", "#f6efe0", "#7cb342"],
      addedOn: "2025-04-15",
    },
    {
      brand: "Hollow Oak Cider",
      name: "Wild Berries",
      description:
        "Blackberry, blueberry and raspberry turn this cider deep purple. Fruity without being sickly, with a tart edge, and dealcoholised to 0.0%.",
      tastingNotes: "Blackberry, blueberry, raspberry, tart",
      ingredients: "Fermented apple juice, blackberry juice, blueberry juice, raspberry juice, carbon dioxide, antioxidant: sulphites.",
      abv: 0,
      container: "can",
      sizeMl: 330,
      pricePence: 189,
      stock: 187,
      colours: ["#5b2a6e", "#3b2a1e", "#f0e0b8"],
      addedOn: "2025-07-29",
    },
    {
      brand: "Larkbarrow Cider Co",
      name: "Mixed Fruit",
      description:
        "Strawberry, raspberry and blackcurrant with apple: bright, fruity and 0.05% ABV. Best very cold.",
      tastingNotes: "Red berries, blackcurrant, apple, sweet",
      ingredients: "Fermented apple juice, apple juice, blackcurrant juice, strawberry juice, raspberry juice, natural flavouring, carbon dioxide, antioxidant: sulphites.",
      abv: 0.05,
      pricePence: 199,
      stock: 228,
      colours: ["#b0223f", "#ffffff", "#3b7d3a"],
      addedOn: "2025-08-19",
    },
    {
      brand: "Pippin & Press",
      name: "Forced Rhubarb",
      description:
        "Like rhubarb crumble, without the crumble. Tender forced rhubarb and Bramley apple make a sharp, rosy cider with a subtle sweetness.",
      tastingNotes: "Rhubarb, custard, sharp apple, tangy",
      ingredients: "Fermented apple juice, rhubarb juice (12%), apple juice, carbon dioxide, antioxidant: sulphites.",
      container: "bottle",
      sizeMl: 330,
      pricePence: 229,
      stock: 96,
      colours: ["#e8899a", "#fbf8ef", "#c0392b"],
      packs: [6, 12],
      addedOn: "2026-02-03",
    },
    {
      brand: "Redstreak Farm",
      name: "Blackcurrant & Apple",
      description:
        "Redstreak's dry Herefordshire cider blended with blackcurrants grown on the same farm: inky, tart and grown-up, with a dry, tannic finish.",
      tastingNotes: "Blackcurrant, bittersweet apple, tannin, tart",
      ingredients: "Fermented apple juice, blackcurrant juice (10%), carbon dioxide, antioxidant: sulphites.",
      pricePence: 249,
      stock: 79,
      colours: ["#3e1240", "#f3ece0", "#5a2d0c"],
      packs: [6, 12],
      addedOn: "2025-10-21",
    },
    {
      brand: "Perrymead",
      name: "White Peach",
      description:
        "White peach and pear in a delicate sparkling cider for lunch outdoors.",
      tastingNotes: "White peach, pear, blossom, light",
      ingredients: "Fermented pear juice, peach purée, natural flavouring, carbon dioxide, antioxidant: sulphites.",
      container: "can",
      sizeMl: 330,
      pricePence: 209,
      stock: 118,
      colours: ["#f6c4a5", "#fbfaf3", "#6b8e23"],
      addedOn: "2026-06-16",
    },
    {
      brand: "Pomewick Cider Co",
      name: "Cherry & Apple",
      description:
        "Kentish cherries pressed with dessert apples make a ruby cider with a gentle almond note; bring it out with the cheeseboard.",
      tastingNotes: "Black cherry, red apple, almond, juicy",
      ingredients: "Fermented apple juice, cherry juice (15%), apple juice, carbon dioxide, antioxidant: sulphites.",
      container: "can",
      sizeMl: 330,
      pricePence: 219,
      stock: 8,
      colours: ["#9e1a34", "#fff5ee", "#e0a526"],
      addedOn: "2026-11-10",
    },
  ],
};

// ---------------------------------------------------------------------------------------------
// Cocktails
// ---------------------------------------------------------------------------------------------

const SPRITZES: SubCategorySpec = {
  slug: "alcohol-free-spritzes",
  code: "CKT-SPR",
  family: "cocktail",
  defaults: { abv: 0, container: "can", sizeMl: 250 },
  products: [
    {
      brand: "Terrazza",
      name: "Bitter Orange Spritz",
      description:
        "Italy's aperitivo hour in a can: bitter orange, rhubarb and gentian topped up with sparkling water. Over ice, with an orange slice and a green olive. The same base comes in a bottle, as Terrazza's Aperitivo Arancia.",
      tastingNotes: "Bitter orange, rhubarb, gentian, bittersweet",
      ingredients: "Sparkling water, sugar, bitter orange extract, rhubarb juice, gentian extract, citric acid, colour: anthocyanins.",
      pricePence: 299,
      stock: 312,
      colours: ["#e2541d", "#fff4e8", "#1f3a5f"],
      packs: [4, 12, 24],
      featured: true,
      addedOn: "2025-04-01",
    },
    {
      brand: "Terrazza",
      name: "Elderflower & Mint Spritz",
      description:
        "Elderflower, fresh mint and lime with a dry sparkle, in the Alpine style.",
      tastingNotes: "Elderflower, mint, lime, dry sparkle",
      ingredients: "Sparkling water, sugar, elderflower extract, lime juice, mint extract, citric acid.",
      pricePence: 299,
      stock: 186,
      colours: ["#cfe6b8", "#fff4e8", "#1f3a5f"],
      packs: [4, 12, 24],
      addedOn: "2025-05-20",
    },
    {
      brand: "Solstice Cocktail Co",
      name: "Rosé Spritz",
      description:
        "Dealcoholised rosé with wild strawberry and a splash of soda: pale, dry and made for garden parties.",
      tastingNotes: "Strawberry, rose, citrus, dry",
      ingredients: "Dealcoholised rosé wine, sparkling water, strawberry juice, citric acid. Contains sulphites.",
      abv: 0.5,
      pricePence: 279,
      stock: 204,
      colours: ["#f3a9b5", "#262a4f", "#f7c948"],
      addedOn: "2025-06-24",
    },
    {
      brand: "Solstice Cocktail Co",
      name: "Grapefruit & Rosemary Spritz",
      description:
        "For people who like their drinks less sweet. Pink grapefruit and garden rosemary, sharp and herbal, with a bittersweet edge.",
      tastingNotes: "Pink grapefruit, rosemary, quinine, bittersweet",
      ingredients: "Sparkling water, pink grapefruit juice, sugar, rosemary extract, quinine, citric acid.",
      pricePence: 279,
      stock: 143,
      colours: ["#f08a7e", "#262a4f", "#f7c948"],
      addedOn: "2026-04-14",
    },
    {
      brand: "Fairweather Cocktail Co",
      name: "Aperitivo Spritz",
      description:
        "Fill a wine glass with ice, add 100 ml and top up with sparkling water; the bottle makes seven. Bitter orange and cinchona bark with a gentle herbal sweetness.",
      tastingNotes: "Blood orange, cinchona, vanilla, herbal",
      ingredients: "Water, sugar, bitter orange extract, cinchona bark extract, natural flavourings, citric acid, colour: beetroot red.",
      container: "bottle",
      sizeMl: 700,
      pricePence: 1499,
      stock: 2,
      colours: ["#d23a1e", "#f5efe4", "#1b1b1b"],
      addedOn: "2025-09-16",
    },
    {
      brand: "Copper Coupe",
      name: "Lemon Verbena Spritz",
      description:
        "Sicilian lemon and lemon verbena with a crisp sparkle, in a dinky 200 ml can.",
      tastingNotes: "Sicilian lemon, verbena, honey, zesty",
      ingredients: "Sparkling water, lemon juice, sugar, lemon verbena extract, citric acid.",
      sizeMl: 200,
      pricePence: 249,
      stock: 131,
      colours: ["#f3dc5d", "#1c2b2d", "#c9823a"],
      packs: [6, 24],
      addedOn: "2026-06-02",
    },
    {
      brand: "Lumen & Lark",
      name: "Sparkling Rosé Spritz",
      description:
        "Lumen & Lark's 0.0% Dry Rosé, topped with blood orange and a bitter twist. Dry, fruity and lightly bitter, in a 250 ml can.",
      tastingNotes: "Blood orange, red berries, bitter herbs, dry",
      ingredients: "Dealcoholised rosé wine, sparkling water, blood orange juice, gentian extract, citric acid. Contains sulphites.",
      abv: 0,
      pricePence: 329,
      stock: 96,
      colours: ["#ef8d8a", "#ffffff", "#d94f70"],
      packs: [4, 12, 24],
      addedOn: "2026-07-07",
    },
  ],
};

const CLASSIC_COCKTAILS: SubCategorySpec = {
  slug: "alcohol-free-classic-cocktails",
  code: "CKT-CLA",
  family: "cocktail",
  defaults: { abv: 0, container: "bottle", sizeMl: 700 },
  products: [
    {
      brand: "Fairweather Cocktail Co",
      name: "Negroni",
      description:
        "Stir 100 ml over a large ice cube and add a twist of orange. That's it: juniper-forward botanicals, a bitter red aperitivo and a rich rosso are already balanced in the bottle. A 700 ml bottle gives seven drinks.",
      tastingNotes: "Bitter orange, juniper, vermouth spice, bittersweet",
      ingredients: "Water, sugar, botanical distillates (juniper, coriander, angelica, orange peel), gentian extract, grape juice concentrate, natural flavourings, citric acid, colour: beetroot red.",
      pricePence: 2199,
      stock: 64,
      colours: ["#9e1b1b", "#f5efe4", "#1b1b1b"],
      featured: true,
      addedOn: "2025-02-11",
    },
    {
      brand: "Fairweather Cocktail Co",
      name: "Espresso Martini",
      description:
        "Cold-brew Colombian coffee, vanilla and a hint of cacao. Shake it hard with ice for the glossy crema; five serves a bottle.",
      tastingNotes: "Cold brew, dark chocolate, vanilla, silky",
      ingredients: "Water, cold brew coffee (25%), sugar, natural vanilla flavouring, cacao extract, foaming agent: quillaia extract.",
      sizeMl: 500,
      pricePence: 1799,
      stock: 88,
      colours: ["#2b1b14", "#f5efe4", "#b48a4a"],
      addedOn: "2025-11-11",
    },
    {
      brand: "Half Moon Mixology",
      name: "Classic Mojito",
      description:
        "Seven serves of lime, mint and a light rum-style spice in every bottle. Pour over crushed ice and top with soda.",
      tastingNotes: "Lime, garden mint, cane sugar, zesty",
      ingredients: "Water, cane sugar, lime juice, mint extract, natural flavourings, citric acid.",
      pricePence: 1599,
      stock: 121,
      colours: ["#bfe0a5", "#123c32", "#f2f2f2"],
      addedOn: "2025-06-10",
    },
    {
      brand: "Half Moon Mixology",
      name: "Margarita",
      description:
        "Agave-style botanicals, lime and a touch of orange, ready to shake with ice and pour into a salt-rimmed glass. Punchy and sour.",
      tastingNotes: "Lime, agave, orange zest, sea salt",
      ingredients: "Water, lime juice, agave syrup, botanical extracts, orange oil, sea salt, citric acid.",
      pricePence: 1899,
      stock: 73,
      colours: ["#dce79a", "#123c32", "#f2f2f2"],
      addedOn: "2026-03-10",
    },
    {
      brand: "Copper Coupe",
      name: "Old Fashioned",
      description:
        "Copper Coupe's bartenders blended smoked oak, demerara, orange and aromatic bitters into a slow-sipping classic. Pour 75 ml over a large ice cube and express an orange peel over the top.",
      tastingNotes: "Smoked oak, demerara, orange peel, clove",
      ingredients: "Water, demerara sugar, oak extract, natural smoke flavouring, orange oil, gentian, clove, cinnamon.",
      sizeMl: 500,
      pricePence: 2399,
      stock: 41,
      colours: ["#7a3f14", "#1c2b2d", "#c9823a"],
      packs: [],
      addedOn: "2025-12-16",
    },
    {
      brand: "Copper Coupe",
      name: "Cosmopolitan",
      description:
        "Tart and pink: cranberry, lime and orange on a crisp botanical backbone, for shaking and straining into a chilled coupe.",
      tastingNotes: "Cranberry, lime, orange, crisp",
      ingredients: "Water, cranberry juice, sugar, lime juice, orange oil, botanical extracts, citric acid.",
      sizeMl: 500,
      pricePence: 1699,
      stock: 57,
      colours: ["#d1345b", "#1c2b2d", "#c9823a"],
      addedOn: "2026-08-25",
    },
    {
      brand: "Solstice Cocktail Co",
      name: "Paloma",
      description:
        "The grapefruit highball of Mexico, canned: pink grapefruit, lime, agave-style botanicals and a pinch of salt.",
      tastingNotes: "Pink grapefruit, lime, agave, salt",
      ingredients: "Sparkling water, pink grapefruit juice, agave syrup, lime juice, botanical extracts, sea salt, citric acid.",
      container: "can",
      sizeMl: 250,
      pricePence: 299,
      stock: 179,
      colours: ["#f49a8c", "#262a4f", "#f7c948"],
      packs: [4, 12, 24],
      also: ["alcohol-free-canned-cocktails"],
      addedOn: "2026-05-19",
    },
  ],
};

const CANNED_COCKTAILS: SubCategorySpec = {
  slug: "alcohol-free-canned-cocktails",
  code: "CKT-CAN",
  family: "cocktail",
  defaults: { abv: 0, container: "can", sizeMl: 250 },
  products: [
    {
      brand: "Solstice Cocktail Co",
      name: "Moscow Mule",
      description:
        "Drink it straight from the can at the beach, or pour it over ice with a wedge of lime. Fiery ginger, fresh lime and a botanical kick.",
      tastingNotes: "Fiery ginger, lime, cucumber, spicy",
      ingredients: "Sparkling water, sugar, ginger extract, lime juice, botanical extracts, citric acid.",
      pricePence: 279,
      stock: 233,
      colours: ["#d9c39a", "#262a4f", "#f7c948"],
      packs: [4, 12, 24],
      addedOn: "2025-03-18",
    },
    {
      brand: "Solstice Cocktail Co",
      name: "Passion Fruit Sour",
      description:
        "Passion fruit, vanilla and lime with a velvety foam: fruity, tangy and indulgent.",
      tastingNotes: "Passion fruit, vanilla, lime, velvety",
      ingredients: "Sparkling water, passion fruit juice (15%), sugar, lime juice, natural vanilla flavouring, foaming agent: quillaia extract, citric acid.",
      pricePence: 299,
      stock: 198,
      colours: ["#f5b731", "#262a4f", "#e35d6a"],
      packs: [4, 12, 24],
      featured: true,
      addedOn: "2025-07-15",
    },
    {
      brand: "Half Moon Mixology",
      name: "Botanical & Tonic",
      description:
        "Juniper-led botanicals already mixed with Indian tonic. Pour over ice with a slice of cucumber: crisp, dry, aromatic.",
      tastingNotes: "Juniper, cucumber, quinine, crisp",
      ingredients: "Carbonated water, sugar, botanical distillates (juniper, coriander, cucumber), quinine, citric acid.",
      pricePence: 249,
      stock: 257,
      colours: ["#d7ecec", "#123c32", "#8cc0a4"],
      packs: [4, 12, 24],
      addedOn: "2025-08-05",
    },
    {
      brand: "Half Moon Mixology",
      name: "Spiced Ginger Highball",
      description:
        "Bonfire nights and barbecues. Allspice, cinnamon and clove in a rum-style blend with fiery ginger and lime, warming and zingy.",
      tastingNotes: "Ginger, allspice, molasses, lime",
      ingredients: "Carbonated water, cane sugar, ginger extract, lime juice, spice extracts (allspice, cinnamon, clove), natural flavourings, citric acid.",
      pricePence: 269,
      stock: 162,
      colours: ["#b5651d", "#123c32", "#f2f2f2"],
      packs: [4, 12, 24],
      addedOn: "2026-01-06",
    },
    {
      brand: "Night Owl Cocktails",
      name: "Espresso Martini",
      description:
        "The nitro can is the trick: it pours with a proper crema. Velvety cold-brew coffee, vanilla and a whisper of cacao; chill it well and pour hard into a coupe.",
      tastingNotes: "Espresso, vanilla, cacao, creamy crema",
      ingredients: "Water, cold brew coffee (30%), sugar, natural vanilla flavouring, cacao extract, nitrogen.",
      sizeMl: 200,
      pricePence: 349,
      stock: 0,
      colours: ["#1e1410", "#e7d7c1", "#b48a4a"],
      packs: [4, 12],
      addedOn: "2025-10-28",
    },
    {
      brand: "Night Owl Cocktails",
      name: "Smoked Sour",
      description:
        "Smoky and whisky-style, with lemon, maple and a silky foam: a nightcap in a can.",
      tastingNotes: "Smoked oak, lemon, maple, silky",
      ingredients: "Water, lemon juice, maple syrup, oak extract, natural smoke flavouring, foaming agent: quillaia extract.",
      sizeMl: 200,
      pricePence: 329,
      stock: 87,
      colours: ["#c98b3a", "#e7d7c1", "#2b2b2b"],
      packs: [4, 12],
      addedOn: "2026-02-17",
    },
    {
      brand: "Copper Coupe",
      name: "Lime & Agave Margarita",
      description:
        "Lightly sparkling, with fresh lime, agave and a pinch of sea salt. Best ice-cold.",
      tastingNotes: "Lime, agave, sea salt, sparkling",
      ingredients: "Sparkling water, lime juice, agave syrup, botanical extracts, sea salt, citric acid.",
      pricePence: 349,
      stock: 115,
      colours: ["#c8e06a", "#1c2b2d", "#c9823a"],
      packs: [4, 12, 24],
      addedOn: "2026-11-03",
    },
  ],
};

// ---------------------------------------------------------------------------------------------
// Spirits
// ---------------------------------------------------------------------------------------------

const SPIRIT_700 = { abv: 0, container: "bottle", sizeMl: 700 } as const;

const GIN_ALTERNATIVES: SubCategorySpec = {
  slug: "alcohol-free-gin-alternatives",
  code: "SPI-GIN",
  family: "spirit",
  defaults: SPIRIT_700,
  products: [
    {
      brand: "Juniper Moor",
      name: "Dry Botanical",
      description:
        "Juniper, coriander seed, angelica and lemon peel are each distilled separately in copper, then blended for a bold, classic profile. Pour 50 ml over ice with Indian tonic and a twist of lemon. The Rhubarb & Rose starts from the same juniper base.",
      tastingNotes: "Juniper, lemon peel, coriander, peppery finish",
      ingredients: "Water, botanical distillates (juniper, coriander seed, angelica root, lemon peel, orris root), natural flavourings, acid: citric acid, preservative: potassium sorbate.",
      pricePence: 2499,
      stock: 176,
      colours: ["#d3e6e0", "#17423b", "#c9a227"],
      featured: true,
      addedOn: "2025-01-14",
    },
    {
      brand: "Juniper Moor",
      name: "Rhubarb & Rose",
      description:
        "Blush-pink with tonic and a few frozen raspberries. Tart forced rhubarb and a hint of rose petal over Juniper Moor's juniper base.",
      tastingNotes: "Rhubarb, rose petal, juniper, tart",
      ingredients: "Water, botanical distillates (juniper, rose petal, angelica root), rhubarb extract, natural flavourings, acid: citric acid, preservative: potassium sorbate.",
      pricePence: 2499,
      stock: 98,
      colours: ["#f2c6cc", "#17423b", "#c9a227"],
      addedOn: "2025-06-03",
    },
    {
      brand: "Juniper Moor",
      name: "Heather & Juniper",
      description:
        "Wild heather and bog myrtle foraged on the Yorkshire moors give this botanical spirit a honeyed, herbal edge. Lovely with a gentle tonic and a sprig of thyme.",
      tastingNotes: "Heather honey, juniper, bog myrtle, herbal",
      ingredients: "Water, botanical distillates (juniper, heather, bog myrtle, angelica root), natural flavourings, acid: citric acid, preservative: potassium sorbate.",
      pricePence: 2699,
      stock: 63,
      colours: ["#ddd4e8", "#17423b", "#8e5ea2"],
      addedOn: "2026-09-22",
    },
    {
      brand: "Wildgrove Botanicals",
      name: "Citrus Garden",
      description:
        "Seville orange, bergamot, lemongrass and juniper: bright, zesty, and at its best in a spritz, a collins or simply with soda.",
      tastingNotes: "Seville orange, bergamot, lemongrass, fresh",
      ingredients: "Water, botanical distillates (juniper, Seville orange, bergamot, lemongrass), natural flavourings, acid: citric acid, preservative: potassium sorbate.",
      sizeMl: 500,
      pricePence: 1999,
      stock: 142,
      colours: ["#f5e3b3", "#2d4a3e", "#e07a2f"],
      addedOn: "2025-03-11",
    },
    {
      brand: "Wildgrove Botanicals",
      name: "Coastal Herb",
      description:
        "Rock samphire, the coastal plant also called sea fennel, meets rosemary and juniper in this savoury, saline botanical from the Cornish coast. Try it with tonic, a green olive and a sprig of rosemary.",
      tastingNotes: "Sea fennel, rosemary, juniper, saline",
      ingredients: "Water, botanical distillates (juniper, rock samphire, rosemary), sea salt, natural flavourings, acid: citric acid, preservative: potassium sorbate.",
      sizeMl: 500,
      pricePence: 1999,
      stock: 87,
      colours: ["#cfe1e4", "#2d4a3e", "#5b8fa8"],
      addedOn: "2025-08-26",
    },
    {
      brand: "Thornbury Distillers",
      name: "Classic Juniper",
      description:
        "Nine botanicals, juniper to the fore, distilled in small batches of 300 bottles: the master distiller's benchmark. Uncompromisingly dry, it makes a superb alcohol-free martini.",
      tastingNotes: "Juniper, cassia, liquorice root, bone dry",
      ingredients: "Water, botanical distillates (juniper, coriander, angelica root, cassia bark, liquorice root, orris root, lemon peel, orange peel, cubeb), acid: citric acid, preservative: potassium sorbate.",
      pricePence: 2799,
      stock: 5,
      colours: ["#e6ecef", "#1b2a4a", "#b08d57"],
      packs: [],
      addedOn: "2025-11-04",
    },
    {
      brand: "Thornbury Distillers",
      name: "Sloe & Hedgerow",
      description:
        "Sip it neat over ice or lengthen it with ginger ale. Wild sloes, blackberries and hawthorn berries, steeped and distilled into a rich, fruity winter warmer. Sloes are the fruit of the blackthorn, picked after the first frosts.",
      tastingNotes: "Sloe, blackberry, almond, gently sweet",
      ingredients: "Water, sugar, sloe extract, blackberry juice, botanical distillates (juniper, hawthorn berry), natural flavourings, acid: citric acid, preservative: potassium sorbate.",
      pricePence: 2299,
      stock: 71,
      colours: ["#6b1f45", "#1b2a4a", "#b08d57"],
      addedOn: "2026-10-13",
    },
  ],
};

const TEQUILA_ALTERNATIVES: SubCategorySpec = {
  slug: "alcohol-free-tequila-alternatives",
  code: "SPI-TEQ",
  family: "spirit",
  defaults: SPIRIT_700,
  products: [
    {
      brand: "Casa Rescoldo",
      name: "Blanco",
      description:
        "Roasted agave, green pepper and lime zest: the bright, peppery character of a blanco, built for margaritas, palomas and Tommy's-style sours.",
      tastingNotes: "Roasted agave, green pepper, lime zest, white pepper",
      ingredients: "Water, agave syrup, botanical extracts (agave, jalapeño, lime peel), natural flavourings, acid: citric acid, preservative: potassium sorbate.",
      pricePence: 2799,
      stock: 115,
      colours: ["#e9f0ec", "#b83a1b", "#1f6f50"],
      addedOn: "2025-04-22",
    },
    {
      brand: "Casa Rescoldo",
      name: "Oak Rested",
      description:
        "Reposado-style: the agave base rests on toasted French oak chips until it turns golden. Vanilla, caramel and cooked agave; sip it over a single large ice cube.",
      tastingNotes: "Cooked agave, vanilla, caramel, toasted oak",
      ingredients: "Water, agave syrup, oak extract, botanical extracts, natural flavourings, acid: citric acid, preservative: potassium sorbate.",
      pricePence: 2999,
      stock: 0,
      colours: ["#d8a24a", "#b83a1b", "#1f6f50"],
      packs: [],
      addedOn: "2025-09-23",
    },
    {
      brand: "Casa Rescoldo",
      name: "Dark Agave",
      description:
        "Stir it into an agave old fashioned. Deep amber and añejo-style, with dark chocolate, dried fig and a long, oaky finish.",
      tastingNotes: "Dried fig, dark chocolate, agave, oak",
      ingredients: "Water, agave syrup, oak extract, cacao extract, fig extract, natural flavourings, acid: citric acid, preservative: potassium sorbate.",
      pricePence: 2899,
      stock: 39,
      colours: ["#9a5a22", "#b83a1b", "#1f6f50"],
      addedOn: "2026-07-14",
    },
    {
      brand: "Desierto Verde",
      name: "Agave Spirit",
      description:
        "Crisp and herbaceous, with cucumber, lime and a hint of chilli: clean and refreshing with soda and a squeeze of lime.",
      tastingNotes: "Green agave, cucumber, lime, gentle heat",
      ingredients: "Water, agave extract, botanical extracts (cucumber, lime, chilli), natural flavourings, acid: citric acid, preservative: potassium sorbate.",
      pricePence: 2499,
      stock: 92,
      colours: ["#dbece0", "#2f4f2f", "#e4b363"],
      addedOn: "2025-05-27",
    },
    {
      brand: "Desierto Verde",
      name: "Smoked Agave",
      description:
        "Inspired by the smoky agave spirits of Oaxaca: mesquite smoke, roasted agave and a savoury, earthy depth. A little goes a long way in a margarita or a paloma.",
      tastingNotes: "Mesquite smoke, roasted agave, earth, citrus",
      ingredients: "Water, agave extract, natural smoke flavouring, botanical extracts, natural flavourings, acid: citric acid, preservative: potassium sorbate.",
      pricePence: 2699,
      stock: 54,
      colours: ["#e3e0d4", "#2f4f2f", "#6e6e6e"],
      addedOn: "2026-02-03",
    },
    {
      brand: "Tierra Clara",
      name: "Blanco",
      description:
        "Bright, fresh and affordable, made for mixing; shake it with lime and agave for an easy margarita.",
      tastingNotes: "Agave, lime, black pepper, crisp",
      ingredients: "Water, agave syrup, botanical extracts, natural flavourings, acid: citric acid, preservative: potassium sorbate.",
      sizeMl: 500,
      pricePence: 1899,
      stock: 167,
      colours: ["#eef2ee", "#d94f2b", "#1d5c87"],
      addedOn: "2025-07-01",
    },
    {
      brand: "Tierra Clara",
      name: "Jalapeño Agave",
      description:
        "Green jalapeño gives these agave-style botanicals a spicy, vegetal kick. Spicy margaritas, or a bloody maria.",
      tastingNotes: "Green jalapeño, agave, lime, spicy",
      ingredients: "Water, agave syrup, jalapeño extract, botanical extracts, natural flavourings, acid: citric acid, preservative: potassium sorbate.",
      sizeMl: 500,
      pricePence: 1999,
      stock: 76,
      colours: ["#d5e8c4", "#d94f2b", "#3a8a3a"],
      addedOn: "2026-06-23",
    },
  ],
};

const WHISKEY_ALTERNATIVES: SubCategorySpec = {
  slug: "alcohol-free-whiskey-alternatives",
  code: "SPI-WHI",
  family: "spirit",
  defaults: SPIRIT_700,
  products: [
    {
      brand: "Oakhaven",
      name: "Smoked Oak",
      description:
        "Charred oak, toffee and a wisp of peat. Over ice, with ginger ale, or in a whisky sour.",
      tastingNotes: "Peat smoke, toffee, charred oak, dried fruit",
      ingredients: "Water, oak extract, natural smoke flavouring, caramelised sugar, natural flavourings, acid: citric acid, preservative: potassium sorbate.",
      pricePence: 2699,
      stock: 104,
      colours: ["#b06a22", "#1e1a17", "#d4a64a"],
      featured: true,
      addedOn: "2025-02-04",
    },
    {
      brand: "Oakhaven",
      name: "American Oak",
      description:
        "New American oak brings sweet vanilla, caramel and a touch of rye spice to this smooth, American-style alternative for highballs and old fashioneds.",
      tastingNotes: "Vanilla, caramel, rye spice, toasted oak",
      ingredients: "Water, oak extract, caramelised sugar, natural vanilla flavouring, natural flavourings, acid: citric acid, preservative: potassium sorbate.",
      pricePence: 2499,
      stock: 129,
      colours: ["#c47d2a", "#1e1a17", "#8a2b1e"],
      addedOn: "2025-07-15",
    },
    {
      brand: "Cairnmoor",
      name: "Peated Reserve",
      description:
        "Cairnmoor's boldest, made on a Hebridean island with peat-smoked barley extract and sea salt. Medicinal smoke, iodine and a warming chilli finish. Add a drop of water.",
      tastingNotes: "Peat smoke, iodine, sea salt, chilli warmth",
      ingredients: "Water, peated barley malt extract, oak extract, sea salt, chilli extract, natural flavourings, acid: citric acid, preservative: potassium sorbate.",
      pricePence: 2999,
      stock: 3,
      colours: ["#a4621f", "#f1ebe0", "#1d3b2a"],
      packs: [],
      addedOn: "2025-10-14",
    },
    {
      brand: "Cairnmoor",
      name: "Spiced Cask",
      description:
        "Christmas cake in a glass: dried fruit, cinnamon and orange peel, inspired by whisky aged in ex-sherry casks.",
      tastingNotes: "Raisin, cinnamon, orange peel, sherry oak",
      ingredients: "Water, oak extract, grape juice concentrate, spice extracts (cinnamon, clove), orange oil, natural flavourings, acid: citric acid, preservative: potassium sorbate.",
      pricePence: 2799,
      stock: 46,
      colours: ["#8f3f1a", "#f1ebe0", "#1d3b2a"],
      addedOn: "2026-10-06",
    },
    {
      brand: "Ironside Spirits",
      name: "Spiced Rye",
      description:
        "Built to stand up in a Manhattan-style stir. Black pepper, clove and toasted bread over a smooth oak base. Stir 50 ml with 25 ml of a sweet red aperitif and a dash of bitters.",
      tastingNotes: "Rye bread, black pepper, clove, oak",
      ingredients: "Water, rye malt extract, oak extract, spice extracts, natural flavourings, acid: citric acid, preservative: potassium sorbate.",
      sizeMl: 500,
      pricePence: 2199,
      stock: 68,
      colours: ["#a8581c", "#2b2b2b", "#d8c39a"],
      addedOn: "2025-12-02",
    },
    {
      brand: "Ironside Spirits",
      name: "Honey Oak",
      description:
        "Wildflower honey and soft oak, smooth and gently sweet; try it in a hot toddy on a cold night.",
      tastingNotes: "Wildflower honey, oak, vanilla, mellow",
      ingredients: "Water, honey, oak extract, natural flavourings, acid: citric acid, preservative: potassium sorbate.",
      sizeMl: 500,
      pricePence: 1999,
      stock: 95,
      colours: ["#d49a3a", "#2b2b2b", "#d8c39a"],
      addedOn: "2026-04-28",
    },
    {
      brand: "Thornbury Distillers",
      name: "Triple Oak",
      description:
        "American, French and Hungarian oak extracts, blended for a soft, rounded character of green apple, honey and vanilla.",
      tastingNotes: "Green apple, honey, vanilla, soft oak",
      ingredients: "Water, oak extracts, caramelised sugar, natural flavourings, acid: citric acid, preservative: potassium sorbate.",
      pricePence: 2599,
      stock: 83,
      colours: ["#c98a3c", "#1b2a4a", "#b08d57"],
      addedOn: "2025-11-04",
    },
  ],
};

const RUM_ALTERNATIVES: SubCategorySpec = {
  slug: "alcohol-free-rum-alternatives",
  code: "SPI-RUM",
  family: "spirit",
  defaults: SPIRIT_700,
  products: [
    {
      brand: "Black Harbour",
      name: "Spiced",
      description:
        "Madagascan vanilla, cinnamon, clove and orange peel on a molasses base. Pour it with cola and a wedge of lime, or with ginger beer for a spicy highball.",
      tastingNotes: "Vanilla, cinnamon, molasses, orange peel",
      ingredients: "Water, cane molasses, spice extracts (vanilla, cinnamon, clove, nutmeg), orange oil, natural flavourings, acid: citric acid, preservative: potassium sorbate.",
      pricePence: 2299,
      stock: 188,
      colours: ["#8a4a1c", "#0f1d2b", "#d9a441"],
      featured: true,
      addedOn: "2025-03-04",
    },
    {
      brand: "Black Harbour",
      name: "Dark Molasses",
      description:
        "Navy-style and deep: treacle, burnt sugar and coffee for rich, stirred drinks and Christmas punch.",
      tastingNotes: "Black treacle, burnt sugar, coffee, raisin",
      ingredients: "Water, cane molasses, caramelised sugar, coffee extract, natural flavourings, acid: citric acid, preservative: potassium sorbate.",
      pricePence: 2499,
      stock: 77,
      colours: ["#3b1d0e", "#0f1d2b", "#d9a441"],
      addedOn: "2025-09-16",
    },
    {
      brand: "Cane & Compass",
      name: "White Cane",
      description:
        "Mojitos, daiquiris, punches. This grassy white-rum alternative tastes of fresh sugar cane, lime leaf and a hint of banana.",
      tastingNotes: "Fresh cane, lime leaf, banana, grassy",
      ingredients: "Water, cane sugar, botanical extracts (lime leaf, sugar cane), natural flavourings, acid: citric acid, preservative: potassium sorbate.",
      pricePence: 2199,
      stock: 139,
      colours: ["#eef0ea", "#14524c", "#e8b04a"],
      addedOn: "2025-05-06",
    },
    {
      brand: "Cane & Compass",
      name: "Coconut & Lime",
      description:
        "Toasted coconut and zesty lime on a light cane base, in a 500 ml bottle. Try it with pineapple juice and plenty of ice.",
      tastingNotes: "Toasted coconut, lime, cane sugar, tropical",
      ingredients: "Water, cane sugar, coconut extract, lime oil, natural flavourings, acid: citric acid, preservative: potassium sorbate.",
      sizeMl: 500,
      pricePence: 1899,
      stock: 112,
      colours: ["#f4f1e6", "#14524c", "#7cb342"],
      addedOn: "2026-05-26",
    },
    {
      brand: "Isla Dorada",
      name: "Golden Spiced",
      description:
        "Golden and gently spiced with allspice, ginger and a touch of caramel. Smooth enough to sip over ice, and good in a punch.",
      tastingNotes: "Caramel, allspice, ginger, smooth",
      ingredients: "Water, cane molasses, caramelised sugar, spice extracts (allspice, ginger), natural flavourings, acid: citric acid, preservative: potassium sorbate.",
      pricePence: 2399,
      stock: 94,
      colours: ["#c98a2b", "#fdf3e1", "#1c6e8c"],
      addedOn: "2025-08-05",
    },
    {
      brand: "Isla Dorada",
      name: "Pineapple & Vanilla",
      description:
        "The base for a piña colada: roasted pineapple and creamy vanilla on a golden cane base, tropical and smooth.",
      tastingNotes: "Roasted pineapple, vanilla, brown sugar, tropical",
      ingredients: "Water, cane sugar, pineapple juice concentrate, natural vanilla flavouring, natural flavourings, acid: citric acid, preservative: potassium sorbate.",
      sizeMl: 500,
      pricePence: 1999,
      stock: 128,
      colours: ["#e8b547", "#fdf3e1", "#1c6e8c"],
      addedOn: "2026-07-28",
    },
    {
      brand: "Thornbury Distillers",
      name: "Demerara Dark",
      description:
        "Sip it beside a square of dark chocolate. Demerara sugar, oak and dried fruit make a dark, weighty spirit alternative that also stirs well into an old fashioned.",
      tastingNotes: "Demerara sugar, prune, oak, cocoa",
      ingredients: "Water, demerara sugar, cane molasses, oak extract, natural flavourings, acid: citric acid, preservative: potassium sorbate.",
      pricePence: 2699,
      stock: 6,
      colours: ["#5a2a12", "#1b2a4a", "#b08d57"],
      addedOn: "2026-03-31",
    },
  ],
};

const LIQUEUR_ALTERNATIVES: SubCategorySpec = {
  slug: "alcohol-free-liqueur-alternatives",
  code: "SPI-LIQ",
  family: "spirit",
  defaults: { abv: 0, container: "bottle", sizeMl: 500 },
  products: [
    {
      brand: "Velluto",
      name: "Mandorla",
      description:
        "Amaretto-style almond and cherry stone, made, like the Italian originals, from apricot kernels and almonds. Sip it over ice, pour it over vanilla ice cream or shake it into a sour.",
      tastingNotes: "Marzipan, cherry stone, vanilla, sweet",
      ingredients: "Water, sugar, apricot kernel extract, almond extract, natural vanilla flavouring, caramel colour, preservative: potassium sorbate.",
      pricePence: 1999,
      stock: 107,
      colours: ["#a0521d", "#f7efe2", "#6d1f2a"],
      addedOn: "2025-02-25",
    },
    {
      brand: "Velluto",
      name: "Caffè",
      description:
        "The heart of an espresso martini or a white russian: Arabica cold brew and dark muscovado sugar in a velvety coffee liqueur alternative.",
      tastingNotes: "Espresso, muscovado, dark chocolate, velvety",
      ingredients: "Water, sugar, coffee extract (Arabica), muscovado sugar, natural vanilla flavouring, preservative: potassium sorbate.",
      pricePence: 1999,
      stock: 134,
      colours: ["#2a1a12", "#f7efe2", "#b48a4a"],
      addedOn: "2025-06-17",
    },
    {
      brand: "Velluto",
      name: "Limone",
      description:
        "Keep it in the freezer. Made from the peel of sun-ripened lemons in the southern Italian style, it is best poured ice-cold after dinner or topped with soda.",
      tastingNotes: "Lemon peel, lemon curd, sherbet, sweet",
      ingredients: "Water, sugar, lemon peel extract, lemon juice, natural flavourings, acid: citric acid, preservative: potassium sorbate.",
      pricePence: 1899,
      stock: 0,
      colours: ["#f2de3a", "#f7efe2", "#2e6b3f"],
      addedOn: "2026-04-07",
    },
    {
      brand: "Bramble & Co",
      name: "Blackberry Bramble",
      description:
        "Wild blackberries picked from Herefordshire hedgerows and steeped into a deep purple, cordial-style liqueur alternative. Drizzle it over a botanical and tonic, or into a bramble.",
      tastingNotes: "Blackberry, blackcurrant leaf, jammy, tart",
      ingredients: "Water, sugar, blackberry juice (30%), lemon juice, natural flavourings, preservative: potassium sorbate.",
      pricePence: 1799,
      stock: 86,
      colours: ["#3c1538", "#f2ece1", "#5d7b4a"],
      addedOn: "2025-09-02",
    },
    {
      brand: "Bramble & Co",
      name: "Elderflower",
      description:
        "Splash it into sparkling wine, tonic or a spritz. The elderflower heads are picked in early June, when their scent is strongest.",
      tastingNotes: "Elderflower, lychee, lemon, fragrant",
      ingredients: "Water, sugar, elderflower extract, lemon juice, natural flavourings, acid: citric acid, preservative: potassium sorbate.",
      pricePence: 1799,
      stock: 119,
      colours: ["#f1edc4", "#f2ece1", "#5d7b4a"],
      addedOn: "2026-05-19",
    },
    {
      brand: "Maison Amer",
      name: "Crème de Cassis",
      description:
        "Blackcurrant in the Burgundian style. A splash in sparkling wine makes a kir royale; in tonic, a fruity long drink.",
      tastingNotes: "Blackcurrant, violet, cassis leaf, luscious",
      ingredients: "Water, sugar, blackcurrant juice (35%), natural flavourings, acid: citric acid, preservative: potassium sorbate.",
      pricePence: 1899,
      stock: 72,
      colours: ["#2d0f2e", "#f3ede4", "#b8963e"],
      addedOn: "2025-10-21",
    },
    {
      brand: "Maison Amer",
      name: "Triple Orange",
      description:
        "Sweet and bitter oranges in a clear, triple sec-style alternative. You need it for margaritas, cosmopolitans and sidecars.",
      tastingNotes: "Bitter orange, sweet orange peel, clean, bright",
      ingredients: "Water, sugar, bitter orange peel extract, sweet orange oil, natural flavourings, acid: citric acid, preservative: potassium sorbate.",
      sizeMl: 700,
      pricePence: 2199,
      stock: 58,
      colours: ["#f6e7cf", "#f3ede4", "#e07a2f"],
      addedOn: "2026-08-11",
    },
  ],
};

const APERITIF_ALTERNATIVES: SubCategorySpec = {
  slug: "alcohol-free-aperitif-alternatives",
  code: "SPI-APE",
  family: "spirit",
  defaults: SPIRIT_700,
  products: [
    {
      brand: "Rosso Sera",
      name: "Bitter Aperitivo",
      description:
        "Ruby-red and bold, built on gentian, cinchona, bitter orange and rhubarb root. With soda and an orange slice it is a northern Italian aperitivo; with a botanical spirit alternative and a rosso, a fine negroni.",
      tastingNotes: "Bitter orange, gentian, rhubarb, bittersweet",
      ingredients: "Water, sugar, gentian extract, cinchona extract, bitter orange extract, rhubarb root extract, natural flavourings, colour: anthocyanins, preservative: potassium sorbate.",
      pricePence: 2199,
      stock: 153,
      colours: ["#b3261e", "#f6efe4", "#1e1e1e"],
      featured: true,
      addedOn: "2025-01-21",
    },
    {
      brand: "Rosso Sera",
      name: "Bergamot Aperitivo",
      description:
        "Lighter and golden, with Calabrian bergamot, chamomile and a gently bitter finish. Superb with tonic and a slice of lemon.",
      tastingNotes: "Bergamot, chamomile, grapefruit pith, gently bitter",
      ingredients: "Water, sugar, bergamot extract, chamomile extract, gentian extract, natural flavourings, preservative: potassium sorbate.",
      sizeMl: 500,
      pricePence: 1899,
      stock: 99,
      colours: ["#f0c64a", "#f6efe4", "#1e1e1e"],
      addedOn: "2025-07-22",
    },
    {
      brand: "Maison Amer",
      name: "Rouge Apéritif",
      description:
        "Sweet and herbal, in the style of a French vermouth, on a base of dealcoholised red wine that makes it 0.5% ABV. Serve it over ice with an orange twist.",
      tastingNotes: "Red berries, wormwood, vanilla, spice",
      ingredients: "Dealcoholised red wine, sugar, wormwood extract, botanical extracts, natural flavourings, preservative: potassium sorbate. Contains sulphites.",
      abv: 0.5,
      pricePence: 2099,
      stock: 74,
      colours: ["#6e1a1e", "#f3ede4", "#b8963e"],
      addedOn: "2025-10-21",
    },
    {
      brand: "Maison Amer",
      name: "Blanc Apéritif",
      description:
        "Top it with tonic and a few green grapes. Pale and crisp, with elderflower, lemon verbena and a dry, herbal finish, on a dealcoholised white wine base (0.5% ABV).",
      tastingNotes: "Elderflower, lemon verbena, white grape, dry herbs",
      ingredients: "Dealcoholised white wine, sugar, elderflower extract, botanical extracts, natural flavourings, preservative: potassium sorbate. Contains sulphites.",
      abv: 0.5,
      pricePence: 2099,
      stock: 66,
      colours: ["#efe5b4", "#f3ede4", "#b8963e"],
      addedOn: "2026-02-24",
    },
    {
      brand: "Terrazza",
      name: "Aperitivo Arancia",
      description:
        "The bitter orange base of Terrazza's canned spritz, bottled so you can make your own: one part to three of sparkling water, over plenty of ice.",
      tastingNotes: "Bitter orange, rhubarb, gentian, vibrant",
      ingredients: "Water, sugar, bitter orange extract, rhubarb juice, gentian extract, citric acid, colour: anthocyanins, preservative: potassium sorbate.",
      pricePence: 1999,
      stock: 118,
      colours: ["#e2541d", "#fff4e8", "#1f3a5f"],
      addedOn: "2026-06-09",
    },
    {
      brand: "Thornbury Distillers",
      name: "English Bitter Aperitif",
      description:
        "Hawthorn, wild cherry bark and sorrel from English hedgerows over a bitter dandelion root backbone. Complex and distinctive with soda or ginger ale. Start at one part to three of soda and adjust to taste.",
      tastingNotes: "Wild cherry, dandelion root, sorrel, bitter",
      ingredients: "Water, sugar, dandelion root extract, wild cherry bark extract, hawthorn extract, sorrel extract, natural flavourings, preservative: potassium sorbate.",
      sizeMl: 500,
      pricePence: 2299,
      stock: 49,
      colours: ["#8c2a3c", "#1b2a4a", "#b08d57"],
      addedOn: "2026-11-15",
    },
    {
      brand: "Wildgrove Botanicals",
      name: "Pink Grapefruit Aperitif",
      description:
        "Bright and modern: pink grapefruit, pink peppercorn and a soft quinine bitterness. Over ice, topped with soda and a grapefruit wedge.",
      tastingNotes: "Pink grapefruit, pink peppercorn, quinine, zesty",
      ingredients: "Water, sugar, pink grapefruit juice, pink peppercorn extract, quinine, natural flavourings, acid: citric acid, preservative: potassium sorbate.",
      sizeMl: 500,
      pricePence: 1999,
      stock: 101,
      colours: ["#f3a293", "#2d4a3e", "#e07a2f"],
      addedOn: "2025-12-16",
    },
  ],
};

// ---------------------------------------------------------------------------------------------
// Soft drinks and mixers
// ---------------------------------------------------------------------------------------------

const TONIC_WATERS: SubCategorySpec = {
  slug: "premium-tonic-waters",
  code: "SDM-TON",
  family: "soft",
  defaults: { abv: 0, container: "bottle", sizeMl: 200 },
  products: [
    {
      brand: "Fellgate Tonic Co",
      name: "Indian Tonic Water",
      description:
        "Quinine, bitter orange and cane sugar: crisp, clean and bitter enough to stand up to any botanical spirit alternative. 34 kcal per 100 ml.",
      tastingNotes: "Quinine, bitter orange, citrus, clean finish",
      ingredients: "Carbonated spring water, cane sugar, citric acid, natural flavourings, quinine.",
      pricePence: 119,
      stock: 392,
      colours: ["#dcefe9", "#0f3b57", "#c0392b"],
      packs: [4, 24],
      featured: true,
      addedOn: "2025-01-07",
    },
    {
      brand: "Fellgate Tonic Co",
      name: "Light Tonic Water",
      description:
        "Less than half the energy of Fellgate's Indian Tonic Water: 15 kcal per 100 ml against 34, sweetened with a little cane sugar and stevia. The quinine bite is the same, and delicate botanicals come through.",
      tastingNotes: "Quinine, lemon, lime, light",
      ingredients: "Carbonated spring water, cane sugar, citric acid, natural flavourings, sweetener: steviol glycosides, quinine.",
      pricePence: 119,
      stock: 348,
      colours: ["#e3f1ee", "#0f3b57", "#5aa9c9"],
      packs: [4, 24],
      addedOn: "2025-01-07",
    },
    {
      brand: "Fellgate Tonic Co",
      name: "Mediterranean Tonic",
      description:
        "Softer and floral, with rosemary, thyme and lemon verbena, for herbal and citrus-led drinks.",
      tastingNotes: "Rosemary, thyme, lemon verbena, floral",
      ingredients: "Carbonated spring water, cane sugar, citric acid, natural flavourings (rosemary, thyme, lemon verbena), quinine.",
      pricePence: 129,
      stock: 211,
      colours: ["#e6efdc", "#0f3b57", "#7a9a3c"],
      packs: [4, 24],
      addedOn: "2025-05-27",
    },
    {
      brand: "Thistle & Quinine",
      name: "Heather Tonic",
      description:
        "Thistle & Quinine's Scottish tonic, with wild heather and a hint of honey, in a 150 ml mini can: the right amount for one long drink. Subtle, floral and gently bitter; 33 kcal per 100 ml.",
      tastingNotes: "Heather, honey, quinine, floral",
      ingredients: "Carbonated water, sugar, citric acid, heather extract, natural flavourings, quinine.",
      container: "can",
      sizeMl: 150,
      pricePence: 99,
      stock: 276,
      colours: ["#e8e1ef", "#5b2a86", "#9bc53d"],
      packs: [6, 24],
      addedOn: "2025-09-09",
    },
    {
      brand: "Thistle & Quinine",
      name: "Light Tonic",
      description:
        "Low-calorie at 14 kcal per 100 ml, against 33 kcal for the Heather Tonic, with a clean quinine bitterness and a squeeze of citrus. The 150 ml mini can means no flat half-bottles.",
      tastingNotes: "Quinine, lime, clean, light",
      ingredients: "Carbonated water, sugar, citric acid, natural flavourings, sweetener: steviol glycosides, quinine.",
      container: "can",
      sizeMl: 150,
      pricePence: 99,
      stock: 244,
      colours: ["#e8f1f2", "#5b2a86", "#5aa9c9"],
      packs: [6, 24],
      addedOn: "2025-09-09",
    },
    {
      brand: "Highfold Mixers",
      name: "Aromatic Tonic",
      description:
        "Angostura bark turns this tonic blush pink and gives it a warm spice: made for a pink botanical and tonic.",
      tastingNotes: "Angostura bark, cardamom, pimento, spicy",
      ingredients: "Carbonated water, cane sugar, citric acid, angostura bark extract, natural flavourings, quinine, colour: anthocyanins.",
      pricePence: 139,
      stock: 163,
      colours: ["#f3c5c0", "#1e2d3b", "#d35d4a"],
      packs: [4, 24],
      addedOn: "2026-01-13",
    },
    {
      brand: "Highfold Mixers",
      name: "Yuzu Tonic",
      description:
        "Japanese yuzu and a gentle quinine bitterness. Zesty enough to drink on its own over ice, and brilliant with citrus-forward botanicals.",
      tastingNotes: "Yuzu, mandarin, quinine, zesty",
      ingredients: "Carbonated water, cane sugar, yuzu juice (2%), citric acid, natural flavourings, quinine.",
      pricePence: 149,
      stock: 9,
      colours: ["#f4eaa0", "#1e2d3b", "#e0a526"],
      packs: [4, 24],
      addedOn: "2026-08-25",
    },
  ],
};

const MIXERS_AND_SODAS: SubCategorySpec = {
  slug: "mixers-and-sodas",
  code: "SDM-MIX",
  family: "soft",
  defaults: { abv: 0, container: "bottle", sizeMl: 200 },
  products: [
    {
      brand: "Highfold Mixers",
      name: "Fiery Ginger Beer",
      description:
        "Proper heat from three ginger extracts and a squeeze of lemon. Mix it with a spiced rum alternative, or drink it on its own over ice.",
      tastingNotes: "Fiery ginger, lemon, brown sugar, warming",
      ingredients: "Carbonated water, cane sugar, ginger extracts, lemon juice, citric acid, natural flavourings.",
      pricePence: 129,
      stock: 287,
      colours: ["#e2c48a", "#1e2d3b", "#c46a1c"],
      packs: [4, 24],
      addedOn: "2025-03-25",
    },
    {
      brand: "Highfold Mixers",
      name: "Ginger Ale",
      description:
        "Light and dry, with a gentle warmth and a hint of lemongrass: the long partner for a whisky-style alternative.",
      tastingNotes: "Soft ginger, lemongrass, dry, light",
      ingredients: "Carbonated water, cane sugar, ginger extract, lemongrass extract, citric acid, natural flavourings.",
      pricePence: 119,
      stock: 219,
      colours: ["#ead9a6", "#1e2d3b", "#c9a227"],
      packs: [4, 24],
      addedOn: "2025-03-25",
    },
    {
      brand: "Highfold Mixers",
      name: "Pink Grapefruit Soda",
      description:
        "Top up an agave alternative and you have a paloma. Sharp pink grapefruit, a bittersweet edge, lively bubbles.",
      tastingNotes: "Pink grapefruit, pith, lime, bittersweet",
      ingredients: "Carbonated water, pink grapefruit juice (8%), cane sugar, citric acid, natural flavourings.",
      pricePence: 129,
      stock: 156,
      colours: ["#f6b1a4", "#1e2d3b", "#d35d4a"],
      packs: [4, 24],
      addedOn: "2026-06-30",
    },
    {
      brand: "Fellgate Tonic Co",
      name: "Soda Water",
      description:
        "Highly carbonated spring water with a touch of mineral salts, so it stays crisp in the glass. The mixer that lets everything else shine.",
      tastingNotes: "Clean, mineral, very sparkling",
      ingredients: "Carbonated spring water, sodium bicarbonate, magnesium chloride.",
      pricePence: 99,
      stock: 331,
      colours: ["#edf5f7", "#0f3b57", "#9fc5d6"],
      packs: [4, 24],
      addedOn: "2025-05-27",
    },
    {
      brand: "Fellgate Tonic Co",
      name: "Bitter Lemon",
      description:
        "An old favourite due a comeback: cloudy Sicilian lemon with a bitter quinine edge.",
      tastingNotes: "Lemon, quinine, zest, bittersweet",
      ingredients: "Carbonated spring water, cane sugar, lemon juice (6%), citric acid, natural flavourings, quinine.",
      pricePence: 119,
      stock: 144,
      colours: ["#f4eeb3", "#0f3b57", "#e0c12a"],
      packs: [4, 24],
      addedOn: "2026-02-10",
    },
    {
      brand: "Thistle & Quinine",
      name: "Spiced Ginger Beer",
      description:
        "Cloudy and fiery: a ginger root infusion with cinnamon, clove and a dash of chilli, in a 275 ml bottle.",
      tastingNotes: "Ginger, cinnamon, clove, chilli heat",
      ingredients: "Carbonated water, sugar, ginger root infusion, lemon juice, spice extracts, citric acid.",
      sizeMl: 275,
      pricePence: 169,
      stock: 176,
      colours: ["#d8b06a", "#5b2a86", "#c46a1c"],
      packs: [12, 24],
      addedOn: "2025-11-25",
    },
    {
      brand: "Thistle & Quinine",
      name: "Cloudy Lemonade",
      description:
        "Pressed lemon juice and a little cane sugar. Sharp and refreshing; add a sprig of mint.",
      tastingNotes: "Pressed lemon, lemon zest, sweet-sharp",
      ingredients: "Carbonated water, lemon juice (12%), cane sugar, natural lemon flavouring.",
      sizeMl: 275,
      pricePence: 169,
      stock: 198,
      colours: ["#f5edbb", "#5b2a86", "#e0c12a"],
      packs: [12, 24],
      addedOn: "2026-07-14",
    },
  ],
};

const ADULT_SOFT_DRINKS: SubCategorySpec = {
  slug: "adult-soft-drinks",
  code: "SDM-ADT",
  family: "soft",
  defaults: { abv: 0, container: "can", sizeMl: 330 },
  products: [
    {
      brand: "Kind Leaf Kombucha",
      name: "Original Kombucha",
      description:
        "Raw kombucha brewed with organic green and black tea and fermented for 21 days. Fermentation leaves a trace of alcohol, so it is 0.5% ABV: tangy, lightly sparkling and alive with kombucha cultures. Keep it in the fridge.",
      tastingNotes: "Green apple, tea, tangy, light fizz",
      ingredients: "Kombucha (filtered water, organic green tea, organic black tea, organic cane sugar, live kombucha cultures), carbon dioxide.",
      abv: 0.5,
      pricePence: 229,
      stock: 183,
      colours: ["#e6c97a", "#1f3b2e", "#9bc53d"],
      addedOn: "2025-02-11",
    },
    {
      brand: "Kind Leaf Kombucha",
      name: "Raspberry & Hibiscus Kombucha",
      description:
        "Raspberries and tart hibiscus give Kind Leaf's raw kombucha a ruby-red pour. Fruity and sharp; like all their kombucha it keeps a little alcohol from fermentation, 0.5% ABV.",
      tastingNotes: "Raspberry, hibiscus, tart, sparkling",
      ingredients: "Kombucha (filtered water, organic green tea, organic cane sugar, live kombucha cultures), raspberry juice, hibiscus infusion, carbon dioxide.",
      abv: 0.5,
      pricePence: 229,
      stock: 141,
      colours: ["#c2294f", "#1f3b2e", "#f4a6b8"],
      addedOn: "2025-08-19",
    },
    {
      brand: "Kind Leaf Kombucha",
      name: "Ginger & Lemongrass Kombucha",
      description:
        "Pour it into wine glasses over ice at the dinner table. Fiery ginger and fragrant lemongrass in a 750 ml sharing bottle of raw kombucha, 0.5% ABV.",
      tastingNotes: "Ginger, lemongrass, lime, zingy",
      ingredients: "Kombucha (filtered water, organic green tea, organic cane sugar, live kombucha cultures), ginger juice, lemongrass infusion, carbon dioxide.",
      abv: 0.5,
      container: "bottle",
      sizeMl: 750,
      pricePence: 449,
      stock: 64,
      colours: ["#e8d08a", "#1f3b2e", "#c46a1c"],
      addedOn: "2026-03-17",
    },
    {
      brand: "Silverleaf Tea Co",
      name: "Sparkling Darjeeling",
      description:
        "First-flush Darjeeling, cold-brewed for 24 hours and gently sparkled, in a heavy sparkling-wine bottle. Muscatel and dry, it goes with food as well as with a celebration. It is tea, so it contains caffeine. Serve it at white-wine temperature, in a wine glass.",
      tastingNotes: "Muscatel grape, apricot, tannin, dry sparkle",
      ingredients: "Sparkling water, Darjeeling tea (cold brew infusion), cane sugar, acid: citric acid.",
      container: "bottle",
      sizeMl: 750,
      pricePence: 499,
      stock: 85,
      colours: ["#d9a55a", "#10233f", "#c9a227"],
      featured: true,
      addedOn: "2025-11-18",
    },
    {
      brand: "Silverleaf Tea Co",
      name: "Sparkling Jasmine Green",
      description:
        "Jasmine-scented green tea, cold-brewed and lightly sparkling: floral, with a gentle tea dryness and, being tea, some caffeine.",
      tastingNotes: "Jasmine, green tea, white peach, delicate",
      ingredients: "Sparkling water, jasmine green tea (cold brew infusion), cane sugar, acid: citric acid.",
      container: "bottle",
      sizeMl: 275,
      pricePence: 249,
      stock: 0,
      colours: ["#e2e6b4", "#10233f", "#8fb28a"],
      packs: [12, 24],
      addedOn: "2026-04-21",
    },
    {
      brand: "Sunbrae Botanicals",
      name: "Blood Orange & Bitters",
      description:
        "Sicilian blood orange and aromatic bitters make a bittersweet soda that needs no mixer.",
      tastingNotes: "Blood orange, gentian, cinnamon, bittersweet",
      ingredients: "Carbonated water, blood orange juice (10%), cane sugar, gentian extract, natural flavourings, citric acid.",
      container: "bottle",
      sizeMl: 275,
      pricePence: 199,
      stock: 174,
      colours: ["#d1452b", "#f4eee2", "#2f2f2f"],
      packs: [12, 24],
      addedOn: "2025-06-10",
    },
    {
      brand: "Sunbrae Botanicals",
      name: "Rhubarb & Ginger Soda",
      description:
        "Tart rhubarb and warming ginger in a lightly sparkling botanical soda, and very good with cheese and charcuterie.",
      tastingNotes: "Rhubarb, ginger, pink grapefruit, tangy",
      ingredients: "Carbonated water, rhubarb juice (8%), cane sugar, ginger extract, natural flavourings, citric acid.",
      pricePence: 179,
      stock: 152,
      colours: ["#ec9aa6", "#f4eee2", "#2f2f2f"],
      addedOn: "2026-09-08",
    },
  ],
};

// ---------------------------------------------------------------------------------------------

const SUB_CATEGORIES: SubCategorySpec[] = [
  RED_WINES,
  WHITE_WINES,
  ROSE_WINES,
  SPARKLING_WINES,
  ORGANIC_WINES,
  LAGERS,
  STOUTS_ALES,
  WHEAT_BEERS,
  FRUIT_BEERS,
  ORGANIC_BEERS,
  APPLE_CIDERS,
  PEAR_CIDERS,
  FRUIT_CIDERS,
  SPRITZES,
  CLASSIC_COCKTAILS,
  CANNED_COCKTAILS,
  GIN_ALTERNATIVES,
  TEQUILA_ALTERNATIVES,
  WHISKEY_ALTERNATIVES,
  RUM_ALTERNATIVES,
  LIQUEUR_ALTERNATIVES,
  APERITIF_ALTERNATIVES,
  TONIC_WATERS,
  MIXERS_AND_SODAS,
  ADULT_SOFT_DRINKS,
];

/** The seed catalogue, in sub-category order (the taxonomy's). */
export const SEED_PRODUCTS: SeedProduct[] = SUB_CATEGORIES.flatMap(buildSubCategory);
