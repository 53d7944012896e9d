import type { Metadata } from "next";
import Link from "next/link";
import { ShowGrid } from "@/components/listen/ShowGrid";
import { ButtonRow } from "@/components/page/ButtonRow";
import { PageLayout } from "@/components/page/PageLayout";
import { PageSection } from "@/components/page/PageSection";
import { SectionIntro } from "@/components/page/SectionIntro";
import { listenLink } from "@/lib/copy/listen";
import { canonicalHref } from "@/lib/navigation";
import { listShows } from "@/lib/server/podcasts/queries";

export const metadata: Metadata = {
  title: "Podcasts",
  description: "Podcasts about alcohol-free living: real stories, expert advice and the people behind the drinks.",
  alternates: { canonical: "/listen" },
};

export const revalidate = 600;

export default async function PodcastsPage() {
  const shows = await listShows();
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
              Latest episodes
            </Link>
            <Link href={canonicalHref(listenLink("BROWSE").href)} className="btn btn-outline">
              Browse by category
            </Link>
          </ButtonRow>
        }
      />
      <PageSection id="all-shows" title="Our shows">
        <ShowGrid shows={shows} />
      </PageSection>
    </PageLayout>
  );
}
