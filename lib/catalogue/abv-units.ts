// The arithmetic behind the ABV explainer (components/shop/AbvExplainer.tsx): pure alcohol and UK
// units from a drink's size and strength, and the comparisons its text quotes. Every figure the
// page shows is worked out here, never typed in.

/** One UK unit is 10 ml of pure alcohol. */
export const ML_PER_UNIT = 10;

/** Millilitres of pure alcohol in a drink of this size and strength. */
export function pureAlcoholMl(sizeMl: number, abv: number): number {
  return (sizeMl * abv) / 100;
}

export function unitsOf(sizeMl: number, abv: number): number {
  return pureAlcoholMl(sizeMl, abv) / ML_PER_UNIT;
}

/** Three significant figures, trailing zeros dropped: 22.72 → "22.7", 0.165 → "0.165", 21 → "21". */
export function figure(value: number): string {
  return value === 0 ? "0" : String(Number(value.toPrecision(3)));
}

/** The comparison table's drinks, strongest first. */
export const COMPARISON = [
  { drink: "A pint of 4% beer", sizeMl: 568, abv: 4 },
  { drink: "A medium glass of 12% wine", sizeMl: 175, abv: 12 },
  { drink: "A bottle of 0.5% wine", sizeMl: 750, abv: 0.5 },
  { drink: "A can of 0.5% beer", sizeMl: 330, abv: 0.5 },
  { drink: "A can of 0.05% beer", sizeMl: 330, abv: 0.05 },
] as const;

export const PINT = COMPARISON[0];
const WINE_GLASS = COMPARISON[1];
const WINE_BOTTLE = COMPARISON[2];
export const CAN_05 = COMPARISON[3];
export const CAN_005 = COMPARISON[4];

/** How many cans at 0.5% hold the alcohol of one pint of 4% beer (13.8, so "about 14"). */
export const CANS_PER_PINT = Math.round(pureAlcoholMl(PINT.sizeMl, PINT.abv) / pureAlcoholMl(CAN_05.sizeMl, CAN_05.abv));
/** The same at 0.05% (about 138). */
export const WEAK_CANS_PER_PINT = Math.round(pureAlcoholMl(PINT.sizeMl, PINT.abv) / pureAlcoholMl(CAN_005.sizeMl, CAN_005.abv));
/** A whole bottle of 0.5% wine against one 175 ml glass of 12% wine, as a share (0.18). */
export const BOTTLE_SHARE_OF_GLASS = pureAlcoholMl(WINE_BOTTLE.sizeMl, WINE_BOTTLE.abv) / pureAlcoholMl(WINE_GLASS.sizeMl, WINE_GLASS.abv);
