import type { Metadata } from "next";
import Link from "next/link";
import { ComingSoon } from "@/components/page/ComingSoon";
import { PageLayout } from "@/components/page/PageLayout";
import { PageSection } from "@/components/page/PageSection";
import { SectionIntro } from "@/components/page/SectionIntro";
import { ThemeList } from "@/components/page/ThemeList";
import { PODCAST_THEMES, listenLink } from "@/components/page/copy/listen";
import { canonicalHref } from "@/lib/navigation";

export const metadata: Metadata = {
  title: "Browse podcasts",
  description: "Browse podcasts about alcohol-free living by show and theme.",
};

export default function BrowsePodcastsPage() {
  return (
    <PageLayout variant="wide">
      <SectionIntro
        section="listen"
        current={listenLink("BROWSE").href}
        eyebrow="Listen"
        title="Browse podcasts"
        standfirst="Every show in one place, with its latest episodes. Pick one that suits your mood, or start from a theme."
      />
      <ComingSoon
        title="Shows are being added"
        illustration="listen"
        actions={
          <Link href={canonicalHref(listenLink("SEARCH").href)} className="btn btn-outline">
            Search podcasts
          </Link>
        }
      >
        <p>
          Each show will appear here with its artwork, a short description and its newest episodes,
          ready to play or save.
        </p>
      </ComingSoon>
      <PageSection id="browse-themes" title="Themes to explore">
        <ThemeList items={PODCAST_THEMES} headingLevel={3} />
      </PageSection>
    </PageLayout>
  );
}
