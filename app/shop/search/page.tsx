import type { Metadata } from "next";
import Link from "next/link";
import { ComingSoon } from "@/components/page/ComingSoon";
import { PageLayout } from "@/components/page/PageLayout";
import { SearchForm } from "@/components/page/SearchForm";
import { SectionIntro } from "@/components/page/SectionIntro";
import { ShopCategoryTiles } from "@/components/page/ShopCategoryTiles";
import { PageSection } from "@/components/page/PageSection";
import { SHOP_CATEGORY_LINKS, canonicalHref } from "@/lib/navigation";

export const metadata: Metadata = {
  title: "Search the shop",
  description: "Search our alcohol-free wines, beers, ciders, cocktails, spirits and soft drinks.",
};

type Props = { searchParams: Promise<{ q?: string | string[] }> };

export default async function ShopSearchPage({ searchParams }: Props) {
  const { q } = await searchParams;
  const query = (Array.isArray(q) ? q[0] : q)?.trim() ?? "";
  const action = canonicalHref(SHOP_CATEGORY_LINKS.search.href);

  return (
    <PageLayout variant="wide">
      <SectionIntro
        section="shop"
        subNav={false}
        eyebrow="Shop"
        title="Search the shop"
        standfirst="Looking for something particular? Search by drink, style or flavour: a crisp lager, a dry rosé, a smoky whiskey alternative."
      />

      <SearchForm
        action={action}
        label="Search for drinks"
        placeholder="Try “sparkling”, “stout” or “gin”"
        defaultValue={query}
      />

      {query ? (
        <ComingSoon title={`Results for “${query}” are on their way`} illustration="compass">
          <p>
            Search results arrive with our product catalogue, very soon. Until then, the categories
            below are the quickest way to find what you&rsquo;re after.
          </p>
        </ComingSoon>
      ) : null}

      <PageSection id="search-browse" title="Or browse by category">
        <ShopCategoryTiles headingLevel={3} />
      </PageSection>

      <p>
        Not sure where to start? <Link href={canonicalHref("/shop")}>Visit the shop</Link> to see how
        our mixed boxes work.
      </p>
    </PageLayout>
  );
}
