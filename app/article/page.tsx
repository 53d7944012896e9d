import type { Metadata } from "next";
import type { SearchParams } from "@/lib/content/listing";
import { StoryListingPage } from "@/components/read/SectionListing";
import { articles } from "@/lib/server/content/content";

export const metadata: Metadata = {
  title: "Every story",
  description: "Every story we publish, newest first: news, opinion and features on alcohol-free living.",
  alternates: { canonical: "/article" },
};

export default async function ArticlesPage({ searchParams }: { searchParams: SearchParams }) {
  return (
    <StoryListingPage
      stories={await articles()}
      path="/article"
      title="Every story"
      label="Stories"
      breadcrumbs={[{ label: "Home", href: "/" }, { label: "Read", href: "/read" }, { label: "Every story" }]}
      standfirst="News, opinion and features from the whole magazine, newest first, each with its author, date and reading time."
      searchParams={searchParams}
    />
  );
}
