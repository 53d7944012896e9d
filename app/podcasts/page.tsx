import type { Metadata } from "next";
import Link from "next/link";
import { ButtonRow } from "@/components/page/ButtonRow";
import { PageLayout } from "@/components/page/PageLayout";
import { PageSection } from "@/components/page/PageSection";
import { SectionIntro } from "@/components/page/SectionIntro";
import { ThemeList } from "@/components/page/ThemeList";
import { PODCAST_THEMES, listenLink } from "@/components/page/copy/listen";
import { canonicalHref } from "@/lib/navigation";

export const metadata: Metadata = {
  title: "Podcasts",
  description: "Podcasts about alcohol-free living: real stories, expert advice and the people behind the drinks.",
};

export default function PodcastsPage() {
  return (
    <PageLayout variant="wide">
      <SectionIntro
        section="listen"
        eyebrow="Listen"
        title="Podcasts"
        standfirst="Conversations for the commute, the school run or a long walk: real stories of drinking less, expert advice and the people behind the drinks."
        actions={
          <ButtonRow>
            <Link href={canonicalHref(listenLink("PODCASTS").href)} className="btn btn-cyan">
              Go to Listen
            </Link>
            <Link href={canonicalHref(listenLink("BROWSE").href)} className="btn btn-outline">
              Browse all shows
            </Link>
          </ButtonRow>
        }
      />
      <PageSection
        id="podcast-themes"
        title="What our shows cover"
        intro="Our podcasts are arriving shortly. Here's what they'll talk about."
      >
        <ThemeList items={PODCAST_THEMES} headingLevel={3} />
      </PageSection>
    </PageLayout>
  );
}
