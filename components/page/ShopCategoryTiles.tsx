import { CardGrid } from "./CardGrid";
import { Illustration } from "./Illustration";
import { SHOP_CATEGORIES } from "@/lib/copy/shop";

/** The six shop category tiles (WINES … SOFT DRINKS), each with its illustration and a line of copy. */
export function ShopCategoryTiles({ headingLevel = 3 }: { headingLevel?: 2 | 3 }) {
  return (
    <CardGrid
      headingLevel={headingLevel}
      size="small"
      items={SHOP_CATEGORIES.map((category) => ({
        title: category.name,
        href: category.href,
        description: category.tileText,
        art: <Illustration name={category.illustration} />,
        tone: category.tone,
        cta: `Shop ${category.name.toLowerCase()}`,
      }))}
    />
  );
}
