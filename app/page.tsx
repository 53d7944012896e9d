import type { Metadata } from "next";
import Link from "next/link";
import { Band } from "@/components/page/Band";
import { BoxTypes } from "@/components/page/BoxTypes";
import { ButtonRow } from "@/components/page/ButtonRow";
import { HomeHero } from "@/components/page/HomeHero";
import { PageLayout } from "@/components/page/PageLayout";
import { SectionHeading } from "@/components/page/SectionHeading";
import { SectionTeasers } from "@/components/page/SectionTeasers";
import { ShopCategoryTiles } from "@/components/page/ShopCategoryTiles";
import { SITE_NAME } from "@/lib/constants";
import { FEATURED_FINDS, LEARN_COURSES, canonicalHref } from "@/lib/navigation";

export const metadata: Metadata = {
  title: { absolute: `${SITE_NAME}: alcohol-free drinks, delivered` },
  description:
    "Shop alcohol-free wines, beers, ciders, cocktails, spirits and soft drinks in mixed boxes, and discover articles, podcasts, videos and courses for alcohol-free living.",
};

export default function HomePage() {
  return (
    <>
      <PageLayout variant="wide">
        <HomeHero />
      </PageLayout>

      <Band tone="alt" labelledBy="home-categories">
        <SectionHeading
          id="home-categories"
          eyebrow="The range"
          title="Shop by category"
          intro="Everything you'd find behind a good bar, minus the alcohol. Start with a favourite or try something new."
          link={{ label: "See the whole shop", href: "/shop" }}
        />
        <ShopCategoryTiles headingLevel={3} />
      </Band>

      <Band tone="dark" labelledBy="how-boxes-work-title" id="how-boxes-work">
        <SectionHeading
          id="how-boxes-work-title"
          tone="dark"
          eyebrow="Delivery"
          title="How boxes work"
          intro="We pack every order in sturdy boxes sized for the bottles inside, so your drinks travel safely. Fill each box with any mix of drinks that fit it."
        />
        <BoxTypes tone="dark" headingLevel={3} />
        <ButtonRow>
          <Link href={canonicalHref("/shop")} className="btn btn-white">
            Start filling a box
          </Link>
        </ButtonRow>
      </Band>

      <Band labelledBy="home-sections">
        <SectionHeading
          id="home-sections"
          eyebrow="More than a shop"
          title="Read, listen, watch, learn and talk"
          intro="Ideas and company for living well without alcohol, whether you're cutting down for a month or for good."
        />
        <SectionTeasers headingLevel={3} />
      </Band>

      <Band tone="warm" labelledBy="home-start">
        <SectionHeading
          id="home-start"
          title="New to alcohol-free?"
          intro="Start with a short course on your first alcohol-free weeks, or browse our favourite finds for drinks, health and travel."
        />
        <ButtonRow>
          <Link href={canonicalHref(LEARN_COURSES[0].href)} className="btn btn-pink">
            Try {LEARN_COURSES[0].label}
          </Link>
          <Link href={canonicalHref(FEATURED_FINDS.link.href)} className="btn btn-outline">
            Browse {FEATURED_FINDS.link.label}
          </Link>
        </ButtonRow>
      </Band>
    </>
  );
}
