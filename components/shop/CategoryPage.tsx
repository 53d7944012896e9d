// A shop category or sub-category page (products with filters, sort and pagination) or a
// category's About page (editorial text and featured products). The static route and its filtered
// twin (app/shop/[category]/…) both render this.
import type { Metadata } from "next";
import Link from "next/link";
import { Fragment } from "react";
import { BoxNote } from "@/components/page/BoxNote";
import { ButtonRow } from "@/components/page/ButtonRow";
import { ChipNav } from "@/components/page/ChipNav";
import { PageHeader } from "@/components/page/PageHeader";
import { PageLayout } from "@/components/page/PageLayout";
import { PageSection } from "@/components/page/PageSection";
import { Prose } from "@/components/page/Prose";
import { shopPageBySlug } from "@/lib/copy/shop";
import type { ShopFilters } from "@/lib/catalogue/filters";
import { ABOUT_PAGES, CATEGORY_TREE } from "@/lib/catalogue/taxonomy";
import type { CategoryDefinition } from "@/lib/catalogue/types";
import { factsInCategory, featuredProducts, listProducts, sizesInCategory } from "@/lib/server/catalogue/cached-catalogue";
import { ProductGrid } from "./ProductGrid";
import { ProductListing, activeFilterCount } from "./ProductListing";
import { RangeOnItsWay } from "./RangeOnItsWay";

export function shopPath(slug: string): string {
  return `/shop/${slug}`;
}

/** Every path under /shop/ this page serves: categories, sub-categories and About pages. */
export const CATEGORY_PAGE_SLUGS = [...CATEGORY_TREE.map((c) => c.slug), ...Object.keys(ABOUT_PAGES)];

export function categoryBySlug(slug: string): CategoryDefinition | undefined {
  return CATEGORY_TREE.find((c) => c.slug === slug);
}

/** The page title: the editorial one where there is one, else the category's name. */
export function categoryTitle(category: CategoryDefinition): string {
  const copy = shopPageBySlug(category.slug);
  if (copy) return copy.title;
  const parent = category.parentSlug ? categoryBySlug(category.parentSlug) : undefined;
  // Soft drinks were never alcoholic, so their pages don't say "alcohol-free".
  return parent?.slug === "soft-drinks-and-mixers" ? category.name : `Alcohol-Free ${category.name}`;
}

export function categoryDescription(category: CategoryDefinition): string {
  return shopPageBySlug(category.slug)?.standfirst ?? category.description;
}

function breadcrumbs(category: CategoryDefinition, last?: string) {
  const parent = category.parentSlug ? categoryBySlug(category.parentSlug) : undefined;
  return [
    { label: "Home", href: "/" },
    { label: "Shop", href: "/shop" },
    ...(parent ? [{ label: parent.name, href: shopPath(parent.slug) }] : []),
    last ? { label: category.name, href: shopPath(category.slug) } : { label: category.name },
    ...(last ? [{ label: last }] : []),
  ];
}

export async function CategoryPage({ slug, filters }: { slug: string; filters: ShopFilters }) {
  if (ABOUT_PAGES[slug]) return <AboutPage slug={slug} />;
  const category = categoryBySlug(slug)!;
  const top = category.parentSlug ? categoryBySlug(category.parentSlug)! : category;
  const children = CATEGORY_TREE.filter((c) => c.parentSlug === top.slug);
  const path = shopPath(slug);
  const [listing, sizes, facets] = await Promise.all([listProducts(filters, slug), sizesInCategory(slug), factsInCategory(slug)]);

  return (
    <PageLayout variant="wide">
      <PageHeader breadcrumbs={breadcrumbs(category)} eyebrow={category.parentSlug ? top.name : "Shop"} title={categoryTitle(category)} standfirst={categoryDescription(category)} />
      <ChipNav
        label={`${top.name} by type`}
        current={path}
        links={[{ label: `All ${top.name.replace(/^Alcohol-Free /, "")}`, href: shopPath(top.slug) }, ...children.map((c) => ({ label: c.name, href: shopPath(c.slug) }))]}
      />
      <ProductListing
        path={path}
        filters={filters}
        listing={listing}
        subcategories={category.parentSlug ? [] : children.map(({ slug: s, name }) => ({ slug: s, name }))}
        sizes={sizes}
        facets={facets}
        empty={
          // No filter and still nothing: the aisle has no products yet (a shop started without demo data).
          activeFilterCount(filters) === 0 ? (
            <RangeOnItsWay aisle={categoryTitle(category).toLowerCase()} />
          ) : (
            <>
              <h3>Nothing matches those filters</h3>
              <p>Try a wider price range, another size, or clear the filters to see everything in {categoryTitle(category).toLowerCase()}.</p>
              <Link href={path} className="btn btn-cyan">
                Clear filters
              </Link>
            </>
          )
        }
      />
      <BoxNote />
    </PageLayout>
  );
}

async function AboutPage({ slug }: { slug: string }) {
  const page = shopPageBySlug(slug)!;
  const category = categoryBySlug(ABOUT_PAGES[slug])!;
  const featured = await featuredProducts(4, category.slug);
  const name = category.name.replace(/^Alcohol-Free /, "").toLowerCase();
  return (
    <PageLayout variant="wide">
      <PageHeader breadcrumbs={breadcrumbs(category, "About")} eyebrow="Buying guide" title={page.title} standfirst={page.standfirst} />
      <Prose>
        {(page.about ?? []).map((section) => (
          <Fragment key={section.heading}>
            <h2>{section.heading}</h2>
            {section.paragraphs.map((paragraph, index) => (
              <p key={index}>{paragraph}</p>
            ))}
          </Fragment>
        ))}
      </Prose>
      <PageSection id="featured-heading" title={`Featured ${name}`} link={{ label: `Shop all ${name}`, href: shopPath(category.slug) }}>
        {featured.length > 0 ? <ProductGrid products={featured} label={`Featured ${name}`} /> : <RangeOnItsWay aisle={category.name.toLowerCase()} />}
      </PageSection>
      <ButtonRow>
        <Link href={shopPath(category.slug)} className="btn btn-cyan">
          Shop all {name}
        </Link>
      </ButtonRow>
    </PageLayout>
  );
}

/** Title, description and canonical URL of a category or About page. */
export function categoryMetadata(slug: string): Metadata {
  const about = ABOUT_PAGES[slug] ? shopPageBySlug(slug) : undefined;
  const category = categoryBySlug(slug);
  const title = about?.title ?? (category ? categoryTitle(category) : "Shop");
  const description = about?.standfirst ?? (category ? categoryDescription(category) : undefined);
  return { title, description, alternates: { canonical: shopPath(slug) }, openGraph: { title, description, url: shopPath(slug) } };
}
