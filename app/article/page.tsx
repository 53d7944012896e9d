import type { Metadata } from "next";
import { CardGrid } from "@/components/page/CardGrid";
import { ComingSoon } from "@/components/page/ComingSoon";
import { PageLayout } from "@/components/page/PageLayout";
import { PageSection } from "@/components/page/PageSection";
import { SectionIntro } from "@/components/page/SectionIntro";
import { readLink } from "@/components/page/copy/read";
import { FEATURED_FINDS } from "@/lib/navigation";

export const metadata: Metadata = {
  title: "Articles",
  description: "Every article on the site, from news and opinion to featured finds.",
};

export default function ArticlesPage() {
  return (
    <PageLayout variant="wide">
      <SectionIntro
        section="read"
        eyebrow="Read"
        title="Articles"
        standfirst="Every story we publish lives here, each on its own page, with its author, the date and related reading."
      />
      <ComingSoon title="The article index is being built" illustration="read">
        <p>
          As articles are published they&rsquo;ll be listed here, newest first. Each one will have
          an &ldquo;About The Author&rdquo; box, so you know who&rsquo;s writing and why.
        </p>
      </ComingSoon>
      <PageSection id="article-kinds" title="What we publish">
        <CardGrid
          headingLevel={3}
          items={[
            {
              title: "News",
              href: readLink("NEWS").href,
              description: "New drinks, new research and changes in the drinks world.",
              cta: "Go to news",
            },
            {
              title: "Opinion",
              href: readLink("OPINION").href,
              description: "Columns and essays from people living alcohol-free, or trying to.",
              cta: "Go to opinion",
            },
            {
              title: FEATURED_FINDS.link.label,
              href: FEATURED_FINDS.link.href,
              description: "Hand-picked drinks, places and ideas in six topics.",
              cta: "Go to featured finds",
            },
          ]}
        />
      </PageSection>
    </PageLayout>
  );
}
