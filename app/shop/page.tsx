import type { Metadata } from "next";
import { BoxTypes } from "@/components/page/BoxTypes";
import { CardGrid } from "@/components/page/CardGrid";
import { Illustration } from "@/components/page/Illustration";
import { PageLayout } from "@/components/page/PageLayout";
import { PageSection } from "@/components/page/PageSection";
import { SectionIntro } from "@/components/page/SectionIntro";
import { ShopCategoryTiles } from "@/components/page/ShopCategoryTiles";
import { SHOP_PAGES } from "@/lib/copy/shop";
import { ProductGrid } from "@/components/shop/ProductGrid";
import { RangeOnItsWay } from "@/components/shop/RangeOnItsWay";
import Link from "next/link";
import { ABV_EXPLAINER_PATH } from "@/lib/catalogue/abv";
import { featuredProducts, newestProducts } from "@/lib/server/catalogue/cached-catalogue";

// Prerendered; refreshed hourly or by revalidateTag(CATALOGUE_TAG).
export const revalidate = 3600;

export const metadata: Metadata = {
  title: "Shop alcohol-free drinks",
  description:
    "Alcohol-free wines, beers, ciders, cocktails, spirits, soft drinks and mixers, packed in Small Drinks, Large Beers and Wine & Spirits boxes.",
};

const GUIDES = SHOP_PAGES.filter((page) => page.kind === "about");

export default async function ShopPage() {
  const [featured, newest] = await Promise.all([featuredProducts(8), newestProducts(4)]);
  return (
    <PageLayout variant="wide">
      <SectionIntro
        section="shop"
        subNav={false}
        eyebrow="Alcohol-free shop"
        standfirst={
          <>
            Great drinks at 0.5% ABV or less, chosen for flavour and packed in boxes that keep them safe on the way to you. Every drink shows its exact
            strength: <Link href={ABV_EXPLAINER_PATH}>what 0.0%, 0.05% and 0.5% mean</Link>.
          </>
        }
      />

      <PageSection
        id="shop-categories"
        title="Shop by category"
        intro="Six aisles, one rule: everything tastes like a proper drink."
      >
        <ShopCategoryTiles headingLevel={3} />
      </PageSection>

      {newest.length === 0 ? (
        <PageSection id="shop-range" title="The range">
          <RangeOnItsWay aisle="every aisle" />
        </PageSection>
      ) : (
        <>
          {featured.length > 0 && (
            <PageSection id="shop-featured" title="Featured drinks" intro="Favourites from every aisle, chosen by our tasting team.">
              <ProductGrid products={featured} label="Featured drinks" />
            </PageSection>
          )}
          <PageSection id="shop-new" title="New in" intro="The latest arrivals to the range.">
            <ProductGrid products={newest} label="New in" />
          </PageSection>
        </>
      )}

      <PageSection
        id="shop-boxes"
        title="Three boxes, packed full"
        intro="Drinks travel in boxes sized for the bottles inside. Which box a drink goes in depends on its size, and each product shows it."
      >
        <BoxTypes headingLevel={3} />
      </PageSection>

      <PageSection
        id="shop-guides"
        title="Buying guides"
        intro="New to alcohol-free wine, beer or spirits? Our guides explain how they're made and how to serve them."
      >
        <CardGrid
          headingLevel={3}
          size="large"
          items={GUIDES.map((guide) => ({
            title: guide.title,
            href: guide.href,
            description: guide.standfirst,
            cta: "Read the guide",
            art: <Illustration name={guide.category.illustration} />,
            tone: guide.category.tone,
          }))}
        />
      </PageSection>
    </PageLayout>
  );
}
