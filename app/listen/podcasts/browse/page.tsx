import type { Metadata } from "next";
import { ShowGrid } from "@/components/listen/ShowGrid";
import { PageLayout } from "@/components/page/PageLayout";
import { PageSection } from "@/components/page/PageSection";
import { SectionIntro } from "@/components/page/SectionIntro";
import { listenLink } from "@/lib/copy/listen";
import { slugify } from "@/lib/catalogue/seed-data";
import { groupByCategory, listShows } from "@/lib/server/podcasts/queries";

export const metadata: Metadata = {
  title: "Browse podcasts",
  description: "Every podcast about alcohol-free living, by category: health, food, sport, business and more.",
};

export const revalidate = 600;

export default async function BrowsePodcastsPage() {
  const groups = groupByCategory(await listShows());
  return (
    <PageLayout variant="wide">
      <SectionIntro section="listen" current={listenLink("BROWSE").href} eyebrow="Listen" title="Browse podcasts" standfirst="Every show, by the categories its makers chose." />
      {groups.map((group) => (
        <PageSection key={group.name} id={`category-${slugify(group.name)}`} title={group.name}>
          <ShowGrid shows={group.shows} />
        </PageSection>
      ))}
    </PageLayout>
  );
}
