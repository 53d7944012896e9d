// The built-in assistant's reading of shoppers' words, without a database: the synonym table,
// the intent classifier, prices and superlatives, box arithmetic on stated numbers, and follow-ups.
import { describe, expect, it } from "vitest";
import phrasings from "@/content/assistant/intent-phrasings.json";
import { boxCountAnswer, statedUnits, unitsByBox } from "@/lib/assistant/box-count";
import { tokenise, trainClassifier } from "@/lib/assistant/classifier";
import { readInContext } from "@/lib/assistant/followup";
import { priceBounds } from "@/lib/assistant/quantities";
import { INTENT_LABELS, readParts, readQuestion } from "@/lib/assistant/reading";
import { superlativesIn } from "@/lib/assistant/superlatives";
import { combinedMeaning, tagSynonyms } from "@/lib/assistant/synonyms";
import { SYNONYMS } from "@/lib/assistant/synonyms-data";
import { STAND_INS, GOOD_WITH } from "@/lib/catalogue/product-facts-vocabulary";
import { SUBCATEGORY_SLUGS } from "@/lib/catalogue/taxonomy";
import type { BoxType } from "@/lib/cart/types";

const meaningOf = (text: string) => combinedMeaning(tagSynonyms(text).matches);

describe("the synonym table", () => {
  it("names only sub-categories and fact keys the shop has", () => {
    const standIns = new Set<string>(STAND_INS.map((item) => item.key));
    const foods = new Set<string>(GOOD_WITH.map((item) => item.key));
    for (const synonym of SYNONYMS) {
      for (const slug of synonym.means.categories ?? []) expect(SUBCATEGORY_SLUGS, synonym.phrases[0]).toContain(slug);
      for (const key of synonym.means.standIns ?? []) expect(standIns.has(key), `${synonym.phrases[0]}: ${key}`).toBe(true);
      for (const key of synonym.means.goodWith ?? []) expect(foods.has(key), `${synonym.phrases[0]}: ${key}`).toBe(true);
      for (const phrase of synonym.phrases) expect(phrase, "lower case, trimmed").toBe(phrase.toLowerCase().trim());
    }
  });

  it("reads drinks vocabulary, brand-style names, foods and misspellings as the shop's words", () => {
    expect(meaningOf("any fizz?").categories).toEqual(["alcohol-free-sparkling-wines"]);
    expect(meaningOf("something bubbly").categories).toEqual(["alcohol-free-sparkling-wines"]);
    expect(meaningOf("a g and t").standIns).toContain("gin-and-tonic");
    expect(meaningOf("dark beer").categories).toContain("alcohol-free-stouts-ales");
    expect(meaningOf("anything like aperol").standIns).toContain("bitter-aperitif");
    expect(meaningOf("i miss baileys").standIns).toContain("cream-liqueur");
    expect(meaningOf("what goes with a sunday roast").goodWith).toContain("sunday-roast");
    expect(meaningOf("curry night").goodWith).toContain("curry");
    expect(meaningOf("a prosseco").categories).toEqual(["alcohol-free-sparkling-wines"]);
  });

  it("keeps the longest phrase: ginger beer is a mixer, not a beer; rosé wine is rosé, not every wine", () => {
    expect(meaningOf("ginger beer").categories).not.toContain("alcohol-free-lagers");
    expect(meaningOf("rosé wine").categories).toEqual(["alcohol-free-rose-wines"]);
    expect(meaningOf("non-alc lager").categories).toContain("alcohol-free-lagers");
    expect(meaningOf("non-alc lager").categories).not.toContain("alcohol-free-stouts-ales");
  });
});

describe("the intent classifier", () => {
  const training = (phrasings as { intents: Record<string, string[]> }).intents;

  it("is trained on every label the responder answers, with many phrasings each", () => {
    expect(Object.keys(training).sort()).toEqual([...INTENT_LABELS].sort());
    for (const label of INTENT_LABELS) expect(training[label].length, label).toBeGreaterThanOrEqual(50);
  });

  it("reads phrasings it was not trained on: 5-fold cross-validation over the shipped phrasings", () => {
    let right = 0;
    let total = 0;
    for (let fold = 0; fold < 5; fold += 1) {
      const train = Object.fromEntries(Object.entries(training).map(([label, texts]) => [label, texts.filter((_, index) => index % 5 !== fold)]));
      const classifier = trainClassifier(train, (text) => tokenise(tagSynonyms(text).masked));
      for (const [label, texts] of Object.entries(training)) {
        for (const text of texts.filter((_, index) => index % 5 === fold)) {
          total += 1;
          if (classifier.rank(tokenise(tagSynonyms(text).masked))[0].label === label) right += 1;
        }
      }
    }
    expect(right / total).toBeGreaterThan(0.78);
  });

  it("tells the kinds of question apart", () => {
    expect(readQuestion("what could stand in for vodka in a moscow mule").label).toBe("substitute");
    expect(readQuestion("something for a curry night").label).toBe("pairing");
    expect(readQuestion("what if a bottle arrives smashed").label).toBe("returns");
    expect(readQuestion("do you deliver on saturdays").label).toBe("delivery");
    expect(readQuestion("book me a taxi to the airport").label).toBe("outOfScope");
  });
});

describe("prices and superlatives", () => {
  it("reads a price bound written every way, and a count is not a price", () => {
    expect(priceBounds("red under a tenner")).toEqual({ minPence: null, maxPence: 1000 });
    expect(priceBounds("20 to 25 quid")).toEqual({ minPence: 2000, maxPence: 2500 });
    expect(priceBounds("over £15")).toEqual({ minPence: 1500, maxPence: null });
    expect(priceBounds("whisky under 25")).toEqual({ minPence: null, maxPence: 2500 });
    expect(priceBounds("i want 30 cans")).toEqual({ minPence: null, maxPence: null });
    expect(priceBounds("6 bottles of 750ml")).toEqual({ minPence: null, maxPence: null });
  });

  it("sorts by what the superlative means", () => {
    expect(superlativesIn("your priciest red").sort).toBe("priciest");
    expect(superlativesIn("the dearest rum").sort).toBe("priciest");
    expect(superlativesIn("the lightest beer you do").sort).toBe("lowestAbv");
    expect(superlativesIn("cheapest fizz").sort).toBe("cheapest");
    expect(superlativesIn("smokiest whisky").search).toContain("smoke");
    expect(readQuestion("whats your cheapest red").ask.sort).toBe("cheapest");
  });
});

describe("box arithmetic on stated numbers", () => {
  const boxOf = (slug: string): BoxType | null => (/wine|spirit|gin|rum|whisk|tequila/.test(slug) ? "boxType_750" : /lager|tonic|mixer/.test(slug) ? "boxType_330" : null);
  const counts = (text: string) => {
    const tagged = tagSynonyms(text);
    return unitsByBox(statedUnits(tagged.text, tagged.matches, boxOf), "boxType_330");
  };

  it("counts cans, bottles, dozens and packs into their boxes", () => {
    expect(counts("if I buy 17 cans how many more to fill a box?")).toEqual({ boxType_330: 17 });
    expect(counts("9 bottles of wine, how many more")).toEqual({ boxType_750: 9 });
    expect(counts("2 dozen cans and 6 bottles of red")).toEqual({ boxType_330: 24, boxType_750: 6 });
    expect(counts("a 12 pack of lager cans and 6 little tonics")).toEqual({ boxType_330: 18 });
    expect(counts("8 pint bottles of beer (500ml)")).toEqual({ boxType_500: 8 });
    expect(counts("red under £10 in 750ml bottles")).toEqual({});
  });

  it("says how many more each box needs, with the half box for wine", () => {
    expect(boxCountAnswer({ boxType_330: 17 })).toMatch(/add 7 more/);
    expect(boxCountAnswer({ boxType_750: 4 })).toMatch(/add 2 more/);
    expect(boxCountAnswer({ boxType_750: 13 })).toMatch(/add 5 more/);
    expect(boxCountAnswer({ boxType_330: 30 })).toMatch(/add 18 more.*take 6 out/);
    expect(boxCountAnswer({ boxType_330: 24, boxType_750: 6 })).toMatch(/fills every box/);
  });
});

describe("two questions in one, and follow-ups", () => {
  it("answers two questions of different kinds, but keeps a gin and tonic together", () => {
    expect(readParts("how much is delivery and have you got any stout").map((part) => part.label)).toEqual(["delivery", "search"]);
    expect(readParts("gin and tonic please")).toHaveLength(1);
    expect(readParts("a red and a white for a dinner party")).toHaveLength(1);
  });

  const user = (content: string) => ({ role: "user" as const, content });

  it("carries the earlier question into a follow-up", () => {
    const [whiteInstead] = readInContext("what about white?", [user("a dry red for steak night")]);
    expect(whiteInstead.reading.ask.categories).toEqual(["alcohol-free-white-wines"]);

    const [cheaper] = readInContext("cheaper?", [user("red wine around £11")]);
    expect(cheaper.relative).toBe("cheaper");
    expect(cheaper.reading.ask.categories).toEqual(["alcohol-free-red-wines"]);

    const [inACan] = readInContext("in a can?", [user("prosecco under £10")]);
    expect(inACan.reading.ask).toMatchObject({ container: "can", maxPricePence: 1000, categories: ["alcohol-free-sparkling-wines"] });

    const [addTwo] = readInContext("add two of those", [user("i like stout")]);
    expect(addTwo.reading.add).toEqual({ quantity: 2, packUnits: null });
    expect(addTwo.previous?.ask.categories).toContain("alcohol-free-stouts-ales");

    const [dearest] = readInContext("and the dearest?", [user("whats the cheapest red")]);
    expect(dearest.reading.ask).toMatchObject({ sort: "priciest", categories: ["alcohol-free-red-wines"] });
  });

  it("skips thanks and greetings when looking back, and a fresh question stands alone", () => {
    const [mum] = readInContext("what about one for my mum, she likes white", [user("red for my dad's birthday"), user("lovely thanks")]);
    expect(mum.reading.ask.categories).toEqual(["alcohol-free-white-wines"]);
    const [fresh] = readInContext("got any cider", [user("red under £10")]);
    expect(fresh.reading.ask.maxPricePence).toBeNull();
  });
});
