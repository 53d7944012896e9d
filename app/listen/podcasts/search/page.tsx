import type { Metadata } from "next";
import Link from "next/link";
import { ComingSoon } from "@/components/page/ComingSoon";
import { PageLayout } from "@/components/page/PageLayout";
import { SearchForm } from "@/components/page/SearchForm";
import { SectionIntro } from "@/components/page/SectionIntro";
import { listenLink } from "@/components/page/copy/listen";
import { canonicalHref } from "@/lib/navigation";

export const metadata: Metadata = {
  title: "Search podcasts",
  description: "Search podcast episodes about alcohol-free living by guest, topic or show.",
};

type Props = { searchParams: Promise<{ q?: string | string[] }> };

export default async function SearchPodcastsPage({ searchParams }: Props) {
  const { q } = await searchParams;
  const query = (Array.isArray(q) ? q[0] : q)?.trim() ?? "";
  const searchHref = canonicalHref(listenLink("SEARCH").href);

  return (
    <PageLayout variant="wide">
      <SectionIntro
        section="listen"
        current={listenLink("SEARCH").href}
        eyebrow="Listen"
        title="Search podcasts"
        standfirst="Looking for a particular guest, subject or show? Search every episode."
      />
      <SearchForm
        action={searchHref}
        label="Search podcast episodes"
        placeholder="Try “sleep”, “dry January” or “mocktails”"
        defaultValue={query}
      />
      {query ? (
        <ComingSoon
          title={`Results for “${query}” are on their way`}
          illustration="listen"
          actions={
            <Link href={canonicalHref(listenLink("BROWSE").href)} className="btn btn-outline">
              Browse podcasts
            </Link>
          }
        >
          <p>
            Episode search arrives with our first shows. Until then, browsing by theme is the best
            way to find something to listen to.
          </p>
        </ComingSoon>
      ) : null}
    </PageLayout>
  );
}
