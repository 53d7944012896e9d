import type { Metadata } from "next";
import { CardGrid } from "@/components/page/CardGrid";
import { Illustration } from "@/components/page/Illustration";
import { PageLayout } from "@/components/page/PageLayout";
import { SectionIntro } from "@/components/page/SectionIntro";
import { FEATURED_TOPICS } from "@/lib/copy/read";
import { PageSection } from "@/components/page/PageSection";
import { ArticleGrid } from "@/components/read/ArticleGrid";
import { FEATURED_FINDS } from "@/lib/navigation";
import { articlesInSection } from "@/lib/server/content/content";

export const metadata: Metadata = {
  title: FEATURED_FINDS.link.label,
  description:
    "Our editors' pick of alcohol-free drinks, entertainment, health, lifestyle, sobriety and travel.",
};

export default async function FeaturedFindsPage() {
  return (
    <PageLayout variant="wide">
      <SectionIntro
        section="read"
        eyebrow="Read"
        title={FEATURED_FINDS.link.label}
        breadcrumbs={[
          { label: "Home", href: "/" },
          { label: "Read", href: "/read" },
          { label: FEATURED_FINDS.link.label },
        ]}
        standfirst="The things we think are worth your time: drinks to try, places to go and ideas for living well, gathered into six topics."
      />
      <CardGrid
        headingLevel={2}
        items={FEATURED_TOPICS.map((topic) => ({
          title: topic.label,
          href: topic.href,
          description: topic.description,
          art: <Illustration name={topic.illustration} />,
          tone: topic.tone,
          cta: "Explore",
        }))}
      />
      <PageSection id="newest-features" title="Newest features" link={{ label: "Every story", href: "/article" }}>
        <ArticleGrid articles={(await articlesInSection("features")).slice(0, 6)} label="Newest features" />
      </PageSection>
    </PageLayout>
  );
}
