// The vocabularies of structured product facts (closed lists with display labels), without the
// schema: the URL filters (lib/catalogue/filters.ts, also in client bundles) read them from here.
// lib/catalogue/product-facts.ts re-exports everything and adds the zod schema and the checks.

/** A kind of drink a product can stand in for. */
export type StandInGroup = "spirit" | "liqueur" | "aperitif" | "wine" | "beer" | "cider" | "cocktail";

export const STAND_INS = [
  // Spirits
  { key: "gin", label: "gin", group: "spirit" },
  { key: "vodka", label: "vodka", group: "spirit" },
  { key: "rum", label: "rum", group: "spirit" },
  { key: "whisky", label: "whisky", group: "spirit" },
  { key: "tequila", label: "tequila", group: "spirit" },
  { key: "mezcal", label: "mezcal", group: "spirit" },
  { key: "sloe-gin", label: "sloe gin", group: "spirit" },
  // Liqueurs
  { key: "amaretto", label: "amaretto", group: "liqueur" },
  { key: "coffee-liqueur", label: "coffee liqueur", group: "liqueur" },
  { key: "cream-liqueur", label: "cream liqueur", group: "liqueur" },
  { key: "orange-liqueur", label: "orange liqueur", group: "liqueur" },
  { key: "limoncello", label: "limoncello", group: "liqueur" },
  { key: "creme-de-cassis", label: "crème de cassis", group: "liqueur" },
  { key: "fruit-liqueur", label: "fruit liqueur", group: "liqueur" },
  { key: "elderflower-liqueur", label: "elderflower liqueur", group: "liqueur" },
  // Aperitifs and fortified wines
  { key: "bitter-aperitif", label: "bitter aperitif", group: "aperitif" },
  { key: "vermouth", label: "vermouth", group: "aperitif" },
  { key: "sherry", label: "sherry", group: "aperitif" },
  // Wines
  { key: "red-wine", label: "red wine", group: "wine" },
  { key: "white-wine", label: "white wine", group: "wine" },
  { key: "rose-wine", label: "rosé", group: "wine" },
  { key: "sparkling-wine", label: "sparkling wine", group: "wine" },
  { key: "prosecco", label: "prosecco", group: "wine" },
  { key: "champagne", label: "champagne", group: "wine" },
  // Beers
  { key: "lager", label: "lager", group: "beer" },
  { key: "ipa", label: "IPA", group: "beer" },
  { key: "pale-ale", label: "pale ale", group: "beer" },
  { key: "bitter", label: "bitter (ale)", group: "beer" },
  { key: "stout", label: "stout", group: "beer" },
  { key: "porter", label: "porter", group: "beer" },
  { key: "wheat-beer", label: "wheat beer", group: "beer" },
  { key: "sour-beer", label: "sour beer", group: "beer" },
  // Ciders
  { key: "cider", label: "cider", group: "cider" },
  { key: "perry", label: "perry", group: "cider" },
  // Cocktails
  { key: "gin-and-tonic", label: "G&T", group: "cocktail" },
  { key: "spritz", label: "spritz", group: "cocktail" },
  { key: "negroni", label: "negroni", group: "cocktail" },
  { key: "espresso-martini", label: "espresso martini", group: "cocktail" },
  { key: "mojito", label: "mojito", group: "cocktail" },
  { key: "margarita", label: "margarita", group: "cocktail" },
  { key: "paloma", label: "paloma", group: "cocktail" },
  { key: "cosmopolitan", label: "cosmopolitan", group: "cocktail" },
  { key: "moscow-mule", label: "Moscow mule", group: "cocktail" },
  { key: "old-fashioned", label: "old fashioned", group: "cocktail" },
  { key: "whisky-sour", label: "whisky sour", group: "cocktail" },
] as const satisfies readonly { key: string; label: string; group: StandInGroup }[];
export type StandInKey = (typeof STAND_INS)[number]["key"];

export type GoodWithKind = "food" | "occasion";

export const GOOD_WITH = [
  // Food
  { key: "roast-chicken", label: "roast chicken", kind: "food" },
  { key: "sunday-roast", label: "a Sunday roast", kind: "food" },
  { key: "roast-pork", label: "roast pork", kind: "food" },
  { key: "red-meat", label: "steak and lamb", kind: "food" },
  { key: "duck-and-game", label: "duck and game", kind: "food" },
  { key: "curry", label: "curry", kind: "food" },
  { key: "spicy-food", label: "spicy food", kind: "food" },
  { key: "seafood", label: "fish and seafood", kind: "food" },
  { key: "fish-and-chips", label: "fish and chips", kind: "food" },
  { key: "sushi", label: "sushi", kind: "food" },
  { key: "cheese", label: "cheese", kind: "food" },
  { key: "charcuterie", label: "charcuterie", kind: "food" },
  { key: "pizza", label: "pizza", kind: "food" },
  { key: "pasta", label: "pasta and risotto", kind: "food" },
  { key: "tapas", label: "tapas and mezze", kind: "food" },
  { key: "salads", label: "salads and light lunches", kind: "food" },
  { key: "mexican", label: "tacos and Mexican food", kind: "food" },
  { key: "pies-and-pub-food", label: "pies and pub food", kind: "food" },
  { key: "burgers", label: "burgers", kind: "food" },
  { key: "nibbles", label: "olives and nibbles", kind: "food" },
  { key: "dessert", label: "dessert", kind: "food" },
  { key: "chocolate", label: "chocolate", kind: "food" },
  // Occasions
  { key: "barbecue", label: "a barbecue", kind: "occasion" },
  { key: "christmas", label: "Christmas", kind: "occasion" },
  { key: "brunch", label: "brunch", kind: "occasion" },
  { key: "summer-garden", label: "summer in the garden", kind: "occasion" },
  { key: "picnic", label: "picnics and festivals", kind: "occasion" },
  { key: "party", label: "parties", kind: "occasion" },
  { key: "celebration", label: "a celebration", kind: "occasion" },
  { key: "aperitif-hour", label: "aperitif hour", kind: "occasion" },
  { key: "dinner-party", label: "a dinner party", kind: "occasion" },
  { key: "after-dinner", label: "after dinner", kind: "occasion" },
  { key: "cosy-night-in", label: "a cosy night in", kind: "occasion" },
  { key: "watching-sport", label: "watching the match", kind: "occasion" },
] as const satisfies readonly { key: string; label: string; kind: GoodWithKind }[];
export type GoodWithKey = (typeof GOOD_WITH)[number]["key"];

export const SWEETNESS = [
  { key: "dry", label: "Dry" },
  { key: "off-dry", label: "Off-dry" },
  { key: "medium", label: "Medium-sweet" },
  { key: "sweet", label: "Sweet" },
] as const;
export type Sweetness = (typeof SWEETNESS)[number]["key"];

export const BODY = [
  { key: "light", label: "Light-bodied" },
  { key: "medium", label: "Medium-bodied" },
  { key: "full", label: "Full-bodied" },
] as const;
export type Body = (typeof BODY)[number]["key"];

/**
 * Dietary facts typed per product, only where the product's own data supports them (see
 * `dietaryConflicts`). "0.0%" is not one of them: it follows from the ABV (`isZeroZero`).
 */
export const DIETARY = [
  { key: "vegan", label: "Vegan" },
  { key: "gluten-free", label: "Gluten-free" },
] as const;
export type DietaryKey = (typeof DIETARY)[number]["key"];
