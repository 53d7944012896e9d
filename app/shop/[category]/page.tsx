import type { Metadata } from "next";
import Link from "next/link";
import { Fragment } from "react";
import { notFound } from "next/navigation";
import { BoxNote } from "@/components/page/BoxNote";
import { ButtonRow } from "@/components/page/ButtonRow";
import { ChipNav } from "@/components/page/ChipNav";
import { ComingSoon } from "@/components/page/ComingSoon";
import { PageHeader } from "@/components/page/PageHeader";
import { PageLayout } from "@/components/page/PageLayout";
import { Prose } from "@/components/page/Prose";
import {
  SHOP_CATEGORIES,
  SHOP_PAGES,
  aboutPageOf,
  rangesOf,
  shopPageBySlug,
  type ShopPage,
} from "@/components/page/copy/shop";
import { canonicalHref } from "@/lib/navigation";

// Exactly the shop paths of lib/navigation.ts; any other /shop/<slug> is a 404.
export const dynamicParams = false;

export function generateStaticParams() {
  return SHOP_PAGES.map((page) => ({ category: page.slug }));
}

type Props = { params: Promise<{ category: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { category } = await params;
  const page = shopPageBySlug(category);
  if (!page) return {};
  return { title: page.title, description: page.standfirst };
}

function breadcrumbsFor(page: ShopPage) {
  const crumbs = [
    { label: "Home", href: "/" },
    { label: "Shop", href: "/shop" },
  ];
  if (page.kind === "category") return [...crumbs, { label: page.category.name }];
  return [
    ...crumbs,
    { label: page.category.name, href: page.category.href },
    { label: page.kind === "about" ? "About" : page.label },
  ];
}

export default async function ShopCategoryPage({ params }: Props) {
  const { category } = await params;
  const page = shopPageBySlug(category);
  if (!page) notFound();

  const ranges = rangesOf(page.category.key);
  const guide = aboutPageOf(page.category.key);
  const otherCategories = SHOP_CATEGORIES.filter((other) => other.key !== page.category.key);
  const categoryName = page.category.name.toLowerCase();

  if (page.kind === "about") {
    return (
      <PageLayout variant="wide">
        <PageHeader
          breadcrumbs={breadcrumbsFor(page)}
          eyebrow="Buying guide"
          title={page.title}
          standfirst={page.standfirst}
        />
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
        <ButtonRow>
          <Link href={canonicalHref(page.category.href)} className="btn btn-cyan">
            Shop all {categoryName}
          </Link>
        </ButtonRow>
        {ranges.length > 0 ? (
          <ChipNav label={`Browse ${categoryName} by style`} showLabel links={ranges} />
        ) : null}
      </PageLayout>
    );
  }

  return (
    <PageLayout variant="wide">
      <PageHeader
        breadcrumbs={breadcrumbsFor(page)}
        eyebrow={page.kind === "category" ? "Shop" : page.category.name}
        title={page.title}
        standfirst={page.standfirst}
      />

      {ranges.length > 0 ? (
        <ChipNav
          label={`${page.category.name} by style`}
          current={page.href}
          links={[{ label: `All ${page.category.name}`, href: page.category.href }, ...ranges]}
        />
      ) : null}

      <ComingSoon
        title="Products arriving soon"
        illustration={page.category.illustration}
        actions={
          <>
            {guide ? (
              <Link href={canonicalHref(guide.href)} className="btn btn-cyan">
                Read our guide to {categoryName}
              </Link>
            ) : null}
            <Link href={canonicalHref("/shop")} className="btn btn-outline">
              Back to the shop
            </Link>
          </>
        }
      >
        <p>
          We&rsquo;re stocking the shelves with {page.title.toLowerCase()} right now. Soon you&rsquo;ll find every drink here with its price, size, strength and the
          box it travels in, ready to add to your cart.
        </p>
      </ComingSoon>

      <BoxNote />

      <ChipNav
        label="Other categories"
        showLabel
        links={otherCategories.map((other) => ({ label: other.name, href: other.href }))}
      />
    </PageLayout>
  );
}
