// The assistant's synonym table: the words shoppers use for drinks, foods, occasions, styles and
// shopping, mapped to the shop's own vocabulary (sub-categories and the structured product facts).
// Read by lib/assistant/synonyms.ts, which matches the longest phrase first on word boundaries.
import type { Body, DietaryKey, GoodWithKey, StandInKey, Sweetness } from "../catalogue/product-facts-vocabulary";

export interface SynonymMeaning {
  /** Sub-category slugs the phrase names (a hard filter when the shopper names a kind of drink). */
  categories?: string[];
  /** Drinks the shopper wants a stand-in for (products whose facts.standsInFor has one of these). */
  standIns?: StandInKey[];
  /** Foods and occasions (products whose facts.goodWith has one of these). */
  goodWith?: GoodWithKey[];
  sweetness?: Sweetness[];
  body?: Body[];
  dietary?: DietaryKey[];
  container?: "bottle" | "can";
  sizesMl?: number[];
  /** Words handed to full-text search in place of the phrase (e.g. "smoky" → ["smoke", "peat"]). */
  search?: string[];
  /** The shopper asks for at most this ABV, e.g. 0.0 → 0. */
  maxAbv?: number;
  /** The phrase is only about alcohol-free-ness or filler ("non-alc", "booze free", "0%") and is dropped. */
  drop?: true;
  /** The phrase narrows the other drinks named to its categories ("mojito ready made": the mixed mojito, not rum). */
  narrows?: true;
}

export interface Synonym {
  /** Lower-case phrases, singular; the matcher also accepts a trailing "s"/"es". */
  phrases: string[];
  means: SynonymMeaning;
  /** A broad word ("wine", "beer", "spirits") that counts only when no narrower phrase of the same kind matched. */
  broad?: true;
}

// The shop's sub-categories (lib/catalogue/seed-data.ts), named once here.
const RED = "alcohol-free-red-wines";
const WHITE = "alcohol-free-white-wines";
const ROSE = "alcohol-free-rose-wines";
const SPARKLING = "alcohol-free-sparkling-wines";
const ORGANIC_WINE = "alcohol-free-organic-wines";
const LAGER = "alcohol-free-lagers";
const STOUT_ALE = "alcohol-free-stouts-ales";
const WHEAT = "alcohol-free-wheat-beers";
const FRUIT_BEER = "alcohol-free-fruit-beers";
const ORGANIC_BEER = "alcohol-free-organic-beers";
const APPLE_CIDER = "alcohol-free-apple-ciders";
const PEAR_CIDER = "alcohol-free-pear-ciders";
const FRUIT_CIDER = "alcohol-free-fruit-ciders";
const SPRITZ = "alcohol-free-spritzes";
const CLASSIC_COCKTAIL = "alcohol-free-classic-cocktails";
const CANNED_COCKTAIL = "alcohol-free-canned-cocktails";
const GIN = "alcohol-free-gin-alternatives";
const TEQUILA = "alcohol-free-tequila-alternatives";
const WHISKY = "alcohol-free-whiskey-alternatives";
const RUM = "alcohol-free-rum-alternatives";
const LIQUEUR = "alcohol-free-liqueur-alternatives";
const APERITIF = "alcohol-free-aperitif-alternatives";
const TONIC = "premium-tonic-waters";
const MIXER = "mixers-and-sodas";
const SOFT = "adult-soft-drinks";

const WINES = [RED, WHITE, ROSE, SPARKLING, ORGANIC_WINE];
const BEERS = [LAGER, STOUT_ALE, WHEAT, FRUIT_BEER, ORGANIC_BEER];
const CIDERS = [APPLE_CIDER, PEAR_CIDER, FRUIT_CIDER];
const COCKTAILS = [CLASSIC_COCKTAIL, CANNED_COCKTAIL, SPRITZ];
const SPIRITS = [GIN, TEQUILA, WHISKY, RUM, LIQUEUR, APERITIF];

/** Common misspellings → the word meant (whole words). */
export const TYPOS: Record<string, string> = {
  // Spirits and liqueurs
  wisky: "whisky",
  whisk: "whisky",
  whiskee: "whisky",
  whsky: "whisky",
  wiskey: "whiskey",
  whiky: "whisky",
  tequilla: "tequila",
  taquila: "tequila",
  tekila: "tequila",
  vodca: "vodka",
  votka: "vodka",
  liquer: "liqueur",
  liqeur: "liqueur",
  liqour: "liqueur",
  licqueur: "liqueur",
  ammaretto: "amaretto",
  amoretto: "amaretto",
  lemoncello: "limoncello",
  limoncelo: "limoncello",
  cointro: "cointreau",
  cointreu: "cointreau",
  kalua: "kahlua",
  kaluha: "kahlua",
  aparol: "aperol",
  apperol: "aperol",
  campary: "campari",
  aperatif: "aperitif",
  apperitif: "aperitif",
  aparitif: "aperitif",
  aperativo: "aperitivo",
  vermuth: "vermouth",
  vermoth: "vermouth",
  shery: "sherry",
  sherrie: "sherry",
  tanquery: "tanqueray",
  henricks: "hendricks",
  bacardy: "bacardi",
  bailys: "baileys",
  // Cocktails
  negorni: "negroni",
  nogroni: "negroni",
  negronni: "negroni",
  negrony: "negroni",
  mohito: "mojito",
  mojitto: "mojito",
  margerita: "margarita",
  margaritta: "margarita",
  margharita: "margarita",
  expresso: "espresso",
  cosmopolitian: "cosmopolitan",
  spirtz: "spritz",
  spritts: "spritz",
  coctail: "cocktail",
  cocktial: "cocktail",
  cocktale: "cocktail",
  moctail: "mocktail",
  mocktale: "mocktail",
  // Wines
  redd: "red",
  wite: "white",
  whte: "white",
  whitte: "white",
  wien: "wine",
  wnie: "wine",
  whine: "wine",
  prosseco: "prosecco",
  proseco: "prosecco",
  prosecoo: "prosecco",
  prossecco: "prosecco",
  champange: "champagne",
  champaign: "champagne",
  champagn: "champagne",
  champaigne: "champagne",
  shampagne: "champagne",
  sparkeling: "sparkling",
  sparklin: "sparkling",
  bubbley: "bubbly",
  buble: "bubbly",
  rozay: "rosé",
  rosay: "rosé",
  rosee: "rosé",
  chardonay: "chardonnay",
  chardonney: "chardonnay",
  chardoney: "chardonnay",
  shardonay: "chardonnay",
  sauvingnon: "sauvignon",
  savignon: "sauvignon",
  sauvigon: "sauvignon",
  sauvignion: "sauvignon",
  sauvigion: "sauvignon",
  merlo: "merlot",
  merlow: "merlot",
  pino: "pinot",
  pinnot: "pinot",
  grigo: "grigio",
  griggio: "grigio",
  reisling: "riesling",
  rieseling: "riesling",
  cabarnet: "cabernet",
  cabernay: "cabernet",
  malbek: "malbec",
  temperanillo: "tempranillo",
  // Beers and ciders ("larger" is not here: it is a real word, "larger pack sizes"; see the lager phrases)
  lagar: "lager",
  lagger: "lager",
  laager: "lager",
  stoat: "stout",
  stoutt: "stout",
  pilsener: "pilsner",
  pilsne: "pilsner",
  hefeweisen: "hefeweizen",
  hefewizen: "hefeweizen",
  guiness: "guinness",
  guinnes: "guinness",
  heiniken: "heineken",
  hoegarden: "hoegaarden",
  cidre: "cider",
  ciderr: "cider",
  sider: "cider",
  cyder: "cider",
  // Soft drinks and mixers
  tonnic: "tonic",
  tonik: "tonic",
  toinc: "tonic",
  lemonaid: "lemonade",
  komboucha: "kombucha",
  kombutcha: "kombucha",
  kambucha: "kombucha",
  // Alcohol-free words
  alchohol: "alcohol",
  alcahol: "alcohol",
  alchol: "alcohol",
  alcohal: "alcohol",
  alcohl: "alcohol",
  achohol: "alcohol",
  alcholic: "alcoholic",
  alchoholic: "alcoholic",
  alcoholc: "alcoholic",
  // Food, occasions, diet ("desert" is a real word, but in a drinks shop it is nearly always pudding)
  desert: "dessert",
  chrismas: "christmas",
  christmass: "christmas",
  xmass: "xmas",
  aniversary: "anniversary",
  anniversery: "anniversary",
  celabration: "celebration",
  brithday: "birthday",
  birthay: "birthday",
  barbacue: "barbecue",
  cheesboard: "cheeseboard",
  charcutery: "charcuterie",
  charcutrie: "charcuterie",
  fahita: "fajita",
  burito: "burrito",
  vegen: "vegan",
  veggan: "vegan",
  vegitarian: "vegetarian",
  vegatarian: "vegetarian",
  glutten: "gluten",
  gluton: "gluten",
  glutenfree: "gluten free",
  // Shopping words
  delivry: "delivery",
  delievery: "delivery",
  delivary: "delivery",
  deliverey: "delivery",
  dilevery: "delivery",
  recomend: "recommend",
  reccomend: "recommend",
  reccommend: "recommend",
  recommed: "recommend",
  recomendation: "recommendation",
  reccomendation: "recommendation",
  sugest: "suggest",
  suggets: "suggest",
  availble: "available",
  avaliable: "available",
  recieve: "receive",
  seperate: "separate",
  undr: "under",
  unde: "under",
  unda: "under",
  spicey: "spicy",
  cheep: "cheap",
  chep: "cheap",
  beverige: "beverage",
  bevarage: "beverage",
};

export const SYNONYMS: Synonym[] = [
  // ---------------------------------------------------------------------------------------------
  // 1. Kinds of drink → sub-categories (and the stand-in they name, where the facts have one)
  // ---------------------------------------------------------------------------------------------
  // Wines
  { phrases: ["red", "red wine", "vino tinto", "claret", "a glass of red"], means: { categories: [RED], standIns: ["red-wine"] } },
  { phrases: ["merlot", "shiraz", "syrah", "malbec", "pinot noir", "cabernet", "cabernet sauvignon", "tempranillo", "sangiovese", "montepulciano"], means: { categories: [RED], standIns: ["red-wine"] } },
  { phrases: ["rioja", "chianti", "bordeaux", "burgundy", "beaujolais", "zinfandel", "primitivo", "grenache", "côtes du rhône", "cotes du rhone"], means: { categories: [RED], standIns: ["red-wine"] } },
  { phrases: ["white", "white wine", "vino blanco", "a glass of white"], means: { categories: [WHITE], standIns: ["white-wine"] } },
  { phrases: ["chardonnay", "sauvignon", "sauvignon blanc", "sauv blanc", "savvy b", "pinot grigio", "pinot gris", "riesling", "chenin", "chenin blanc", "verdejo", "vermentino", "bacchus"], means: { categories: [WHITE], standIns: ["white-wine"] } },
  { phrases: ["chablis", "sancerre", "albariño", "albarino", "gewurztraminer", "viognier", "muscadet", "soave", "gavi", "picpoul", "grüner", "gruner", "grüner veltliner", "gruner veltliner"], means: { categories: [WHITE], standIns: ["white-wine"] } },
  { phrases: ["rosé", "rose", "rosè", "rose wine", "rosé wine", "rosado", "rosato", "blush", "blush wine", "pink wine", "provence rosé", "provence rose", "white zinfandel", "a glass of rosé", "a glass of rose"], means: { categories: [ROSE], standIns: ["rose-wine"] } },
  { phrases: ["sparkling", "sparkling wine", "fizz", "bubbly", "bubbles", "champers", "fizzy wine", "sparkling white"], means: { categories: [SPARKLING], standIns: ["sparkling-wine", "prosecco", "champagne"] } },
  { phrases: ["prosecco", "spumante", "nosecco", "frizzante"], means: { categories: [SPARKLING], standIns: ["prosecco"] } },
  { phrases: ["champagne", "blanc de blancs", "brut champagne"], means: { categories: [SPARKLING], standIns: ["champagne"] } },
  { phrases: ["cava", "crémant", "cremant", "english sparkling", "english sparkling wine", "sekt"], means: { categories: [SPARKLING], standIns: ["sparkling-wine"] } },
  { phrases: ["brut", "extra brut", "brut nature", "dry fizz"], means: { categories: [SPARKLING], standIns: ["sparkling-wine"], sweetness: ["dry"] } },
  { phrases: ["sparkling rosé", "sparkling rose", "pink fizz", "pink prosecco", "rosé champagne", "rose champagne", "pink champagne"], means: { categories: [SPARKLING, ROSE], standIns: ["sparkling-wine", "rose-wine"] } },
  { phrases: ["organic wine", "natural wine", "biodynamic", "biodynamic wine", "low intervention wine"], means: { categories: [ORGANIC_WINE] } },
  { phrases: ["organic red", "organic red wine"], means: { categories: [ORGANIC_WINE], standIns: ["red-wine"] } },
  { phrases: ["organic white", "organic white wine"], means: { categories: [ORGANIC_WINE], standIns: ["white-wine"] } },
  { phrases: ["organic rosé", "organic rose"], means: { categories: [ORGANIC_WINE], standIns: ["rose-wine"] } },
  { phrases: ["organic sparkling", "organic fizz", "organic prosecco", "organic champagne"], means: { categories: [ORGANIC_WINE], standIns: ["sparkling-wine", "champagne", "prosecco"] } },
  { phrases: ["wine", "vino", "plonk", "a glass of wine", "bottle of wine", "wine bottle"], means: { categories: WINES }, broad: true },

  // Beers ("ginger beer" and "root beer" are mixers: see Soft drinks below)
  { phrases: ["lager", "pils", "pilsner", "helles", "kellerbier", "zwickel", "cerveza", "export lager", "premium lager", "continental lager", "amber lager", "dark lager", "a cold one", "a larger", "of larger", "some larger", "cold larger", "larger beer", "free larger", "alc larger", "alcoholic larger", "larger drinker", "larger lover"], means: { categories: [LAGER, ORGANIC_BEER], standIns: ["lager"] } },
  { phrases: ["stout", "dark beer", "oatmeal stout", "milk stout", "irish stout", "black stuff", "the black stuff", "imperial stout"], means: { categories: [STOUT_ALE, ORGANIC_BEER], standIns: ["stout", "porter"] } },
  { phrases: ["porter", "smoked porter", "baltic porter"], means: { categories: [STOUT_ALE], standIns: ["porter", "stout"] } },
  { phrases: ["ale", "real ale", "cask ale", "proper ale", "brown ale", "amber ale", "red ale", "english ale", "traditional ale"], means: { categories: [STOUT_ALE, ORGANIC_BEER], standIns: ["bitter", "pale-ale"] } },
  { phrases: ["best bitter", "bitter beer", "bitter ale", "pint of bitter", "a pint of bitter", "english bitter", "esb", "dark mild", "a bitter", "of bitter", "some bitter", "bitter drinker"], means: { categories: [STOUT_ALE], standIns: ["bitter"] } },
  { phrases: ["ipa", "india pale ale", "session ipa", "hazy ipa", "neipa", "new england ipa", "west coast ipa", "dipa", "double ipa", "hazy ale"], means: { categories: [STOUT_ALE, FRUIT_BEER, ORGANIC_BEER], standIns: ["ipa", "pale-ale"] } },
  { phrases: ["pale ale", "golden ale", "blonde ale", "apa", "american pale", "american pale ale", "xpa", "session ale", "a pale"], means: { categories: [STOUT_ALE, FRUIT_BEER, ORGANIC_BEER], standIns: ["pale-ale", "ipa"] } },
  { phrases: ["craft beer", "craft ale", "craft brew"], means: { categories: [STOUT_ALE, FRUIT_BEER, WHEAT], standIns: ["ipa", "pale-ale", "sour-beer"] } },
  { phrases: ["hoppy", "hop forward", "hop-forward", "hoppy beer", "citrusy ipa", "juicy ipa"], means: { standIns: ["ipa", "pale-ale"], search: ["hop", "hops"] } },
  { phrases: ["wheat beer", "wheat", "weissbier", "weissbeer", "weisse", "weizen", "hefeweizen", "hefeweissbier", "hefe", "dunkelweizen", "dunkles weissbier", "witbier", "wit", "white beer", "blanche", "bière blanche", "biere blanche", "belgian wit", "belgian white"], means: { categories: [WHEAT, ORGANIC_BEER], standIns: ["wheat-beer"] } },
  { phrases: ["sour", "sour beer", "gose", "berliner weisse", "lambic", "kriek", "framboise", "gueuze", "wild ale", "fruit sour"], means: { categories: [FRUIT_BEER], standIns: ["sour-beer"] } },
  { phrases: ["fruit beer", "fruity beer", "flavoured beer", "cherry beer", "raspberry beer"], means: { categories: [FRUIT_BEER] } },
  { phrases: ["radler", "shandy", "lager shandy", "lemonade shandy", "lager top"], means: { categories: [FRUIT_BEER, LAGER], standIns: ["lager"], search: ["radler"] } },
  { phrases: ["organic beer", "organic ale", "organic lager"], means: { categories: [ORGANIC_BEER] } },
  { phrases: ["beer", "brewski", "pint", "a pint", "a cold beer"], means: { categories: BEERS }, broad: true },

  // Ciders
  { phrases: ["apple cider", "scrumpy", "cloudy cider", "farmhouse cider", "craft cider", "west country cider", "somerset cider", "cloudy apple", "orchard cider"], means: { categories: [APPLE_CIDER], standIns: ["cider"] } },
  { phrases: ["perry", "pear cider", "pear", "perry pear", "sparkling pear"], means: { categories: [PEAR_CIDER], standIns: ["perry"] } },
  { phrases: ["fruit cider", "fruity cider", "flavoured cider", "berry cider", "strawberry cider", "strawberry and lime", "rhubarb cider", "cherry cider", "mixed fruit cider", "summer fruits cider", "wild berry cider"], means: { categories: [FRUIT_CIDER], standIns: ["cider"] } },
  { phrases: ["cider"], means: { categories: CIDERS, standIns: ["cider", "perry"] }, broad: true },

  // Spirits (no vodka aisle: vodka stand-ins are cocktails, found by their facts)
  { phrases: ["gin", "gin alternative", "botanical spirit", "botanical", "london dry", "dry gin", "pink gin", "flavoured gin", "juniper"], means: { categories: [GIN], standIns: ["gin"] } },
  { phrases: ["sloe gin", "sloe"], means: { categories: [GIN, LIQUEUR], standIns: ["sloe-gin"] } },
  { phrases: ["vodka", "flavoured vodka", "vodka alternative"], means: { standIns: ["vodka"] } },
  { phrases: ["rum", "spiced rum", "dark rum", "white rum", "golden rum", "black rum", "navy rum", "coconut rum", "rum alternative", "demerara"], means: { categories: [RUM], standIns: ["rum"] } },
  { phrases: ["whisky", "whiskey", "bourbon", "scotch", "single malt", "malt whisky", "blended whisky", "irish whiskey", "rye", "rye whiskey", "dram", "wee dram", "a dram", "tennessee whiskey"], means: { categories: [WHISKY], standIns: ["whisky"] } },
  // No brandy in the facts vocabulary: the oak-aged whisky alternatives are the nearest.
  { phrases: ["brandy", "cognac", "armagnac", "calvados"], means: { categories: [WHISKY], standIns: ["whisky"], search: ["oak"] } },
  { phrases: ["tequila", "agave", "agave spirit", "blanco", "reposado", "añejo", "anejo"], means: { categories: [TEQUILA], standIns: ["tequila"] } },
  { phrases: ["mezcal", "mescal", "smoky tequila", "smoked agave"], means: { categories: [TEQUILA], standIns: ["mezcal", "tequila"] } },
  { phrases: ["spirit", "liquor", "hard stuff", "a proper drink"], means: { categories: SPIRITS }, broad: true },

  // Liqueurs and aperitifs
  { phrases: ["liqueur", "digestivo"], means: { categories: [LIQUEUR] } },
  { phrases: ["cream liqueur", "irish cream"], means: { categories: [LIQUEUR], standIns: ["cream-liqueur"] } },
  { phrases: ["coffee liqueur", "coffee spirit"], means: { categories: [LIQUEUR], standIns: ["coffee-liqueur"] } },
  { phrases: ["orange liqueur", "triple sec", "curaçao", "curacao", "blue curacao"], means: { categories: [LIQUEUR], standIns: ["orange-liqueur"] } },
  { phrases: ["amaretto", "almond liqueur"], means: { categories: [LIQUEUR], standIns: ["amaretto"] } },
  { phrases: ["limoncello", "lemon liqueur"], means: { categories: [LIQUEUR], standIns: ["limoncello"] } },
  { phrases: ["crème de cassis", "creme de cassis", "cassis", "blackcurrant liqueur"], means: { categories: [LIQUEUR], standIns: ["creme-de-cassis"] } },
  { phrases: ["fruit liqueur", "berry liqueur", "blackberry liqueur", "raspberry liqueur", "crème de mûre", "creme de mure", "peach schnapps", "schnapps"], means: { categories: [LIQUEUR], standIns: ["fruit-liqueur"] } },
  { phrases: ["elderflower liqueur", "elderflower cordial liqueur"], means: { categories: [LIQUEUR], standIns: ["elderflower-liqueur"] } },
  { phrases: ["aperitif", "apéritif", "aperitivo", "apero", "apéro"], means: { categories: [APERITIF, SPRITZ], standIns: ["bitter-aperitif", "vermouth", "spritz"] } },
  { phrases: ["bitter aperitif", "bitter aperitivo", "bitters", "italian bitter", "red bitter", "amaro", "bitter orange aperitif", "red aperitif"], means: { categories: [APERITIF], standIns: ["bitter-aperitif"] } },
  { phrases: ["vermouth", "sweet vermouth", "dry vermouth", "vermouth rosso", "vermouth bianco", "rosso vermouth", "white vermouth", "red vermouth", "aromatised wine"], means: { categories: [APERITIF], standIns: ["vermouth"] } },
  { phrases: ["sherry", "fino", "manzanilla", "amontillado", "oloroso", "cream sherry", "pedro ximénez", "pedro ximenez", "px sherry", "fortified wine"], means: { categories: [APERITIF], standIns: ["sherry"] } },
  // No port in the facts vocabulary: sherry is the nearest fortified wine it has.
  { phrases: ["port", "tawny port", "ruby port", "vintage port", "lbv"], means: { categories: [APERITIF], standIns: ["sherry"] } },

  // Cocktails and spritzes
  { phrases: ["cocktail", "mocktail", "mixed drink", "virgin cocktail"], means: { categories: COCKTAILS }, broad: true },
  { phrases: ["classic cocktail", "ready mixed cocktail", "ready-mixed cocktail", "pre-mixed cocktail", "premixed cocktail", "bottled cocktail", "batched cocktail"], means: { categories: [CLASSIC_COCKTAIL] } },
  { phrases: ["ready made", "ready mixed", "premixed", "pre mixed", "ready to pour", "already mixed", "bottled cocktail"], means: { categories: [CLASSIC_COCKTAIL, CANNED_COCKTAIL], narrows: true } },
  { phrases: ["canned cocktail", "cocktail in a can", "cocktails in cans", "tinned cocktail", "ready to drink", "rtd", "can of cocktail"], means: { categories: [CANNED_COCKTAIL], container: "can" } },
  { phrases: ["spritz", "spritzer", "wine spritzer", "white wine spritzer", "hugo"], means: { categories: [SPRITZ], standIns: ["spritz"] } },
  { phrases: ["highball", "long drink"], means: { categories: [CANNED_COCKTAIL, CLASSIC_COCKTAIL, MIXER], search: ["highball"] } },

  // Tonics, mixers and soft drinks ("ginger beer" is a mixer called ginger beer)
  { phrases: ["tonic", "tonic water", "indian tonic", "mediterranean tonic", "elderflower tonic", "aromatic tonic", "pink tonic", "premium tonic"], means: { categories: [TONIC] } },
  { phrases: ["light tonic", "slimline tonic", "diet tonic", "low calorie tonic", "skinny tonic"], means: { categories: [TONIC], search: ["light"] } },
  { phrases: ["mixer"], means: { categories: [MIXER, TONIC] } },
  { phrases: ["ginger beer", "fiery ginger beer", "spiced ginger beer", "dark and stormy mixer"], means: { categories: [MIXER], search: ["ginger beer"] } },
  { phrases: ["ginger ale", "dry ginger", "dry ginger ale"], means: { categories: [MIXER], search: ["ginger ale"] } },
  { phrases: ["lemonade", "cloudy lemonade", "traditional lemonade", "still lemonade", "sparkling lemonade"], means: { categories: [MIXER], search: ["lemonade"] } },
  { phrases: ["bitter lemon"], means: { categories: [MIXER], search: ["bitter lemon"] } },
  { phrases: ["soda water", "club soda", "sparkling water", "fizzy water", "carbonated water", "seltzer", "mineral water", "sparkling mineral water"], means: { categories: [MIXER], search: ["soda water"] } },
  { phrases: ["grapefruit soda", "pink grapefruit soda", "paloma mixer"], means: { categories: [MIXER], search: ["grapefruit soda"] } },
  { phrases: ["root beer", "cola", "coke", "pepsi", "dandelion and burdock", "cream soda"], means: { categories: [MIXER, SOFT], search: ["soda"] } },
  { phrases: ["soda", "fizzy drink", "fizzy pop", "fizzy soft drink"], means: { categories: [MIXER, SOFT] } },
  { phrases: ["soft drink", "adult soft drink", "grown-up soft drink", "grown up soft drink", "grown-up drink", "adult drink", "posh soft drink", "posh soda", "posh pop", "craft soda", "botanical soda", "sophisticated soft drink", "fancy soft drink"], means: { categories: [SOFT] } },
  { phrases: ["kombucha", "booch", "fermented tea"], means: { categories: [SOFT], search: ["kombucha"] } },
  { phrases: ["sparkling tea", "iced tea", "sparkling darjeeling", "darjeeling", "jasmine tea", "green tea"], means: { categories: [SOFT], search: ["tea"] } },
  { phrases: ["shrub", "switchel", "drinking vinegar", "pressé", "presse", "sparkling juice", "grape juice", "cordial", "sparkling cordial", "sparkling elderflower", "elderflower pressé", "elderflower presse"], means: { categories: [SOFT] } },

  // ---------------------------------------------------------------------------------------------
  // 2. Brand-style and classic drink names → stand-ins (and the aisle, where the shop has one)
  // ---------------------------------------------------------------------------------------------
  // Bitter aperitifs, vermouth, sherry
  { phrases: ["aperol", "campari", "select aperitivo", "crodino", "aperol style", "campari style"], means: { categories: [APERITIF, SPRITZ], standIns: ["bitter-aperitif"] } },
  { phrases: ["aperol spritz", "campari spritz", "spritz veneziano", "venetian spritz", "negroni sbagliato"], means: { categories: [SPRITZ, APERITIF], standIns: ["spritz", "bitter-aperitif"] } },
  { phrases: ["martini rosso", "martini bianco", "martini extra dry", "cinzano", "noilly prat", "lillet", "lillet blanc", "dubonnet", "punt e mes"], means: { categories: [APERITIF], standIns: ["vermouth"] } },
  { phrases: ["harveys bristol cream", "harvey's bristol cream", "bristol cream", "tio pepe"], means: { categories: [APERITIF], standIns: ["sherry"] } },
  // Summer cup: no key of its own; the spritzes and fruit liqueurs are the nearest.
  { phrases: ["pimm", "summer cup", "fruit cup", "pimm's cup", "pimms and lemonade"], means: { categories: [SPRITZ, LIQUEUR], standIns: ["spritz", "fruit-liqueur"] } },
  // Liqueurs
  { phrases: ["baileys", "bailey's", "amarula", "advocaat", "snowball"], means: { categories: [LIQUEUR], standIns: ["cream-liqueur"] } },
  { phrases: ["kahlua", "kahlúa", "tia maria", "mr black"], means: { categories: [LIQUEUR], standIns: ["coffee-liqueur"] } },
  { phrases: ["cointreau", "grand marnier", "grand marnier style"], means: { categories: [LIQUEUR], standIns: ["orange-liqueur"] } },
  { phrases: ["disaronno", "amaretto disaronno"], means: { categories: [LIQUEUR], standIns: ["amaretto"] } },
  { phrases: ["chambord", "archers", "midori", "kir", "bramble"], means: { categories: [LIQUEUR], standIns: ["fruit-liqueur", "creme-de-cassis"] } },
  { phrases: ["st germain", "st-germain", "saint germain"], means: { categories: [LIQUEUR], standIns: ["elderflower-liqueur"] } },
  // Beers
  { phrases: ["guinness", "murphy's", "beamish", "mackeson"], means: { categories: [STOUT_ALE], standIns: ["stout"] } },
  { phrases: ["peroni", "stella", "stella artois", "corona", "heineken", "carling", "becks", "beck's", "budweiser", "bud light", "carlsberg", "san miguel", "estrella", "estrella damm", "moretti", "birra moretti", "madri", "coors", "fosters", "foster's", "kronenbourg", "tennent's", "tennents", "amstel", "asahi", "kirin", "sapporo", "tiger beer", "cobra", "kingfisher", "cruzcampo", "camden hells", "lucky saint", "erdinger alkoholfrei"], means: { categories: [LAGER], standIns: ["lager"] } },
  { phrases: ["brewdog", "punk ipa", "brewdog punk", "punk af", "nanny state", "neck oil", "beavertown", "lagunitas", "goose island", "big drop"], means: { categories: [STOUT_ALE, FRUIT_BEER], standIns: ["ipa", "pale-ale"] } },
  { phrases: ["london pride", "doom bar", "old speckled hen", "spitfire", "bombardier", "hobgoblin", "timothy taylor", "timothy taylor landlord", "newcastle brown", "john smith's", "john smiths", "boddingtons", "greene king"], means: { categories: [STOUT_ALE], standIns: ["bitter"] } },
  { phrases: ["erdinger", "paulaner", "hoegaarden", "blue moon", "franziskaner", "weihenstephaner", "schneider weisse"], means: { categories: [WHEAT], standIns: ["wheat-beer"] } },
  // Ciders
  { phrases: ["strongbow", "magners", "thatchers", "thatchers gold", "bulmers", "westons", "aspall", "henry westons", "old rosie", "stowford press", "orchard pig", "symonds", "woodpecker"], means: { categories: [APPLE_CIDER], standIns: ["cider"] } },
  { phrases: ["kopparberg", "rekorderlig", "old mout", "brothers cider", "bulmers crushed", "strawberry and lime cider"], means: { categories: [FRUIT_CIDER], standIns: ["cider"] } },
  { phrases: ["babycham", "brothers pear", "bulmers pear", "kopparberg pear"], means: { categories: [PEAR_CIDER], standIns: ["perry"] } },
  // Gin
  { phrases: ["gordon's", "gordons", "tanqueray", "hendrick's", "hendricks", "bombay sapphire", "beefeater", "sipsmith", "whitley neill", "malfy", "monkey 47", "roku", "plymouth gin", "edinburgh gin", "warner's", "warners", "silent pool", "seedlip", "gordon's pink", "gordons pink"], means: { categories: [GIN], standIns: ["gin"] } },
  // Vodka
  { phrases: ["smirnoff", "absolut", "grey goose", "ketel one", "belvedere", "ciroc", "cîroc", "russian standard"], means: { standIns: ["vodka"] } },
  // Rum
  { phrases: ["bacardi", "captain morgan", "kraken", "sailor jerry", "havana club", "malibu", "lamb's", "lambs navy", "appleton", "mount gay", "dead man's fingers", "dead mans fingers", "morgan's spiced", "rum and coke", "rum and cola", "cuba libre", "rum punch", "daiquiri", "piña colada", "pina colada", "mai tai", "dark and stormy", "dark 'n' stormy", "dark n stormy", "zombie"], means: { categories: [RUM], standIns: ["rum"] } },
  // Whisky
  { phrases: ["jack daniel's", "jack daniels", "jd and coke", "jameson", "johnnie walker", "johnny walker", "glenfiddich", "glenlivet", "glenmorangie", "macallan", "laphroaig", "lagavulin", "talisker", "ardbeg", "famous grouse", "bell's", "bells whisky", "monkey shoulder", "maker's mark", "makers mark", "jim beam", "woodford reserve", "bulleit", "buffalo trace", "southern comfort", "teacher's", "whyte and mackay", "bushmills", "whisky and ginger", "whisky ginger", "whisky and coke", "whisky mac", "hot toddy", "irish coffee", "manhattan", "rob roy", "boulevardier"], means: { categories: [WHISKY], standIns: ["whisky"] } },
  // Tequila
  { phrases: ["patrón", "patron", "josé cuervo", "jose cuervo", "cuervo", "don julio", "olmeca", "el jimador", "casamigos", "1800 tequila", "tequila sunrise", "tommy's margarita", "spicy margarita", "bloody maria"], means: { categories: [TEQUILA], standIns: ["tequila"] } },
  // Sparkling wine
  { phrases: ["moët", "moet", "moet and chandon", "veuve", "veuve clicquot", "bollinger", "bolly", "laurent-perrier", "laurent perrier", "taittinger", "dom perignon", "dom pérignon", "krug", "lanson", "mumm", "pol roger", "nyetimber", "chapel down"], means: { categories: [SPARKLING], standIns: ["champagne"] } },
  { phrases: ["freixenet", "la marca", "mionetto", "bucks fizz", "buck's fizz", "mimosa", "bellini"], means: { categories: [SPARKLING], standIns: ["prosecco", "sparkling-wine"] } },
  { phrases: ["kir royale", "kir royal"], means: { categories: [SPARKLING, LIQUEUR], standIns: ["creme-de-cassis", "champagne"] } },
  { phrases: ["french 75"], means: { categories: [GIN, SPARKLING], standIns: ["gin", "champagne"] } },
  // Still wine brands and blends shoppers name
  { phrases: ["mulled wine", "glühwein", "gluhwein", "mulled", "mulled cider", "wassail", "christmas punch"], means: { standIns: ["red-wine"], goodWith: ["christmas", "cosy-night-in"], search: ["spice", "spiced", "mulled", "warmed"] } },
  { phrases: ["sangria", "tinto de verano"], means: { standIns: ["red-wine", "spritz"] } },

  // Cocktails: the cocktail's own stand-in, the spirit it replaces, and the aisles holding both
  { phrases: ["gin and tonic", "gin & tonic", "gin n tonic", "gin 'n' tonic", "g&t", "g & t", "g and t", "g n t", "gnt", "g+t", "gin tonic", "pink g&t", "pink gin and tonic"], means: { categories: [GIN, TONIC, CANNED_COCKTAIL], standIns: ["gin-and-tonic", "gin"] } },
  { phrases: ["vodka tonic", "vodka and tonic", "v&t", "vodka soda", "vodka lime soda", "vodka and coke"], means: { categories: [TONIC, MIXER], standIns: ["vodka"] } },
  { phrases: ["negroni", "white negroni"], means: { categories: [CLASSIC_COCKTAIL, APERITIF], standIns: ["negroni", "bitter-aperitif", "vermouth"] } },
  { phrases: ["americano cocktail", "milano torino"], means: { categories: [APERITIF], standIns: ["bitter-aperitif", "vermouth"] } },
  { phrases: ["espresso martini", "pornstar martini", "porn star martini", "white russian", "black russian"], means: { categories: [CLASSIC_COCKTAIL, CANNED_COCKTAIL, LIQUEUR], standIns: ["espresso-martini", "coffee-liqueur", "vodka"] } },
  { phrases: ["martini", "dry martini", "gin martini", "vodka martini", "dirty martini", "vesper"], means: { categories: [GIN, APERITIF], standIns: ["gin", "vermouth", "vodka"] } },
  { phrases: ["mojito", "virgin mojito", "nojito"], means: { categories: [CLASSIC_COCKTAIL, RUM], standIns: ["mojito", "rum"] } },
  { phrases: ["margarita", "frozen margarita"], means: { categories: [CLASSIC_COCKTAIL, CANNED_COCKTAIL, TEQUILA], standIns: ["margarita", "tequila", "orange-liqueur"] } },
  { phrases: ["paloma"], means: { categories: [CLASSIC_COCKTAIL, TEQUILA, MIXER], standIns: ["paloma", "tequila"] } },
  { phrases: ["cosmopolitan", "cosmo"], means: { categories: [CLASSIC_COCKTAIL], standIns: ["cosmopolitan", "vodka", "orange-liqueur"] } },
  { phrases: ["moscow mule", "mule", "kentucky mule", "london mule"], means: { categories: [CANNED_COCKTAIL, MIXER], standIns: ["moscow-mule", "vodka"] } },
  { phrases: ["old fashioned", "old-fashioned", "old fashion"], means: { categories: [CLASSIC_COCKTAIL, WHISKY], standIns: ["old-fashioned", "whisky"] } },
  { phrases: ["whisky sour", "whiskey sour", "bourbon sour", "smoked sour"], means: { categories: [CLASSIC_COCKTAIL, CANNED_COCKTAIL, WHISKY], standIns: ["whisky-sour", "whisky"] } },
  { phrases: ["amaretto sour", "disaronno sour"], means: { categories: [LIQUEUR], standIns: ["amaretto"] } },
  { phrases: ["tom collins", "collins", "gin fizz", "gimlet", "gin sour", "clover club", "aviation"], means: { categories: [GIN], standIns: ["gin"] } },
  { phrases: ["limoncello spritz", "hugo spritz", "elderflower spritz"], means: { categories: [SPRITZ, LIQUEUR], standIns: ["spritz", "limoncello", "elderflower-liqueur"] } },
  { phrases: ["bloody mary", "virgin mary", "screwdriver", "sea breeze", "sex on the beach", "woo woo"], means: { standIns: ["vodka"] } },

  // ---------------------------------------------------------------------------------------------
  // 3. Foods and occasions → goodWith
  // ---------------------------------------------------------------------------------------------
  // Roasts and meat
  { phrases: ["sunday roast", "roast dinner", "a roast", "roast", "sunday lunch", "roast beef", "yorkshire pud", "yorkshire pudding", "carvery", "roast lunch", "sunday dinner", "beef wellington", "roast potatoes", "roasties"], means: { goodWith: ["sunday-roast"] } },
  { phrases: ["roast chicken", "chicken", "roast chook", "chicken dinner", "grilled chicken", "chicken pie", "coq au vin", "peri peri chicken", "nando's", "nandos", "poultry"], means: { goodWith: ["roast-chicken"] } },
  { phrases: ["turkey", "roast turkey", "turkey dinner"], means: { goodWith: ["christmas", "roast-chicken"] } },
  { phrases: ["pork", "roast pork", "crackling", "pork belly", "pork chop", "gammon", "ham", "apple sauce", "pulled pork", "porchetta", "pork loin"], means: { goodWith: ["roast-pork"] } },
  { phrases: ["steak", "lamb", "beef", "red meat", "lamb chop", "rack of lamb", "roast lamb", "leg of lamb", "ribeye", "rib eye", "sirloin", "fillet steak", "steak night", "steak frites", "lamb shank", "beef stew", "steak and chips", "chilli con carne"], means: { goodWith: ["red-meat"] } },
  { phrases: ["duck", "venison", "game", "pheasant", "grouse", "partridge", "rabbit", "pigeon", "guinea fowl", "game pie", "roast duck", "duck breast", "crispy duck", "wild boar"], means: { goodWith: ["duck-and-game"] } },
  { phrases: ["haggis", "neeps and tatties", "haggis neeps and tatties"], means: { goodWith: ["red-meat", "pies-and-pub-food"] } },
  { phrases: ["burns night", "burns supper", "robert burns night"], means: { categories: [WHISKY], standIns: ["whisky"] } },
  { phrases: ["thanksgiving", "friendsgiving"], means: { goodWith: ["roast-chicken", "sunday-roast", "dinner-party"] } },
  // Curry and spice
  { phrases: ["curry", "curry night", "indian", "indian food", "indian takeaway", "tikka", "tikka masala", "chicken tikka", "balti", "korma", "vindaloo", "madras", "jalfrezi", "dhal", "dal", "daal", "biryani", "tandoori", "butter chicken", "rogan josh", "bhuna", "saag", "dhansak", "pathia", "onion bhaji", "samosa", "poppadom", "bombay potatoes"], means: { goodWith: ["curry"] } },
  { phrases: ["thai curry", "thai green curry", "green curry", "red curry", "massaman", "katsu curry", "malaysian", "laksa"], means: { goodWith: ["curry", "spicy-food"] } },
  { phrases: ["spicy food", "spicy", "chilli", "chili", "hot food", "thai", "thai food", "chinese", "chinese food", "chinese takeaway", "szechuan", "sichuan", "korean", "kimchi", "jerk", "jerk chicken", "caribbean", "cajun", "stir fry", "noodles", "pad thai", "vietnamese", "hot wings", "buffalo wings", "spicy noodles", "nduja"], means: { goodWith: ["spicy-food"] } },
  { phrases: ["takeaway", "take away", "take-away", "a takeaway", "friday takeaway", "deliveroo", "uber eats"], means: { goodWith: ["spicy-food", "curry", "pizza"] } },
  // Fish
  { phrases: ["fish", "seafood", "shellfish", "oyster", "mussels", "moules", "moules marinière", "salmon", "smoked salmon", "prawn", "king prawns", "tiger prawns", "scallop", "crab", "lobster", "langoustine", "fish pie", "fish friday", "cod", "sea bass", "seabass", "white fish", "grilled fish", "plaice", "hake", "monkfish", "mackerel", "trout", "sardines", "calamari", "squid", "ceviche", "seafood linguine", "paella", "bouillabaisse"], means: { goodWith: ["seafood"] } },
  { phrases: ["fish and chips", "fish & chips", "fish n chips", "fish 'n' chips", "chippy", "chippy tea", "chip shop", "chipper", "fish supper", "fish finger sandwich"], means: { goodWith: ["fish-and-chips"] } },
  { phrases: ["sushi", "sashimi", "japanese", "japanese food", "maki", "nigiri", "poke", "poke bowl", "teriyaki", "gyoza", "tempura"], means: { goodWith: ["sushi"] } },
  // Cheese, charcuterie, nibbles
  { phrases: ["cheese", "cheeseboard", "cheese board", "cheese plate", "cheddar", "stilton", "brie", "camembert", "blue cheese", "goat's cheese", "goats cheese", "manchego", "comté", "comte", "gruyère", "gruyere", "wensleydale", "baked camembert", "fondue", "raclette", "ploughman's", "ploughmans", "cheese and biscuits", "cheese course"], means: { goodWith: ["cheese"] } },
  { phrases: ["charcuterie", "charcuterie board", "cured meat", "salami", "prosciutto", "parma ham", "serrano ham", "jamón", "jamon", "chorizo", "antipasti", "antipasto", "meat board", "grazing board", "grazing platter", "deli", "cold cuts", "pâté", "pate", "terrine"], means: { goodWith: ["charcuterie"] } },
  { phrases: ["nibble", "olive", "crisps", "packet of crisps", "bag of crisps", "nuts", "peanuts", "snack", "canapé", "canape", "bar snacks", "pretzels", "popcorn", "sausage rolls", "finger food", "party food", "bowl of olives", "pork scratchings"], means: { goodWith: ["nibbles"] } },
  // Italian, Spanish, Mexican
  { phrases: ["pizza", "pizza night", "pepperoni", "margherita pizza", "pizza takeaway", "dominos", "domino's"], means: { goodWith: ["pizza"] } },
  { phrases: ["pasta", "risotto", "italian", "italian food", "lasagne", "lasagna", "spaghetti", "bolognese", "spag bol", "carbonara", "linguine", "tagliatelle", "ravioli", "gnocchi", "mushroom risotto", "pesto", "arrabbiata", "mac and cheese", "macaroni cheese"], means: { goodWith: ["pasta"] } },
  { phrases: ["tapas", "mezze", "meze", "spanish", "spanish food", "greek", "greek food", "middle eastern", "lebanese", "turkish", "small plates", "sharing plates", "halloumi", "falafel", "hummus", "houmous", "patatas bravas", "dips", "sharing boards"], means: { goodWith: ["tapas"] } },
  { phrases: ["mexican", "mexican food", "taco", "taco tuesday", "burrito", "fajita", "nachos", "enchilada", "quesadilla", "tex mex", "tex-mex", "guacamole", "chilli nachos", "burrito bowl"], means: { goodWith: ["mexican"] } },
  // Light and pub food
  { phrases: ["salad", "light lunch", "lunch", "healthy lunch", "summer salad", "quiche", "light bite", "light meal", "caesar salad", "niçoise", "nicoise", "salade niçoise", "greek salad", "goat's cheese salad", "sandwiches", "lunchtime"], means: { goodWith: ["salads"] } },
  { phrases: ["pie", "pub grub", "pub food", "pub classics", "bangers and mash", "sausage and mash", "sausages", "bangers", "pork pie", "steak pie", "steak and ale pie", "scotch egg", "shepherd's pie", "cottage pie", "stew", "casserole", "hotpot", "lancashire hotpot", "toad in the hole", "pasty", "cornish pasty", "sausage roll", "pie and mash", "pie and chips", "gastropub"], means: { goodWith: ["pies-and-pub-food"] } },
  { phrases: ["burger", "cheeseburger", "hot dog", "sliders", "smash burger", "burger night", "dirty burger", "veggie burger"], means: { goodWith: ["burgers"] } },
  // Sweet things
  { phrases: ["dessert", "pudding", "pud", "afters", "sticky toffee", "sticky toffee pudding", "cake", "cheesecake", "tiramisu", "trifle", "crumble", "apple crumble", "apple pie", "ice cream", "pavlova", "eton mess", "lemon tart", "treacle tart", "bakewell tart", "bread and butter pudding", "crème brûlée", "creme brulee", "panna cotta", "sweet course", "scones", "afternoon tea", "cream tea", "pancakes", "pancake day", "birthday cake"], means: { goodWith: ["dessert"] } },
  { phrases: ["chocolate", "choc", "dark chocolate", "milk chocolate", "chocolate cake", "chocolate pudding", "brownie", "chocolate mousse", "easter egg", "chocolate fondant", "truffles"], means: { goodWith: ["chocolate"] } },
  { phrases: ["christmas pudding", "christmas pud", "christmas cake", "mince pie", "yule log", "stollen", "panettone"], means: { goodWith: ["christmas", "dessert"] } },

  // Occasions
  { phrases: ["bbq", "barbie", "barbecue", "barbeque", "bar-b-q", "grill", "grilling", "cookout", "braai", "flame grilled", "chargrilled", "ribs", "bbq ribs", "kebab", "skewers"], means: { goodWith: ["barbecue"] } },
  { phrases: ["christmas", "xmas", "x-mas", "festive", "festive season", "christmas dinner", "christmas day", "christmas eve", "boxing day", "crimbo", "chrimbo", "yuletide", "the holidays", "holiday season", "christmas lunch", "christmas table", "twixmas", "advent", "winter festive"], means: { goodWith: ["christmas"] } },
  { phrases: ["christmas party", "office christmas party", "work christmas do", "christmas do"], means: { goodWith: ["christmas", "party"] } },
  { phrases: ["brunch", "breakfast", "bottomless brunch", "weekend brunch", "fry up", "fry-up", "full english", "eggs benedict", "eggs royale", "boozy brunch", "late breakfast", "mothers day brunch"], means: { goodWith: ["brunch"] } },
  { phrases: ["garden", "summer", "summery", "sunny afternoon", "sunny day", "sunshine", "heatwave", "hot day", "hot weather", "hot afternoon", "warm evening", "summer evening", "summer's day", "patio", "alfresco", "al fresco", "beer garden", "terrace", "balcony", "in the garden", "garden party", "poolside", "pool party", "wimbledon", "lawn", "sunbathing"], means: { goodWith: ["summer-garden"] } },
  { phrases: ["picnic", "festival", "camping", "glamping", "day out", "beach", "day at the beach", "in the park", "gig", "concert", "outdoor concert", "road trip", "long walk", "cool bag", "coolbox", "cool box", "on the go", "train journey"], means: { goodWith: ["picnic"] } },
  { phrases: ["party", "house party", "hen do", "hen party", "hen night", "stag do", "stag party", "stag night", "birthday", "bday", "birthday party", "get together", "get-together", "gathering", "drinks party", "leaving do", "work do", "office party", "housewarming", "house warming", "bonfire night", "halloween", "halloween party", "kids' party", "big night", "night out", "pre drinks", "pre-drinks", "predrinks", "engagement party", "baby shower", "garden party drinks"], means: { goodWith: ["party"] } },
  { phrases: ["celebration", "celebrate", "celebrating", "wedding", "wedding toast", "anniversary", "toast", "a toast", "new year", "new year's eve", "nye", "hogmanay", "engagement", "graduation", "promotion", "christening", "retirement", "special occasion", "milestone", "new baby", "congratulations", "congrats", "eid", "diwali", "valentine's", "valentines", "valentine's day", "mother's day", "mothers day", "father's day", "fathers day", "easter", "passed my exams", "good news", "something special"], means: { goodWith: ["celebration"] } },
  { phrases: ["aperitif hour", "aperitivo hour", "apéritif hour", "pre-dinner", "pre dinner", "before dinner", "pre-dinner drink", "happy hour", "sundowner", "cocktail hour", "after work", "after-work drink", "after work drink", "golden hour", "six o'clock", "drinks before dinner", "welcome drink"], means: { goodWith: ["aperitif-hour"] } },
  { phrases: ["dinner party", "dinner parties", "dinner guests", "hosting", "hosting dinner", "entertaining", "posh dinner", "fancy dinner", "date night", "supper club", "friends over for dinner", "dinner with friends", "having people over", "having friends round", "people round", "in-laws", "the in-laws", "to impress", "smart dinner", "three course meal", "three-course dinner"], means: { goodWith: ["dinner-party"] } },
  { phrases: ["after dinner", "after-dinner", "nightcap", "night cap", "digestif", "with coffee", "after a meal", "to sip", "sipping", "sipper", "for sipping", "sip slowly", "end of the night", "end of the evening", "bedtime"], means: { goodWith: ["after-dinner"] } },
  { phrases: ["cosy night in", "cozy night in", "cosy", "cozy", "night in", "nights in", "netflix", "netflix and chill", "film night", "movie night", "on the sofa", "curled up", "cold night", "chilly evening", "winter evening", "winter night", "fireside", "by the fire", "box set", "quiet night", "quiet night in", "rainy day", "rainy night", "weeknight", "school night", "winter warmer", "winter", "autumn", "autumnal", "hygge", "friday night in", "telly"], means: { goodWith: ["cosy-night-in"] } },
  { phrases: ["watching sport", "the footie", "footie", "football", "the football", "the match", "match day", "matchday", "the game", "the big game", "the rugby", "rugby", "six nations", "world cup", "the euros", "euros", "the cricket", "cricket", "the ashes", "the darts", "darts", "the snooker", "super bowl", "superbowl", "grand prix", "the grand prix", "formula one", "f1", "premier league", "the derby", "cup final", "fa cup", "sport", "sports night", "watching the game", "watching the match", "boxing match", "the boxing", "the golf", "game day", "gameday"], means: { goodWith: ["watching-sport"] } },

  // ---------------------------------------------------------------------------------------------
  // 4. Styles → sweetness, body, search words
  // ---------------------------------------------------------------------------------------------
  { phrases: ["dry", "bone dry", "crisp", "very dry", "really dry", "not sweet", "not too sweet", "nothing sweet", "less sweet", "unsweetened", "sugar-free taste", "tart and dry", "dry as a bone", "austere", "steely", "mineral", "savoury", "savory"], means: { sweetness: ["dry"] } },
  { phrases: ["off-dry", "off dry", "medium dry", "medium-dry", "semi dry", "semi-dry", "dryish", "fairly dry", "just off dry", "a touch of sweetness", "hint of sweetness", "slightly sweet", "a little sweet", "not too dry", "demi sec", "extra dry"], means: { sweetness: ["off-dry"] } },
  { phrases: ["medium", "medium sweet", "medium-sweet", "semi sweet", "semi-sweet", "sweetish", "fairly sweet", "bittersweet", "bitter-sweet"], means: { sweetness: ["medium"] } },
  { phrases: ["sweeter", "on the sweet side", "a bit sweeter"], means: { sweetness: ["medium", "sweet"] } },
  { phrases: ["sweet", "very sweet", "really sweet", "sweet tooth", "dessert wine", "pudding wine", "sticky", "luscious", "honeyed", "sugary"], means: { sweetness: ["sweet", "medium"] } },
  { phrases: ["fruity", "fruit forward", "fruit-forward", "juicy", "jammy", "berry", "berries", "red berries", "red fruit", "summer fruits", "stone fruit", "tropical"], means: { search: ["fruit", "fruity", "berry", "juicy"] } },
  { phrases: ["light", "lighter", "light bodied", "light-bodied", "easy drinking", "easy-drinking", "easy going", "sessionable", "session", "refreshing", "thirst quenching", "thirst-quenching", "quaffable", "gluggable", "smashable", "delicate", "elegant", "not too heavy", "nothing heavy", "zingy", "zippy"], means: { body: ["light"] } },
  { phrases: ["medium bodied", "medium-bodied", "mid weight", "mid-weight", "middle of the road", "not too light", "rounded", "balanced"], means: { body: ["medium"] } },
  { phrases: ["full bodied", "full-bodied", "fuller", "big bodied", "big red", "big and bold", "big flavour", "rich", "richer", "bold", "robust", "heavy", "heavier", "hearty", "punchy", "gutsy", "powerful", "intense", "velvety", "weighty", "mouthfilling", "chewy", "warming"], means: { body: ["full"] } },
  { phrases: ["smoky", "smokey", "smoked", "peaty", "peated", "peat", "campfire", "bonfire"], means: { search: ["smoke", "smoked", "peat"] } },
  { phrases: ["oaky", "oaked", "oak aged", "oak-aged", "barrel aged", "barrel-aged", "woody"], means: { search: ["oak", "vanilla"] } },
  { phrases: ["spiced", "spicy notes", "warming spice", "ginger spice", "christmas spice", "peppery"], means: { search: ["spice", "spiced", "ginger", "cinnamon"] } },
  { phrases: ["citrusy", "citrus", "citrussy", "citrus-led", "zesty", "lemony", "limey", "orangey"], means: { search: ["citrus", "lemon", "lime", "orange", "grapefruit"] } },
  { phrases: ["floral", "flowery", "rose petal", "perfumed", "fragrant"], means: { search: ["floral", "elderflower", "rose", "hibiscus", "jasmine"] } },
  { phrases: ["herbal", "herby", "herbaceous", "botanical notes", "minty", "savoury herbs"], means: { search: ["herb", "herbal", "botanical", "rosemary", "mint"] } },
  { phrases: ["white peach", "peach"], means: { search: ["peach"] } },
  { phrases: ["bitter", "bitterness", "bitter notes", "a bit bitter", "bitter flavour"], means: { search: ["bitter"] } },
  { phrases: ["tart", "sharp", "tangy", "acidic", "mouth-puckering", "sour notes", "sourness"], means: { search: ["sour", "tart", "sharp"] } },
  { phrases: ["malty", "toasty", "biscuity", "bready", "nutty", "roasty", "caramelly"], means: { search: ["malt", "caramel", "toffee", "toasted"] } },
  { phrases: ["chocolatey", "chocolaty", "coffee notes", "mocha", "cocoa notes"], means: { search: ["chocolate", "coffee", "espresso", "cocoa"] } },
  { phrases: ["creamy", "smooth", "silky"], means: { search: ["smooth", "creamy", "silky"] } },
  { phrases: ["cloudy", "hazy beer", "unfiltered", "naturally cloudy"], means: { search: ["cloudy", "unfiltered", "hazy"] } },

  // ---------------------------------------------------------------------------------------------
  // 5. Dietary facts
  // ---------------------------------------------------------------------------------------------
  { phrases: ["vegan", "vegan friendly", "vegan-friendly", "plant based", "plant-based", "suitable for vegans", "no animal products", "animal free", "dairy free", "dairy-free"], means: { dietary: ["vegan"] } },
  // No vegetarian fact: vegan is the stricter fact the labels support.
  { phrases: ["vegetarian", "veggie", "suitable for vegetarians"], means: { dietary: ["vegan"] } },
  { phrases: ["gluten free", "gluten-free", "gf", "coeliac", "celiac", "coeliac disease", "no gluten", "without gluten", "gluten intolerant", "gluten intolerance", "wheat free", "wheat-free", "safe for coeliacs"], means: { dietary: ["gluten-free"] } },
  // No sugar or calorie fact: the light tonics and light-bodied drinks are the nearest.
  { phrases: ["sugar free", "sugar-free", "no sugar", "zero sugar", "low sugar", "less sugar", "low calorie", "low-calorie", "low cal", "low-cal", "few calories", "fewer calories", "diet", "skinny", "slimline", "low carb", "calorie conscious"], means: { body: ["light"], search: ["light"] } },

  // ---------------------------------------------------------------------------------------------
  // 6. Containers and sizes (the catalogue's sizes: 150, 200, 250, 275, 330, 440, 500, 700, 750 ml)
  // "can" alone is left out: "can you deliver …" would read as a pack.
  // ---------------------------------------------------------------------------------------------
  { phrases: ["cans", "a can", "in a can", "in cans", "canned", "tin", "tinnie", "tinny", "tinned", "by the can", "can of", "cans of", "multipack of cans"], means: { container: "can" } },
  { phrases: ["bottle", "bottled", "in a bottle", "in bottles", "glass bottle", "by the bottle"], means: { container: "bottle" } },
  { phrases: ["pint bottle", "500ml", "500 ml", "50cl", "50 cl", "half litre", "half a litre", "half-litre", "500ml bottle"], means: { sizesMl: [500] } },
  { phrases: ["pint can", "500ml can", "big can", "large can"], means: { container: "can", sizesMl: [500, 440] } },
  { phrases: ["330", "330ml", "330 ml", "33cl", "33 cl", "small bottle", "stubby", "stubbie", "standard can", "regular can", "normal can"], means: { sizesMl: [330] } },
  { phrases: ["440", "440ml", "440 ml", "44cl", "tall can", "tallboy", "tallie", "tall boy"], means: { container: "can", sizesMl: [440] } },
  { phrases: ["mini can", "small can", "slim can", "slimline can", "little can", "250ml", "250 ml", "25cl", "200ml can", "150ml", "150 ml"], means: { container: "can", sizesMl: [150, 200, 250] } },
  { phrases: ["200ml", "200 ml", "20cl", "mixer bottle", "mini bottle", "small mixer"], means: { sizesMl: [200] } },
  { phrases: ["275ml", "275 ml", "27.5cl"], means: { sizesMl: [275] } },
  { phrases: ["70cl", "70 cl", "700ml", "700 ml", "spirit bottle", "full size spirit"], means: { container: "bottle", sizesMl: [700] } },
  { phrases: ["75cl", "75 cl", "750ml", "750 ml", "full bottle", "full-size bottle", "full size bottle", "standard bottle", "wine bottle size"], means: { container: "bottle", sizesMl: [750] } },

  // ---------------------------------------------------------------------------------------------
  // 7. Alcohol-free-ness: dropped (the whole shop is at most 0.5%), or a strict 0.0 asked for
  // ---------------------------------------------------------------------------------------------
  { phrases: ["alcohol free", "alcohol-free", "alcoholfree", "non alcoholic", "non-alcoholic", "nonalcoholic", "non alcohol", "non-alcohol", "non alc", "non-alc", "nonalc", "zero alcohol", "no alcohol", "no-alcohol", "without alcohol", "without the alcohol", "minus the alcohol", "booze free", "booze-free", "boozeless", "no booze", "without the booze", "alcohol-less", "dealcoholised", "dealcoholized", "de-alcoholised", "de-alcoholized", "de alcoholised", "alcohol removed", "af", "na", "0%", "0 %", "0.5", "0.5%", "low alcohol", "low-alcohol", "low alc", "low abv", "low and no", "no and low", "no/low", "low/no", "nolo", "no-lo", "sober", "sober curious", "sober-curious", "teetotal", "teetotaller", "tt", "dry january", "dryuary", "dry jan", "sober october", "sober spring", "virgin", "designated driver", "driving", "i'm driving", "the driver", "cutting down", "cutting back", "not drinking", "off the booze", "on the wagon", "free from alcohol", "free of alcohol", "alcohol alternative", "alternative to alcohol", "instead of alcohol", "mindful drinking"], means: { drop: true } },
  // Pregnancy: the NHS advises not drinking alcohol at all, so pregnancy words ask for 0.0 products.
  { phrases: ["0.0", "0.0%", "0,0", "0.00", "0.00%", "zero zero", "zero point zero", "0 point 0", "completely alcohol free", "completely alcohol-free", "totally alcohol free", "totally alcohol-free", "100% alcohol free", "fully alcohol free", "absolutely no alcohol", "no alcohol at all", "not a drop of alcohol", "zero percent", "zero per cent", "0 percent", "0 per cent", "strictly alcohol free", "genuinely alcohol free", "truly alcohol free", "pregnant", "pregnancy", "expecting a baby", "breastfeeding", "trace of alcohol", "no trace of alcohol"], means: { maxAbv: 0 } },
];
