// The structured facts of every seeded product, keyed by product slug (lib/catalogue/seed-data.ts):
// what it stands in for, what it is good with, sweetness and body, dietary facts and how to serve
// it, in the vocabulary of ./product-facts.ts. tests/product-facts.test.ts fails for a product
// without facts and for facts its own data contradicts; the seed refuses to run without them.
//
// Dietary facts are typed only where the product's data supports them:
// - gluten-free: no gluten cereal (barley, wheat, rye, oats, malt) among the ingredients; never a beer;
// - vegan: the label says so (Mossgarth's sparkling), or every ingredient is plant or mineral and
//   the drink has no wine, beer or cider base (such bases may be fined with isinglass, gelatine, egg
//   or casein, which a label need not list), so spirit alternatives, mixers and most ready-mixed
//   cocktails; anything with honey is not.
// 0.0% is not typed here: it follows from the ABV.
import type { DietaryKey, ProductFacts, StandIn } from "./product-facts";

type Drink = StandIn["drink"];
const as = (drink: Drink, how?: string): StandIn => (how ? { drink, in: how } : { drink });

const GF: DietaryKey[] = ["gluten-free"];
const VGF: DietaryKey[] = ["vegan", "gluten-free"];
const V: DietaryKey[] = ["vegan"];
const NONE: DietaryKey[] = [];

export const PRODUCT_FACTS: Record<string, ProductFacts> = {
  // Red wines
  "quillmere-estate-cabernet-sauvignon": { standsInFor: [as("red-wine", "with a Sunday roast")], goodWith: ["sunday-roast", "red-meat", "cheese"], sweetness: "dry", body: "full", dietary: GF, serve: ["Lightly chilled: twenty minutes in the fridge, opened half an hour before dinner."] },
  "maison-verlaine-merlot": { standsInFor: [as("red-wine")], goodWith: ["pasta", "cheese", "cosy-night-in"], sweetness: "dry", body: "medium", dietary: GF, serve: ["Lightly chilled, midweek, with a mushroom risotto."] },
  "bodega-alzira-oak-aged-tempranillo": { standsInFor: [as("red-wine")], goodWith: ["tapas", "charcuterie", "cheese"], sweetness: "dry", body: "full", dietary: GF, serve: ["Lightly chilled, with chorizo and manchego."] },
  "kestrel-ridge-old-vine-shiraz": { standsInFor: [as("red-wine", "for the barbecue")], goodWith: ["barbecue", "red-meat", "burgers"], sweetness: "dry", body: "full", dietary: GF, serve: ["Lightly chilled, beside lamb chops or a smoky bean chilli."] },
  "weingut-falkenrath-pinot-noir": { standsInFor: [as("red-wine")], goodWith: ["duck-and-game", "roast-chicken", "sunday-roast", "seafood", "charcuterie", "christmas"], sweetness: "dry", body: "light", dietary: GF, serve: ["Slightly chilled, with roast duck or salmon."] },
  "villa-serafina-sangiovese-rosso": { standsInFor: [as("red-wine")], goodWith: ["pizza", "pasta"], sweetness: "dry", body: "medium", dietary: GF, serve: ["Lightly chilled, on pizza night."] },
  "cumbre-alta-high-altitude-malbec": { standsInFor: [as("red-wine", "with steak")], goodWith: ["red-meat", "barbecue", "burgers"], sweetness: "dry", body: "full", dietary: GF, serve: ["Lightly chilled, with a rare steak."] },

  // White wines
  "quillmere-estate-chenin-blanc": { standsInFor: [as("white-wine")], goodWith: ["curry", "spicy-food", "roast-chicken"], sweetness: "dry", body: "medium", dietary: GF, serve: ["Chilled, with a Thai green curry or roast chicken."] },
  "maison-verlaine-chardonnay": { standsInFor: [as("white-wine")], goodWith: ["seafood", "pasta", "nibbles", "roast-chicken"], sweetness: "dry", body: "medium", dietary: GF, serve: ["Lightly chilled, with fish pie or creamy pasta."] },
  "kestrel-ridge-sauvignon-blanc": { standsInFor: [as("white-wine")], goodWith: ["cheese", "fish-and-chips", "salads", "seafood"], sweetness: "dry", body: "light", dietary: GF, serve: ["Very cold; stoppered in the fridge, finish it within three days."] },
  "weingut-falkenrath-dry-riesling": { standsInFor: [as("white-wine")], goodWith: ["sushi", "spicy-food", "roast-pork", "sunday-roast", "curry"], sweetness: "off-dry", body: "light", dietary: GF, serve: ["Well chilled, with sushi or spicy noodles."] },
  "villa-serafina-pinot-grigio": { standsInFor: [as("white-wine")], goodWith: ["seafood", "pasta", "salads"], sweetness: "dry", body: "light", dietary: GF, serve: ["Chilled, with seafood linguine or a light lunch."] },
  "bodega-alzira-verdejo": { standsInFor: [as("white-wine")], goodWith: ["tapas", "seafood", "salads", "summer-garden"], sweetness: "dry", body: "medium", dietary: GF, serve: ["Chilled, with tapas or grilled prawns."] },
  "southdown-cellars-bacchus": { standsInFor: [as("white-wine")], goodWith: ["seafood", "cheese", "summer-garden"], sweetness: "dry", body: "light", dietary: GF, serve: ["Chilled, in a white wine glass."] },

  // Rosé wines
  "quillmere-estate-coastal-rose": { standsInFor: [as("rose-wine")], goodWith: ["summer-garden", "salads", "seafood"], sweetness: "dry", body: "light", dietary: GF, serve: ["Properly cold, straight from the fridge."] },
  "maison-verlaine-grenache-rose": { standsInFor: [as("rose-wine")], goodWith: ["salads", "seafood", "summer-garden"], sweetness: "dry", body: "light", dietary: GF, serve: ["Chilled, with salade niçoise or grilled sardines."] },
  "bodega-alzira-garnacha-rosado": { standsInFor: [as("rose-wine")], goodWith: ["barbecue", "roast-chicken", "tapas"], sweetness: "dry", body: "medium", dietary: GF, serve: ["Chilled, beside paella or barbecued chicken."] },
  "villa-serafina-frizzante-rosato": { standsInFor: [as("rose-wine"), as("prosecco", "as an aperitivo")], goodWith: ["aperitif-hour", "nibbles", "summer-garden"], sweetness: "off-dry", body: "light", dietary: GF, serve: ["Chilled, as an aperitivo with olives and crisps."] },
  "lumen-and-lark-dry-rose": { standsInFor: [as("rose-wine", "for a picnic")], goodWith: ["picnic", "summer-garden"], sweetness: "dry", body: "light", dietary: GF, serve: ["Chill the can: one generous glass, no corkscrew."] },
  "kestrel-ridge-shiraz-rose": { standsInFor: [as("rose-wine")], goodWith: ["barbecue", "burgers", "roast-chicken"], sweetness: "dry", body: "medium", dietary: GF, serve: ["Chilled, at the barbecue."] },
  "southdown-cellars-pinot-meunier-rose": { standsInFor: [as("rose-wine")], goodWith: ["salads", "seafood", "summer-garden"], sweetness: "dry", body: "light", dietary: GF, serve: ["Chilled, in a white wine glass."] },

  // Sparkling wines
  "quillmere-estate-rose-brut": { standsInFor: [as("champagne", "for a toast"), as("sparkling-wine")], goodWith: ["celebration", "party"], sweetness: "dry", body: "light", dietary: GF, serve: ["Well chilled, in flutes, for a toast."] },
  "maison-verlaine-blanc-de-blancs-brut": { standsInFor: [as("champagne")], goodWith: ["celebration", "seafood", "christmas"], sweetness: "dry", body: "medium", dietary: GF, serve: ["Well chilled, at 6–8°C."] },
  "bodega-alzira-sparkling-brut": { standsInFor: [as("sparkling-wine", "in a mimosa"), as("prosecco")], goodWith: ["party", "brunch"], sweetness: "dry", body: "light", dietary: GF, serve: ["With fresh orange juice for a mimosa."] },
  "villa-serafina-spumante-extra-dry": { standsInFor: [as("prosecco"), as("prosecco", "in a Bellini")], goodWith: ["aperitif-hour", "brunch", "celebration"], sweetness: "off-dry", body: "light", dietary: GF, serve: ["Over white peach purée for a Bellini-style brunch."] },
  "weingut-falkenrath-sparkling-riesling": { standsInFor: [as("sparkling-wine")], goodWith: ["spicy-food", "curry", "summer-garden"], sweetness: "off-dry", body: "light", dietary: GF, serve: ["Well chilled, on a hot afternoon."] },
  "lumen-and-lark-sparkling-white": { standsInFor: [as("prosecco", "for a picnic"), as("sparkling-wine")], goodWith: ["picnic", "party"], sweetness: "dry", body: "light", dietary: GF, serve: ["Straight from a cold can, or poured into a flute."] },
  "southdown-cellars-classic-cuvee": { standsInFor: [as("champagne")], goodWith: ["celebration", "christmas", "seafood"], sweetness: "dry", body: "medium", dietary: GF, serve: ["At 6–8°C, in a white wine glass rather than a flute."] },

  // Organic wines
  "mossgarth-organics-organic-merlot": { standsInFor: [as("red-wine")], goodWith: ["pasta", "pizza", "sunday-roast", "cosy-night-in"], sweetness: "dry", body: "medium", dietary: GF, serve: ["Lightly chilled: twenty minutes in the fridge."] },
  "mossgarth-organics-organic-sauvignon-blanc": { standsInFor: [as("white-wine")], goodWith: ["cheese", "seafood", "salads"], sweetness: "dry", body: "light", dietary: GF, serve: ["Very cold, in a white wine glass."] },
  "mossgarth-organics-organic-sparkling": { standsInFor: [as("sparkling-wine"), as("champagne")], goodWith: ["celebration", "brunch", "party"], sweetness: "dry", body: "light", dietary: VGF, serve: ["Well chilled, in flutes."] },
  "terre-vive-organic-montepulciano": { standsInFor: [as("red-wine")], goodWith: ["pasta", "cosy-night-in", "red-meat", "sunday-roast"], sweetness: "dry", body: "full", dietary: GF, serve: ["Lightly chilled, with lasagne or a hearty stew."] },
  "terre-vive-organic-vermentino": { standsInFor: [as("white-wine")], goodWith: ["seafood", "salads", "summer-garden"], sweetness: "dry", body: "light", dietary: GF, serve: ["Young and cold, with grilled fish."] },
  "terre-vive-organic-ramato-rose": { standsInFor: [as("rose-wine")], goodWith: ["tapas", "salads"], sweetness: "dry", body: "medium", dietary: GF, serve: ["Lightly chilled, with a mezze spread."] },
  "quillmere-estate-organic-sparkling-rose": { standsInFor: [as("sparkling-wine"), as("champagne", "for a toast")], goodWith: ["celebration", "summer-garden"], sweetness: "dry", body: "light", dietary: GF, serve: ["Well chilled, in flutes."] },

  // Lagers
  "wendleby-brewing-co-crisp-lager": { standsInFor: [as("lager")], goodWith: ["watching-sport", "barbecue", "pizza"], sweetness: "dry", body: "light", dietary: NONE, serve: ["Ice-cold, from the can or in a tall glass."] },
  "cinderwell-brewery-munich-helles": { standsInFor: [as("lager")], goodWith: ["barbecue", "watching-sport", "pies-and-pub-food"], sweetness: "dry", body: "medium", dietary: NONE, serve: ["Cold, in a tall glass or a stein."] },
  "wrackline-brewing-coastal-pilsner": { standsInFor: [as("lager")], goodWith: ["fish-and-chips", "seafood"], sweetness: "dry", body: "light", dietary: NONE, serve: ["Cold, with fish and chips."] },
  "little-ox-brewery-unfiltered-lager": { standsInFor: [as("lager")], goodWith: ["burgers", "pizza", "watching-sport"], sweetness: "dry", body: "medium", dietary: NONE, serve: ["Roll the can gently before opening to bring up the yeast."] },
  "haldenberg-pils": { standsInFor: [as("lager")], goodWith: ["watching-sport", "fish-and-chips", "charcuterie"], sweetness: "dry", body: "light", dietary: NONE, serve: ["Cold, in a tall pilsner glass."] },
  "haldenberg-export-lager": { standsInFor: [as("lager")], goodWith: ["pies-and-pub-food", "watching-sport", "barbecue"], sweetness: "off-dry", body: "medium", dietary: NONE, serve: ["Cold, in a tall glass."] },
  "playa-norte-cerveza-clara": { standsInFor: [as("lager")], goodWith: ["mexican", "barbecue", "summer-garden"], sweetness: "dry", body: "light", dietary: NONE, serve: ["Ice-cold, with a wedge of lime."] },

  // Stouts and ales
  "wendleby-brewing-co-session-ipa": { standsInFor: [as("ipa")], goodWith: ["curry", "spicy-food", "burgers"], sweetness: "dry", body: "light", dietary: NONE, serve: ["Cold, in a tall glass."] },
  "cinderwell-brewery-forge-stout": { standsInFor: [as("stout")], goodWith: ["pies-and-pub-food", "cosy-night-in", "chocolate"], sweetness: "dry", body: "full", dietary: NONE, serve: ["Pour it hard into a tall glass to build the head."] },
  "old-tannery-ales-best-bitter": { standsInFor: [as("bitter")], goodWith: ["pies-and-pub-food", "sunday-roast"], sweetness: "dry", body: "medium", dietary: NONE, serve: ["Cool rather than cold, at 11–13°C, like cask ale."] },
  "old-tannery-ales-tanners-porter": { standsInFor: [as("porter")], goodWith: ["pies-and-pub-food", "cheese", "cosy-night-in"], sweetness: "off-dry", body: "medium", dietary: NONE, serve: ["Cool, with a steak pie or the cheeseboard."] },
  "ravensworth-brewery-midnight-oatmeal-stout": { standsInFor: [as("stout")], goodWith: ["dessert", "chocolate", "cosy-night-in"], sweetness: "medium", body: "full", dietary: NONE, serve: ["Not too cold, in a tulip glass, with dessert."] },
  "little-ox-brewery-juicy-pale-ale": { standsInFor: [as("pale-ale")], goodWith: ["spicy-food", "burgers", "summer-garden"], sweetness: "dry", body: "medium", dietary: NONE, serve: ["Cold, in a glass that shows off the haze."] },
  "wrackline-brewing-estuary-amber-ale": { standsInFor: [as("bitter")], goodWith: ["roast-pork", "sunday-roast", "pies-and-pub-food"], sweetness: "dry", body: "medium", dietary: NONE, serve: ["Cool, at 10–12°C, in a pint glass."] },

  // Wheat beers
  "weissbrunn-brau-hefeweissbier": { standsInFor: [as("wheat-beer")], goodWith: ["brunch", "barbecue"], sweetness: "dry", body: "medium", dietary: NONE, serve: ["In a tall wheat glass, swirling the last inch to lift the yeast."] },
  "weissbrunn-brau-dunkles-weissbier": { standsInFor: [as("wheat-beer")], goodWith: ["roast-pork", "sunday-roast"], sweetness: "off-dry", body: "medium", dietary: NONE, serve: ["Pour slowly and swirl the last inch to lift the yeast."] },
  "cinderwell-brewery-hefeweizen": { standsInFor: [as("wheat-beer")], goodWith: ["brunch", "salads", "barbecue"], sweetness: "dry", body: "medium", dietary: NONE, serve: ["In a tall glass, with the yeast swirled in."] },
  "wendleby-brewing-co-citrus-wit": { standsInFor: [as("wheat-beer")], goodWith: ["summer-garden", "seafood", "salads"], sweetness: "dry", body: "light", dietary: NONE, serve: ["With a slice of orange on a summer afternoon."] },
  "little-ox-brewery-hazy-wheat": { standsInFor: [as("wheat-beer")], goodWith: ["summer-garden", "mexican", "salads"], sweetness: "dry", body: "light", dietary: NONE, serve: ["Cold, in a tall glass."] },
  "brasserie-laroche-blanche": { standsInFor: [as("wheat-beer")], goodWith: ["seafood", "salads"], sweetness: "dry", body: "light", dietary: NONE, serve: ["Chilled, in a tumbler."] },
  "haldenberg-weizen": { standsInFor: [as("wheat-beer")], goodWith: ["barbecue", "summer-garden", "brunch"], sweetness: "dry", body: "medium", dietary: NONE, serve: ["In a tall wheat glass."] },

  // Fruit beers
  "brightwater-brewing-raspberry-sour": { standsInFor: [as("sour-beer")], goodWith: ["summer-garden", "cheese", "dessert"], sweetness: "off-dry", body: "light", dietary: NONE, serve: ["Cold, in a stemmed glass to show off the colour."] },
  "brightwater-brewing-mango-and-passion-fruit-pale": { standsInFor: [as("pale-ale")], goodWith: ["spicy-food", "curry", "summer-garden"], sweetness: "off-dry", body: "medium", dietary: NONE, serve: ["Cold, in a tall glass."] },
  "brightwater-brewing-blood-orange-ipa": { standsInFor: [as("ipa")], goodWith: ["spicy-food", "burgers", "curry"], sweetness: "dry", body: "medium", dietary: NONE, serve: ["Cold, in a tall glass."] },
  "brasserie-laroche-cerise": { standsInFor: [as("sour-beer")], goodWith: ["chocolate", "dessert", "cheese"], sweetness: "dry", body: "light", dietary: NONE, serve: ["In a stemmed glass, beside dark chocolate."] },
  "wrackline-brewing-salted-lime-gose": { standsInFor: [as("sour-beer")], goodWith: ["seafood", "mexican", "summer-garden"], sweetness: "dry", body: "light", dietary: NONE, serve: ["Very cold, on a hot day."] },
  "wendleby-brewing-co-grapefruit-radler": { standsInFor: [as("lager", "as a radler or shandy")], goodWith: ["summer-garden", "barbecue"], sweetness: "medium", body: "light", dietary: NONE, serve: ["Ice-cold, after an afternoon in the garden."] },
  "little-ox-brewery-peach-sour": { standsInFor: [as("sour-beer")], goodWith: ["dessert", "summer-garden", "brunch"], sweetness: "medium", body: "full", dietary: NONE, serve: ["Cold, in a stemmed glass."] },

  // Organic beers
  "fellside-brewery-organic-pale-ale": { standsInFor: [as("pale-ale")], goodWith: ["pies-and-pub-food", "cheese"], sweetness: "dry", body: "medium", dietary: NONE, serve: ["Cool, after a long walk."] },
  "fellside-brewery-organic-lager": { standsInFor: [as("lager")], goodWith: ["pizza", "watching-sport", "barbecue"], sweetness: "dry", body: "light", dietary: NONE, serve: ["Cold, in a tall glass."] },
  "fellside-brewery-organic-stout": { standsInFor: [as("stout")], goodWith: ["cosy-night-in", "chocolate", "pies-and-pub-food"], sweetness: "dry", body: "full", dietary: NONE, serve: ["Let it warm a little out of the fridge so the chocolate comes forward."] },
  "tallowmere-brewing-organic-helles": { standsInFor: [as("lager")], goodWith: ["barbecue", "summer-garden"], sweetness: "dry", body: "light", dietary: NONE, serve: ["Cold, in a tall glass."] },
  "tallowmere-brewing-organic-wheat": { standsInFor: [as("wheat-beer")], goodWith: ["brunch", "salads"], sweetness: "dry", body: "medium", dietary: NONE, serve: ["In a tall glass, with the yeast swirled in."] },
  "tallowmere-brewing-organic-ipa": { standsInFor: [as("ipa")], goodWith: ["curry", "burgers", "spicy-food"], sweetness: "dry", body: "medium", dietary: NONE, serve: ["Cold, in a tall glass."] },
  "haldenberg-organic-kellerbier": { standsInFor: [as("lager")], goodWith: ["charcuterie", "pies-and-pub-food", "cheese"], sweetness: "dry", body: "medium", dietary: NONE, serve: ["Cool rather than ice-cold, in a tall glass."] },

  // Apple ciders
  "orchard-lane-cider-co-dry-apple-cider": { standsInFor: [as("cider")], goodWith: ["cheese", "roast-pork", "sunday-roast", "pies-and-pub-food"], sweetness: "dry", body: "medium", dietary: GF, serve: ["Cool, in a pint glass."] },
  "orchard-lane-cider-co-medium-sweet-cider": { standsInFor: [as("cider")], goodWith: ["barbecue", "picnic"], sweetness: "medium", body: "light", dietary: GF, serve: ["Over ice, at a barbecue."] },
  "pippin-and-press-bramley-and-cox": { standsInFor: [as("cider")], goodWith: ["roast-pork", "cheese"], sweetness: "off-dry", body: "light", dietary: GF, serve: ["Chilled, in a tall glass."] },
  "hollow-oak-cider-cloudy-apple": { standsInFor: [as("cider")], goodWith: ["pies-and-pub-food", "cheese"], sweetness: "medium", body: "full", dietary: GF, serve: ["Cool, with pork pies and mature cheddar."] },
  "redstreak-farm-oak-aged-dry": { standsInFor: [as("cider")], goodWith: ["cheese", "roast-pork", "dinner-party"], sweetness: "dry", body: "full", dietary: GF, serve: ["In a wine glass at cellar temperature, not straight from the fridge."] },
  "redstreak-farm-kingston-black-single-variety": { standsInFor: [as("cider")], goodWith: ["cheese", "roast-pork", "sunday-roast", "dinner-party"], sweetness: "dry", body: "medium", dietary: GF, serve: ["Cool, in a wine glass."] },
  "larkbarrow-cider-co-crisp-apple": { standsInFor: [as("cider")], goodWith: ["summer-garden", "picnic"], sweetness: "off-dry", body: "light", dietary: GF, serve: ["Cold, over ice on a sunny afternoon."] },

  // Pear ciders
  "perrymead-sparkling-pear": { standsInFor: [as("perry"), as("sparkling-wine", "as a glass of fizz")], goodWith: ["celebration", "summer-garden"], sweetness: "off-dry", body: "light", dietary: GF, serve: ["Chilled, in a flute."] },
  "perrymead-blakeney-red-single-variety": { standsInFor: [as("perry")], goodWith: ["cheese", "dinner-party"], sweetness: "dry", body: "medium", dietary: GF, serve: ["Cool, with blue cheese."] },
  "orchard-lane-cider-co-pear-cider": { standsInFor: [as("perry")], goodWith: ["summer-garden", "picnic"], sweetness: "sweet", body: "light", dietary: GF, serve: ["Poured over ice."] },
  "pippin-and-press-conference-pear": { standsInFor: [as("perry")], goodWith: ["salads", "cheese"], sweetness: "off-dry", body: "medium", dietary: GF, serve: ["Chilled, in a tall glass."] },
  "hollow-oak-cider-pear-and-elderflower": { standsInFor: [as("perry")], goodWith: ["summer-garden", "picnic"], sweetness: "medium", body: "light", dietary: GF, serve: ["Chilled, over ice on a summer afternoon."] },
  "larkbarrow-cider-co-pear": { standsInFor: [as("perry")], goodWith: ["party", "barbecue"], sweetness: "sweet", body: "light", dietary: GF, serve: ["Cold, over ice."] },
  "perrymead-pear-and-ginger": { standsInFor: [as("perry")], goodWith: ["cosy-night-in", "christmas", "summer-garden"], sweetness: "medium", body: "medium", dietary: GF, serve: ["Gently warmed with a cinnamon stick in winter, or chilled in summer."] },

  // Fruit ciders
  "orchard-lane-cider-co-strawberry-and-lime": { standsInFor: [as("cider")], goodWith: ["summer-garden", "barbecue", "picnic"], sweetness: "sweet", body: "light", dietary: GF, serve: ["Over plenty of ice with sliced fruit."] },
  "hollow-oak-cider-wild-berries": { standsInFor: [as("cider")], goodWith: ["summer-garden", "barbecue"], sweetness: "medium", body: "light", dietary: GF, serve: ["Cold, over ice."] },
  "larkbarrow-cider-co-mixed-fruit": { standsInFor: [as("cider")], goodWith: ["party", "summer-garden"], sweetness: "sweet", body: "light", dietary: GF, serve: ["Very cold, over ice."] },
  "pippin-and-press-forced-rhubarb": { standsInFor: [as("cider")], goodWith: ["dessert", "summer-garden"], sweetness: "off-dry", body: "light", dietary: GF, serve: ["Chilled, in a wine glass."] },
  "redstreak-farm-blackcurrant-and-apple": { standsInFor: [as("cider")], goodWith: ["cheese", "duck-and-game"], sweetness: "dry", body: "medium", dietary: GF, serve: ["Cool, in a wine glass."] },
  "perrymead-white-peach": { standsInFor: [as("cider")], goodWith: ["salads", "summer-garden"], sweetness: "off-dry", body: "light", dietary: GF, serve: ["Chilled, for lunch outdoors."] },
  "pomewick-cider-co-cherry-and-apple": { standsInFor: [as("cider")], goodWith: ["cheese"], sweetness: "medium", body: "medium", dietary: GF, serve: ["Chilled, with the cheeseboard."] },

  // Spritzes
  "terrazza-bitter-orange-spritz": { standsInFor: [as("spritz"), as("bitter-aperitif", "in a spritz")], goodWith: ["aperitif-hour", "nibbles", "summer-garden"], sweetness: "medium", body: "light", dietary: VGF, serve: ["Over ice, with an orange slice and a green olive."] },
  "terrazza-elderflower-and-mint-spritz": { standsInFor: [as("spritz")], goodWith: ["summer-garden", "brunch"], sweetness: "off-dry", body: "light", dietary: VGF, serve: ["Over ice, with a sprig of mint."] },
  "solstice-cocktail-co-rose-spritz": { standsInFor: [as("spritz"), as("rose-wine", "in a spritz")], goodWith: ["summer-garden", "party"], sweetness: "dry", body: "light", dietary: GF, serve: ["Over ice, in a wine glass."] },
  "solstice-cocktail-co-grapefruit-and-rosemary-spritz": { standsInFor: [as("spritz")], goodWith: ["aperitif-hour", "seafood"], sweetness: "off-dry", body: "light", dietary: VGF, serve: ["Over ice, with a grapefruit wedge."] },
  "fairweather-cocktail-co-aperitivo-spritz": { standsInFor: [as("spritz"), as("bitter-aperitif", "in a spritz")], goodWith: ["aperitif-hour", "nibbles", "summer-garden"], sweetness: "medium", body: "light", dietary: VGF, serve: ["100 ml over ice in a wine glass, topped with sparkling water."] },
  "copper-coupe-lemon-verbena-spritz": { standsInFor: [as("spritz")], goodWith: ["summer-garden", "brunch"], sweetness: "off-dry", body: "light", dietary: VGF, serve: ["Chilled, from the can or over ice."] },
  "lumen-and-lark-sparkling-rose-spritz": { standsInFor: [as("spritz"), as("rose-wine", "in a spritz")], goodWith: ["summer-garden", "picnic"], sweetness: "dry", body: "light", dietary: GF, serve: ["Over ice, with a slice of blood orange."] },

  // Classic cocktails
  "fairweather-cocktail-co-negroni": { standsInFor: [as("negroni")], goodWith: ["aperitif-hour", "nibbles", "dinner-party"], sweetness: "medium", body: "medium", dietary: VGF, serve: ["Stir 100 ml over a large ice cube and add a twist of orange."] },
  "fairweather-cocktail-co-espresso-martini": { standsInFor: [as("espresso-martini"), as("vodka", "in an espresso martini")], goodWith: ["after-dinner", "dessert", "party"], sweetness: "medium", body: "medium", dietary: VGF, serve: ["Shake hard with ice for the crema and strain into a chilled coupe."] },
  "half-moon-mixology-classic-mojito": { standsInFor: [as("mojito"), as("rum", "in a mojito")], goodWith: ["summer-garden", "barbecue", "mexican"], sweetness: "medium", body: "light", dietary: VGF, serve: ["Over crushed ice, topped with soda."] },
  "half-moon-mixology-margarita": { standsInFor: [as("margarita"), as("tequila", "in a margarita")], goodWith: ["mexican", "spicy-food", "party"], sweetness: "off-dry", body: "light", dietary: VGF, serve: ["Shake with ice and pour into a salt-rimmed glass."] },
  "copper-coupe-old-fashioned": { standsInFor: [as("old-fashioned"), as("whisky", "in an old fashioned")], goodWith: ["after-dinner", "cosy-night-in"], sweetness: "medium", body: "full", dietary: VGF, serve: ["75 ml over a large ice cube, with orange peel expressed over the top."] },
  "copper-coupe-cosmopolitan": { standsInFor: [as("cosmopolitan"), as("vodka", "in a cosmopolitan")], goodWith: ["party", "aperitif-hour"], sweetness: "off-dry", body: "light", dietary: VGF, serve: ["Shake with ice and strain into a chilled coupe."] },
  "solstice-cocktail-co-paloma": { standsInFor: [as("paloma"), as("tequila", "in a paloma")], goodWith: ["mexican", "summer-garden"], sweetness: "off-dry", body: "light", dietary: VGF, serve: ["Over ice, with a wedge of grapefruit."] },

  // Canned cocktails
  "solstice-cocktail-co-moscow-mule": { standsInFor: [as("moscow-mule"), as("vodka", "in a Moscow mule")], goodWith: ["picnic", "barbecue", "spicy-food"], sweetness: "medium", body: "light", dietary: VGF, serve: ["Straight from the can, or over ice with a wedge of lime."] },
  "solstice-cocktail-co-passion-fruit-sour": { standsInFor: [], goodWith: ["party", "dessert", "summer-garden"], sweetness: "sweet", body: "medium", dietary: VGF, serve: ["Chilled, poured into a coupe for the foam."] },
  "half-moon-mixology-botanical-and-tonic": { standsInFor: [as("gin-and-tonic"), as("gin", "in a G&T")], goodWith: ["aperitif-hour", "summer-garden", "picnic"], sweetness: "off-dry", body: "light", dietary: VGF, serve: ["Over ice, with a slice of cucumber."] },
  "half-moon-mixology-spiced-ginger-highball": { standsInFor: [as("rum", "with ginger beer")], goodWith: ["barbecue", "cosy-night-in"], sweetness: "medium", body: "medium", dietary: VGF, serve: ["Over ice, with a wedge of lime."] },
  "night-owl-cocktails-espresso-martini": { standsInFor: [as("espresso-martini"), as("vodka", "in an espresso martini")], goodWith: ["after-dinner", "dessert", "party"], sweetness: "medium", body: "medium", dietary: VGF, serve: ["Chill it well and pour hard into a coupe."] },
  "night-owl-cocktails-smoked-sour": { standsInFor: [as("whisky-sour"), as("whisky", "in a whisky sour")], goodWith: ["after-dinner", "cosy-night-in"], sweetness: "medium", body: "medium", dietary: VGF, serve: ["Chilled, poured into a coupe as a nightcap."] },
  "copper-coupe-lime-and-agave-margarita": { standsInFor: [as("margarita"), as("tequila", "in a margarita")], goodWith: ["mexican", "summer-garden", "picnic"], sweetness: "off-dry", body: "light", dietary: VGF, serve: ["Ice-cold, over ice in a salt-rimmed glass."] },

  // Gin alternatives
  "juniper-moor-dry-botanical": { standsInFor: [as("gin", "in a G&T")], goodWith: ["aperitif-hour", "summer-garden", "curry"], sweetness: "dry", body: "medium", dietary: VGF, serve: ["50 ml over ice with Indian tonic and a twist of lemon."] },
  "juniper-moor-rhubarb-and-rose": { standsInFor: [as("gin", "in a pink G&T")], goodWith: ["summer-garden", "party"], sweetness: "dry", body: "light", dietary: VGF, serve: ["With tonic and a few frozen raspberries."] },
  "juniper-moor-heather-and-juniper": { standsInFor: [as("gin", "in a G&T")], goodWith: ["aperitif-hour", "cosy-night-in"], sweetness: "dry", body: "medium", dietary: VGF, serve: ["With a gentle tonic and a sprig of thyme."] },
  "wildgrove-botanicals-citrus-garden": { standsInFor: [as("gin", "in a collins")], goodWith: ["summer-garden", "brunch"], sweetness: "dry", body: "light", dietary: VGF, serve: ["With soda over ice, or in a spritz."] },
  "wildgrove-botanicals-coastal-herb": { standsInFor: [as("gin", "in a G&T")], goodWith: ["seafood", "aperitif-hour"], sweetness: "dry", body: "light", dietary: VGF, serve: ["With tonic, a green olive and a sprig of rosemary."] },
  "thornbury-distillers-classic-juniper": { standsInFor: [as("gin", "in a martini"), as("gin", "in a G&T")], goodWith: ["aperitif-hour", "dinner-party"], sweetness: "dry", body: "medium", dietary: VGF, serve: ["Stirred ice-cold as a martini, or with tonic."] },
  "thornbury-distillers-sloe-and-hedgerow": { standsInFor: [as("sloe-gin")], goodWith: ["christmas", "cosy-night-in"], sweetness: "medium", body: "full", dietary: VGF, serve: ["Neat over ice, or lengthened with ginger ale."] },

  // Tequila alternatives
  "casa-rescoldo-blanco": { standsInFor: [as("tequila", "in a margarita")], goodWith: ["mexican", "spicy-food", "party"], sweetness: "dry", body: "light", dietary: VGF, serve: ["Shaken with lime and agave for a margarita, or long in a paloma."] },
  "casa-rescoldo-oak-rested": { standsInFor: [as("tequila", "for sipping")], goodWith: ["mexican", "after-dinner"], sweetness: "off-dry", body: "medium", dietary: VGF, serve: ["Sipped over a single large ice cube."] },
  "casa-rescoldo-dark-agave": { standsInFor: [as("tequila", "in an old fashioned")], goodWith: ["after-dinner", "chocolate"], sweetness: "off-dry", body: "full", dietary: VGF, serve: ["Stirred into an agave old fashioned."] },
  "desierto-verde-agave-spirit": { standsInFor: [as("tequila", "with soda and lime")], goodWith: ["mexican", "summer-garden", "seafood"], sweetness: "dry", body: "light", dietary: VGF, serve: ["With soda and a squeeze of lime."] },
  "desierto-verde-smoked-agave": { standsInFor: [as("mezcal")], goodWith: ["mexican", "barbecue"], sweetness: "dry", body: "medium", dietary: VGF, serve: ["A little goes a long way in a margarita or a paloma."] },
  "tierra-clara-blanco": { standsInFor: [as("tequila", "in a margarita")], goodWith: ["mexican", "party"], sweetness: "dry", body: "light", dietary: VGF, serve: ["Shaken with lime and agave for an easy margarita."] },
  "tierra-clara-jalapeno-agave": { standsInFor: [as("tequila", "in a spicy margarita")], goodWith: ["mexican", "spicy-food"], sweetness: "dry", body: "light", dietary: VGF, serve: ["In a spicy margarita or a bloody maria."] },

  // Whisky alternatives
  "oakhaven-smoked-oak": { standsInFor: [as("whisky", "with ginger ale"), as("whisky", "in a whisky sour")], goodWith: ["cosy-night-in", "barbecue"], sweetness: "off-dry", body: "medium", dietary: VGF, serve: ["Over ice, with ginger ale, or in a whisky sour."] },
  "oakhaven-american-oak": { standsInFor: [as("whisky", "in an old fashioned")], goodWith: ["cosy-night-in", "barbecue", "burgers"], sweetness: "off-dry", body: "medium", dietary: VGF, serve: ["Long in a highball, or stirred into an old fashioned."] },
  "cairnmoor-peated-reserve": { standsInFor: [as("whisky", "for sipping")], goodWith: ["cosy-night-in", "cheese", "after-dinner"], sweetness: "dry", body: "full", dietary: NONE, serve: ["Neat, with a drop of water."] },
  "cairnmoor-spiced-cask": { standsInFor: [as("whisky")], goodWith: ["christmas", "after-dinner", "dessert"], sweetness: "off-dry", body: "full", dietary: VGF, serve: ["Neat over ice, with Christmas cake."] },
  "ironside-spirits-spiced-rye": { standsInFor: [as("whisky", "in a Manhattan")], goodWith: ["after-dinner", "cosy-night-in"], sweetness: "dry", body: "medium", dietary: V, serve: ["Stir 50 ml with 25 ml of a sweet red aperitif and a dash of bitters."] },
  "ironside-spirits-honey-oak": { standsInFor: [as("whisky", "in a hot toddy")], goodWith: ["cosy-night-in", "christmas"], sweetness: "medium", body: "medium", dietary: GF, serve: ["In a hot toddy on a cold night."] },
  "thornbury-distillers-triple-oak": { standsInFor: [as("whisky")], goodWith: ["after-dinner", "cosy-night-in"], sweetness: "off-dry", body: "medium", dietary: GF, serve: ["Over ice, or long with ginger ale."] },

  // Rum alternatives
  "black-harbour-spiced": { standsInFor: [as("rum", "with cola")], goodWith: ["barbecue", "party"], sweetness: "medium", body: "medium", dietary: VGF, serve: ["With cola and a wedge of lime, or with ginger beer."] },
  "black-harbour-dark-molasses": { standsInFor: [as("rum", "in Christmas punch")], goodWith: ["christmas", "cosy-night-in", "after-dinner"], sweetness: "medium", body: "full", dietary: VGF, serve: ["In rich, stirred drinks and Christmas punch."] },
  "cane-and-compass-white-cane": { standsInFor: [as("rum", "in a mojito")], goodWith: ["summer-garden", "party"], sweetness: "dry", body: "light", dietary: VGF, serve: ["In a mojito or a daiquiri, over crushed ice."] },
  "cane-and-compass-coconut-and-lime": { standsInFor: [as("rum", "with pineapple juice")], goodWith: ["summer-garden", "party"], sweetness: "off-dry", body: "light", dietary: VGF, serve: ["With pineapple juice and plenty of ice."] },
  "isla-dorada-golden-spiced": { standsInFor: [as("rum")], goodWith: ["party", "barbecue", "christmas"], sweetness: "off-dry", body: "medium", dietary: VGF, serve: ["Sipped over ice, or in a punch."] },
  "isla-dorada-pineapple-and-vanilla": { standsInFor: [as("rum", "in a piña colada")], goodWith: ["summer-garden", "party"], sweetness: "medium", body: "medium", dietary: VGF, serve: ["As the base for a piña colada."] },
  "thornbury-distillers-demerara-dark": { standsInFor: [as("rum", "in an old fashioned")], goodWith: ["chocolate", "after-dinner"], sweetness: "off-dry", body: "full", dietary: VGF, serve: ["Sipped beside a square of dark chocolate."] },

  // Liqueur alternatives
  "velluto-mandorla": { standsInFor: [as("amaretto")], goodWith: ["dessert", "after-dinner", "christmas"], sweetness: "sweet", body: "full", dietary: VGF, serve: ["Over ice, over vanilla ice cream, or shaken into a sour."] },
  "velluto-caffe": { standsInFor: [as("coffee-liqueur", "in an espresso martini")], goodWith: ["after-dinner", "dessert"], sweetness: "sweet", body: "full", dietary: VGF, serve: ["Shaken into an espresso martini."] },
  "velluto-limone": { standsInFor: [as("limoncello")], goodWith: ["after-dinner", "summer-garden"], sweetness: "sweet", body: "medium", dietary: VGF, serve: ["From the freezer, ice-cold after dinner, or topped with soda."] },
  "bramble-and-co-blackberry-bramble": { standsInFor: [as("fruit-liqueur", "in a bramble")], goodWith: ["summer-garden", "dessert"], sweetness: "sweet", body: "full", dietary: VGF, serve: ["Drizzled over a botanical and tonic, or into a bramble."] },
  "bramble-and-co-elderflower": { standsInFor: [as("elderflower-liqueur")], goodWith: ["summer-garden", "brunch", "celebration"], sweetness: "sweet", body: "light", dietary: VGF, serve: ["A splash in sparkling wine, tonic or a spritz."] },
  "maison-amer-creme-de-cassis": { standsInFor: [as("creme-de-cassis", "in a kir royale")], goodWith: ["celebration", "christmas", "dessert"], sweetness: "sweet", body: "full", dietary: VGF, serve: ["A splash in sparkling wine makes a kir royale."] },
  "maison-amer-triple-orange": { standsInFor: [as("orange-liqueur", "in a margarita")], goodWith: ["party", "mexican"], sweetness: "sweet", body: "medium", dietary: VGF, serve: ["In margaritas, cosmopolitans and sidecars."] },

  // Aperitif alternatives
  "rosso-sera-bitter-aperitivo": { standsInFor: [as("bitter-aperitif", "in a spritz"), as("bitter-aperitif", "in a negroni")], goodWith: ["aperitif-hour", "nibbles", "charcuterie"], sweetness: "medium", body: "medium", dietary: VGF, serve: ["With soda and an orange slice, or in a negroni."] },
  "rosso-sera-bergamot-aperitivo": { standsInFor: [as("bitter-aperitif", "with tonic")], goodWith: ["aperitif-hour", "seafood"], sweetness: "off-dry", body: "light", dietary: VGF, serve: ["With tonic and a slice of lemon."] },
  "maison-amer-rouge-aperitif": { standsInFor: [as("vermouth"), as("vermouth", "in a negroni")], goodWith: ["aperitif-hour", "cheese"], sweetness: "sweet", body: "medium", dietary: GF, serve: ["Over ice, with an orange twist."] },
  "maison-amer-blanc-aperitif": { standsInFor: [as("vermouth", "with tonic")], goodWith: ["aperitif-hour", "summer-garden", "seafood"], sweetness: "off-dry", body: "light", dietary: GF, serve: ["Topped with tonic and a few green grapes."] },
  "terrazza-aperitivo-arancia": { standsInFor: [as("bitter-aperitif", "in a spritz")], goodWith: ["aperitif-hour", "summer-garden", "nibbles"], sweetness: "medium", body: "light", dietary: VGF, serve: ["One part to three of sparkling water, over plenty of ice."] },
  "thornbury-distillers-english-bitter-aperitif": { standsInFor: [as("bitter-aperitif", "with soda")], goodWith: ["aperitif-hour", "charcuterie"], sweetness: "off-dry", body: "medium", dietary: VGF, serve: ["One part to three of soda or ginger ale, over ice."] },
  "wildgrove-botanicals-pink-grapefruit-aperitif": { standsInFor: [as("bitter-aperitif", "with soda")], goodWith: ["aperitif-hour", "summer-garden", "seafood"], sweetness: "off-dry", body: "light", dietary: VGF, serve: ["Over ice, topped with soda and a grapefruit wedge."] },

  // Tonic waters
  "fellgate-tonic-co-indian-tonic-water": { standsInFor: [], goodWith: ["aperitif-hour", "summer-garden"], sweetness: "medium", body: "light", dietary: VGF, serve: ["With a botanical spirit alternative, plenty of ice and a twist of lemon."] },
  "fellgate-tonic-co-light-tonic-water": { standsInFor: [], goodWith: ["aperitif-hour", "summer-garden"], sweetness: "off-dry", body: "light", dietary: VGF, serve: ["With a juniper-led botanical, ice and a slice of lime."] },
  "fellgate-tonic-co-mediterranean-tonic": { standsInFor: [], goodWith: ["aperitif-hour", "seafood"], sweetness: "medium", body: "light", dietary: VGF, serve: ["With a herbal or citrus botanical and a sprig of rosemary."] },
  "thistle-and-quinine-heather-tonic": { standsInFor: [], goodWith: ["aperitif-hour", "cosy-night-in"], sweetness: "medium", body: "light", dietary: GF, serve: ["One mini can per long drink, with a floral botanical and ice."] },
  "thistle-and-quinine-light-tonic": { standsInFor: [], goodWith: ["aperitif-hour", "summer-garden"], sweetness: "off-dry", body: "light", dietary: VGF, serve: ["One mini can per long drink, over ice with a wedge of lime."] },
  "highfold-mixers-aromatic-tonic": { standsInFor: [], goodWith: ["aperitif-hour", "party"], sweetness: "medium", body: "light", dietary: VGF, serve: ["With a botanical spirit alternative for a pink G&T-style drink."] },
  "highfold-mixers-yuzu-tonic": { standsInFor: [], goodWith: ["summer-garden", "aperitif-hour", "sushi"], sweetness: "off-dry", body: "light", dietary: VGF, serve: ["On its own over ice, or with a citrus-forward botanical."] },

  // Mixers and sodas
  "highfold-mixers-fiery-ginger-beer": { standsInFor: [], goodWith: ["barbecue", "spicy-food"], sweetness: "medium", body: "light", dietary: VGF, serve: ["With a spiced rum alternative, or on its own over ice."] },
  "highfold-mixers-ginger-ale": { standsInFor: [], goodWith: ["cosy-night-in", "aperitif-hour"], sweetness: "off-dry", body: "light", dietary: VGF, serve: ["Long, with a whisky-style alternative and plenty of ice."] },
  "highfold-mixers-pink-grapefruit-soda": { standsInFor: [], goodWith: ["mexican", "summer-garden"], sweetness: "off-dry", body: "light", dietary: VGF, serve: ["Topping up an agave alternative for a paloma."] },
  "fellgate-tonic-co-soda-water": { standsInFor: [], goodWith: ["aperitif-hour", "summer-garden"], sweetness: "dry", body: "light", dietary: VGF, serve: ["Topping up spritzes, aperitifs and highballs."] },
  "fellgate-tonic-co-bitter-lemon": { standsInFor: [], goodWith: ["summer-garden", "aperitif-hour"], sweetness: "medium", body: "light", dietary: VGF, serve: ["Over ice on its own, or with a botanical spirit alternative."] },
  "thistle-and-quinine-spiced-ginger-beer": { standsInFor: [], goodWith: ["barbecue", "christmas", "spicy-food"], sweetness: "medium", body: "light", dietary: VGF, serve: ["With a rum alternative for a spiced highball, or on its own."] },
  "thistle-and-quinine-cloudy-lemonade": { standsInFor: [], goodWith: ["summer-garden", "picnic"], sweetness: "medium", body: "light", dietary: VGF, serve: ["Over ice, with a sprig of mint."] },

  // Adult soft drinks
  "kind-leaf-kombucha-original-kombucha": { standsInFor: [], goodWith: ["brunch", "salads", "summer-garden"], sweetness: "off-dry", body: "light", dietary: VGF, serve: ["Cold from the fridge."] },
  "kind-leaf-kombucha-raspberry-and-hibiscus-kombucha": { standsInFor: [], goodWith: ["summer-garden", "brunch"], sweetness: "off-dry", body: "light", dietary: VGF, serve: ["Cold, over ice."] },
  "kind-leaf-kombucha-ginger-and-lemongrass-kombucha": { standsInFor: [as("white-wine", "with dinner")], goodWith: ["curry", "spicy-food", "dinner-party"], sweetness: "off-dry", body: "light", dietary: VGF, serve: ["Over ice, in wine glasses at the dinner table."] },
  "silverleaf-tea-co-sparkling-darjeeling": { standsInFor: [as("sparkling-wine", "for a celebration")], goodWith: ["celebration", "dinner-party", "seafood"], sweetness: "dry", body: "light", dietary: VGF, serve: ["At white-wine temperature, in a wine glass."] },
  "silverleaf-tea-co-sparkling-jasmine-green": { standsInFor: [], goodWith: ["sushi", "salads", "brunch"], sweetness: "off-dry", body: "light", dietary: VGF, serve: ["Chilled, in a wine glass."] },
  "sunbrae-botanicals-blood-orange-and-bitters": { standsInFor: [as("bitter-aperitif", "with soda")], goodWith: ["aperitif-hour", "nibbles"], sweetness: "medium", body: "light", dietary: VGF, serve: ["Over ice, with a slice of orange."] },
  "sunbrae-botanicals-rhubarb-and-ginger-soda": { standsInFor: [], goodWith: ["cheese", "charcuterie"], sweetness: "off-dry", body: "light", dietary: VGF, serve: ["Chilled, with cheese and charcuterie."] },
};

/** A product's facts, or undefined when the data has none (the test and the seed refuse that). */
export function productFacts(slug: string): ProductFacts | undefined {
  return Object.hasOwn(PRODUCT_FACTS, slug) ? PRODUCT_FACTS[slug] : undefined;
}
