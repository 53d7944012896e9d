import type { Metadata } from "next";
import { PageLayout } from "@/components/page/PageLayout";
import { SectionIntro } from "@/components/page/SectionIntro";
import { ArticleListing } from "@/components/read/ArticleListing";
import { requestedPage, type SearchParams } from "@/components/read/listing";
import { articles } from "@/lib/server/content";

export const metadata: Metadata = {
  title: "Every story",
  description: "Every story we publish, newest first: news, opinion and features on alcohol-free living.",
  alternates: { canonical: "/article" },
};

export default async function ArticlesPage({ searchParams }: { searchParams: SearchParams }) {
  const page = await requestedPage(articles(), searchParams);
  return (
    <PageLayout variant="wide">
      <ArticleListing
        header={
          <SectionIntro
            section="read"
            eyebrow="Read"
            title={page.page > 1 ? `Every story: page ${page.page}` : "Every story"}
            breadcrumbs={[{ label: "Home", href: "/" }, { label: "Read", href: "/read" }, { label: "Every story" }]}
            standfirst="News, opinion and features from the whole magazine, newest first, each with its author, date and reading time."
          />
        }
        page={page}
        path="/article"
        label="Stories"
      />
    </PageLayout>
  );
}
