import type { Metadata } from "next";
import Link from "next/link";
import { notFound } from "next/navigation";
import { ChipNav } from "@/components/page/ChipNav";
import { ComingSoon } from "@/components/page/ComingSoon";
import { PageHeader } from "@/components/page/PageHeader";
import { PageLayout } from "@/components/page/PageLayout";
import { FEATURED_TOPICS, featuredTopicBySlug } from "@/lib/copy/read";
import { ArticleGrid } from "@/components/read/ArticleGrid";
import type { ArticleTopic } from "@/lib/content/schema";
import { FEATURED_FINDS, canonicalHref } from "@/lib/navigation";
import { articlesInTopic } from "@/lib/server/content/content";

// Exactly the six topics of FEATURED_FINDS; any other slug is a 404.
export const dynamicParams = false;

export function generateStaticParams() {
  return FEATURED_TOPICS.map((topic) => ({ topic: topic.slug }));
}

type Props = { params: Promise<{ topic: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { topic: slug } = await params;
  const topic = featuredTopicBySlug(slug);
  if (!topic) return {};
  return {
    title: `${topic.label}: ${FEATURED_FINDS.link.label}`,
    description: topic.description,
    alternates: { canonical: `/read/featured-finds/${topic.slug}` },
  };
}

export default async function FeaturedTopicPage({ params }: Props) {
  const { topic: slug } = await params;
  const topic = featuredTopicBySlug(slug);
  if (!topic) notFound();
  const stories = await articlesInTopic(topic.slug as ArticleTopic);

  return (
    <PageLayout variant="wide">
      <PageHeader
        breadcrumbs={[
          { label: "Home", href: "/" },
          { label: "Read", href: "/read" },
          { label: FEATURED_FINDS.link.label, href: FEATURED_FINDS.link.href },
          { label: topic.label },
        ]}
        eyebrow={FEATURED_FINDS.link.label}
        title={topic.label}
        standfirst={topic.description}
      />
      {stories.length > 0 ? (
        <section aria-label={`${topic.label} stories`}>
          <ArticleGrid articles={stories} label={`${topic.label} stories`} headingLevel={2} priorityCount={3} />
        </section>
      ) : (
        <ComingSoon
          title={`${topic.label} finds are on their way`}
          illustration={topic.illustration}
          actions={
            <Link href={canonicalHref(FEATURED_FINDS.link.href)} className="btn btn-outline">
              All featured finds
            </Link>
          }
        >
          <p>{topic.coming}</p>
        </ComingSoon>
      )}
      <ChipNav
        label="Other topics"
        showLabel
        links={FEATURED_TOPICS.filter((other) => other.slug !== topic.slug)}
      />
    </PageLayout>
  );
}
