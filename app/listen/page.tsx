import type { Metadata } from "next";
import Link from "next/link";
import { CardGrid } from "@/components/page/CardGrid";
import { ComingSoon } from "@/components/page/ComingSoon";
import { Illustration } from "@/components/page/Illustration";
import { PageLayout } from "@/components/page/PageLayout";
import { PageSection } from "@/components/page/PageSection";
import { SectionIntro } from "@/components/page/SectionIntro";
import { ThemeList } from "@/components/page/ThemeList";
import { PODCAST_THEMES, listenLink } from "@/components/page/copy/listen";
import { canonicalHref } from "@/lib/navigation";

export const metadata: Metadata = {
  title: "Listen",
  description: "Podcasts and music for alcohol-free living: honest conversations, expert advice and playlists.",
};

export default function ListenPage() {
  return (
    <PageLayout variant="wide">
      <SectionIntro
        section="listen"
        current={listenLink("PODCASTS").href}
        eyebrow="Podcasts and music"
        standfirst="Put the kettle on and press play: honest conversations about drinking less, the people making great alcohol-free drinks, and music for evenings in."
      />

      <ComingSoon
        title="The first episodes are nearly here"
        illustration="listen"
        actions={
          <Link href={canonicalHref(listenLink("BROWSE").href)} className="btn btn-cyan">
            Browse podcasts
          </Link>
        }
      >
        <p>
          Soon you&rsquo;ll be able to play episodes right here, with a player that keeps going as
          you move around the site. Sign in to save the shows you love to My Podcasts.
        </p>
      </ComingSoon>

      <PageSection id="listen-themes" title="What you'll hear">
        <ThemeList items={PODCAST_THEMES} headingLevel={3} />
      </PageSection>

      <PageSection id="listen-more" title="More ways to listen">
        <CardGrid
          headingLevel={3}
          size="large"
          items={[
            {
              title: "Search podcasts",
              href: listenLink("SEARCH").href,
              description: "Find episodes by guest, topic or show.",
              art: <Illustration name="compass" />,
              tone: "cyan",
              cta: "Search",
            },
            {
              title: "Music",
              href: "/music",
              description: "Playlists for cooking, unwinding, getting ready and dancing in the kitchen.",
              art: <Illustration name="listen" />,
              tone: "pink",
              cta: "Listen to music",
            },
          ]}
        />
      </PageSection>
    </PageLayout>
  );
}
