import type { Metadata } from "next";
import Link from "next/link";
import { ComingSoon } from "@/components/page/ComingSoon";
import { PageLayout } from "@/components/page/PageLayout";
import { PageSection } from "@/components/page/PageSection";
import { SectionIntro } from "@/components/page/SectionIntro";
import { ThemeList } from "@/components/page/ThemeList";
import { canonicalHref } from "@/lib/navigation";

export const metadata: Metadata = {
  title: "Watch",
  description: "Videos on alcohol-free living: mocktail masterclasses, tastings and real stories.",
};

const SERIES = [
  {
    title: "Mix it up",
    text: "Step-by-step alcohol-free cocktails with bartenders, from a proper espresso martini to a garden spritz.",
  },
  {
    title: "Taste test",
    text: "Honest side-by-side tastings of alcohol-free wines, beers and spirits, so you know what to try next.",
  },
  {
    title: "My story",
    text: "Short films about people who changed their relationship with alcohol, in their own words.",
  },
  {
    title: "Ask the expert",
    text: "Doctors, nutritionists and coaches answer your questions about drinking less.",
  },
] as const;

export default function WatchPage() {
  return (
    <PageLayout variant="wide">
      <SectionIntro
        section="watch"
        eyebrow="Videos"
        standfirst="Pull up a chair: short films to learn from, laugh along with and mix a drink to."
      />
      <ComingSoon
        title="Our first videos are in the edit"
        illustration="watch"
        actions={
          <Link href={canonicalHref("/learn")} className="btn btn-outline">
            Explore our courses
          </Link>
        }
      >
        <p>
          New videos will appear here as they&rsquo;re released, each with a short summary and the
          recipes or drinks it features, so you can follow along at home.
        </p>
      </ComingSoon>
      <PageSection id="watch-series" title="Series to look out for">
        <ThemeList items={SERIES} headingLevel={3} />
      </PageSection>
    </PageLayout>
  );
}
