// What a box that is not full still needs, in words, and where in the shop to find drinks for it.
// The numbers come from boxProgress (lib/cart/progress.ts); this file only adds words and links.
import type { BoxProgress } from "@/lib/cart/progress";
import type { BoxType } from "@/lib/cart/types";
import { SHOP_CATEGORY_LINKS, canonicalHref } from "@/lib/navigation";

/** The drinks a box takes, read after a count: "Add 5 more 330 ml (or smaller) drinks". */
const BOX_DRINKS: Record<BoxType, { one: string; many: string }> = {
  boxType_330: { one: "330 ml (or smaller) drink", many: "330 ml (or smaller) drinks" },
  boxType_500: { one: "440–500 ml drink", many: "440–500 ml drinks" },
  boxType_750: { one: "wine or spirit bottle (500–750 ml)", many: "wine or spirit bottles (500–750 ml)" },
};

const link = (key: keyof typeof SHOP_CATEGORY_LINKS, label: string) => ({ label, href: canonicalHref(SHOP_CATEGORY_LINKS[key].href) });

/** The shop sections with drinks of each box's sizes. */
export const BOX_SHOP_LINKS: Record<BoxType, { label: string; href: string }[]> = {
  boxType_330: [link("softDrinks", "Soft drinks & mixers"), link("beers", "Beers"), link("ciders", "Ciders"), link("cocktails", "Cocktails")],
  boxType_500: [link("beers", "Beers"), link("ciders", "Ciders"), link("spirits", "Spirits")],
  boxType_750: [link("wines", "Wines"), link("spirits", "Spirits"), link("cocktails", "Cocktails")],
};

/** "Add 5 more 330 ml (or smaller) drinks to fill your Small Drinks Box." */
export function boxNeedText(box: Pick<BoxProgress, "type" | "remainder" | "displayName">): string {
  const drinks = BOX_DRINKS[box.type];
  return `Add ${box.remainder} more ${box.remainder === 1 ? drinks.one : drinks.many} to fill your ${box.displayName}.`;
}
