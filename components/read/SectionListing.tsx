// READ's story listings (NEWS, OPINION and every story at /article): newest first, twelve a page
// (`?page=`).
import type { Metadata } from "next";
import { PageLayout } from "@/components/page/PageLayout";
import { SectionIntro } from "@/components/page/SectionIntro";
import { readLink } from "@/lib/copy/read";
import type { Crumb } from "@/components/page/Breadcrumbs";
import { articlesInSection, type Article } from "@/lib/server/content/content";
import { ArticleListing } from "./ArticleListing";
import { requestedPage, type SearchParams } from "@/lib/content/listing";

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

interface StoryListingPageProps {
  stories: Article[];
  /** The listing's path; page n is `${path}?page=n`. */
  path: string;
  title: string;
  label: string;
  standfirst: string;
  /** The READ sub-link this page is, when it is one (NEWS, OPINION). */
  current?: string;
  breadcrumbs?: Crumb[];
  searchParams: SearchParams;
}

/** A READ listing page: its header, then the stories on the page `?page=` asks for (or a 404). */
export async function StoryListingPage({ stories, path, title, label, standfirst, current, breadcrumbs, searchParams }: StoryListingPageProps) {
  const page = await requestedPage(stories, searchParams);
  return (
    <PageLayout variant="wide">
      <ArticleListing
        header={
          <SectionIntro
            section="read"
            current={current}
            eyebrow="Read"
            title={page.page > 1 ? `${title}: page ${page.page}` : title}
            breadcrumbs={breadcrumbs}
            standfirst={standfirst}
          />
        }
        page={page}
        path={path}
        label={label}
      />
    </PageLayout>
  );
}

export async function SectionListing({ section, searchParams }: { section: ListedSection; searchParams: SearchParams }) {
  const copy = COPY[section];
  return (
    <StoryListingPage
      stories={await articlesInSection(section)}
      path={`/read/${section}`}
      title={copy.title}
      label={`${copy.title} stories`}
      standfirst={copy.standfirst}
      current={readLink(copy.link).href}
      searchParams={searchParams}
    />
  );
}
