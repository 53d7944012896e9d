// NEWS and OPINION: a section's stories, newest first, twelve a page (`?page=`).
import type { Metadata } from "next";
import { PageLayout } from "@/components/page/PageLayout";
import { SectionIntro } from "@/components/page/SectionIntro";
import { readLink } from "@/components/page/copy/read";
import { articlesInSection } from "@/lib/server/content";
import { ArticleListing } from "./ArticleListing";
import { requestedPage, type SearchParams } from "./listing";

type ListedSection = "news" | "opinion";

const COPY: Record<ListedSection, { title: string; link: "NEWS" | "OPINION"; description: string; standfirst: string }> = {
  news: {
    title: "News",
    link: "NEWS",
    description: "The latest news on alcohol-free drinks, research on alcohol and health, and the drinks industry.",
    standfirst: "What's happening in the world of alcohol-free: new drinks, new research and the changes that affect how we drink.",
  },
  opinion: {
    title: "Opinion",
    link: "OPINION",
    description: "Columns and guest essays on sobriety, moderation, drinking culture and alcohol-free living.",
    standfirst: "Columnists and guest writers on sobriety, moderation, culture and the drinks we love: one clear argument at a time.",
  },
};

export function sectionMetadata(section: ListedSection): Metadata {
  const { title, description } = COPY[section];
  return { title, description, alternates: { canonical: `/read/${section}` } };
}

export async function SectionListing({ section, searchParams }: { section: ListedSection; searchParams: SearchParams }) {
  const copy = COPY[section];
  const page = await requestedPage(articlesInSection(section), searchParams);
  return (
    <PageLayout variant="wide">
      <ArticleListing
        header={
          <SectionIntro
            section="read"
            current={readLink(copy.link).href}
            eyebrow="Read"
            title={page.page > 1 ? `${copy.title}: page ${page.page}` : copy.title}
            standfirst={copy.standfirst}
          />
        }
        page={page}
        path={`/read/${section}`}
        label={`${copy.title} stories`}
      />
    </PageLayout>
  );
}
