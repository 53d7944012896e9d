// What an aisle says before it has any products (a new shop, started without demo data): a
// sentence, not an empty grid, and somewhere useful to go next.
import Link from "next/link";
import { ABV_EXPLAINER_PATH } from "@/lib/catalogue/abv";

export const RANGE_ON_ITS_WAY = "Our range is on its way";

export function RangeOnItsWay({ aisle, headingLevel = 3 }: { aisle: string; headingLevel?: 2 | 3 }) {
  const Heading = headingLevel === 2 ? "h2" : "h3";
  return (
    <div data-testid="range-on-its-way">
      <Heading>{RANGE_ON_ITS_WAY}</Heading>
      <p>We&apos;re choosing the first drinks for {aisle} now. Until they arrive, find out what 0.0%, 0.05% and 0.5% mean, or read and listen for ideas.</p>
      <Link href={ABV_EXPLAINER_PATH} className="btn btn-cyan">
        What the strengths mean
      </Link>
    </div>
  );
}
