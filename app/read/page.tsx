import type { Metadata } from "next";
import { CardGrid } from "@/components/page/CardGrid";
import { ComingSoon } from "@/components/page/ComingSoon";
import { Illustration } from "@/components/page/Illustration";
import { PageLayout } from "@/components/page/PageLayout";
import { PageSection } from "@/components/page/PageSection";
import { SectionIntro } from "@/components/page/SectionIntro";
import { FEATURED_TOPICS, readLink } from "@/components/page/copy/read";
import { FEATURED_FINDS } from "@/lib/navigation";

export const metadata: Metadata = {
  title: "Read",
  description:
    "News, opinion and featured finds on alcohol-free drinks, health, lifestyle, sobriety and travel.",
};

export default function ReadFrontPage() {
  return (
    <PageLayout variant="wide">
      <SectionIntro
        section="read"
        current={readLink("FRONT PAGE").href}
        eyebrow="Stories and ideas"
        standfirst="Thoughtful, practical reading for anyone drinking less or not at all: the latest news, honest opinion and the best finds in drinks, health and travel."
      />

      <PageSection
        id="read-featured-finds"
        title={FEATURED_FINDS.link.label}
        intro="Our editors' pick of the best things to drink, do and discover, by topic."
        link={{ label: "All featured finds", href: FEATURED_FINDS.link.href }}
      >
        <CardGrid
          headingLevel={3}
          size="small"
          items={FEATURED_TOPICS.map((topic) => ({
            title: topic.label,
            href: topic.href,
            description: topic.description,
            art: <Illustration name={topic.illustration} />,
            tone: topic.tone,
          }))}
        />
      </PageSection>

      <PageSection id="read-sections" title="News and opinion">
        <CardGrid
          headingLevel={3}
          size="large"
          items={[
            {
              eyebrow: "News",
              title: "What's new in alcohol-free",
              href: readLink("NEWS").href,
              description:
                "Launches, research and the changing drinks industry, reported clearly and without hype.",
              cta: "Read the news",
            },
            {
              eyebrow: "Opinion",
              title: "Voices worth hearing",
              href: readLink("OPINION").href,
              description:
                "Columnists and guest writers on sobriety, moderation, culture and the drinks we love.",
              cta: "Read opinion",
            },
          ]}
        />
      </PageSection>

      <ComingSoon title="Our first articles are being written" illustration="read">
        <p>
          The front page fills up as articles are published. Expect a mix of short reads you can
          finish with a coffee and longer pieces for a quiet evening, all written for real life
          rather than perfection.
        </p>
      </ComingSoon>
    </PageLayout>
  );
}
