import type { Metadata } from "next";
import { EpisodeList } from "@/components/listen/EpisodeList";
import { ShowGrid } from "@/components/listen/ShowGrid";
import { PageLayout } from "@/components/page/PageLayout";
import { PageSection } from "@/components/page/PageSection";
import { SearchForm } from "@/components/page/SearchForm";
import { SectionIntro } from "@/components/page/SectionIntro";
import { listenLink } from "@/lib/copy/listen";
import { canonicalHref } from "@/lib/navigation";
import { singleLine } from "@/lib/security/text";
import { searchPodcasts } from "@/lib/server/podcasts/queries";

export const metadata: Metadata = {
  title: "Search podcasts",
  description: "Search podcast episodes about alcohol-free living by guest, topic or show, including what was said.",
};

// Per request (it reads the query) with the nonce CSP (proxy.ts): it echoes what was typed.
export const dynamic = "force-dynamic";

type Props = { searchParams: Promise<{ q?: string | string[] }> };

export default async function SearchPodcastsPage({ searchParams }: Props) {
  const { q } = await searchParams;
  const query = singleLine((Array.isArray(q) ? q[0] : q) ?? "").slice(0, 100);
  const results = query ? await searchPodcasts(query) : null;
  const total = results ? results.shows.length + results.episodes.length : 0;
  return (
    <PageLayout variant="wide">
      <SectionIntro
        section="listen"
        current={listenLink("SEARCH").href}
        eyebrow="Listen"
        title="Search podcasts"
        standfirst="Looking for a particular guest, subject or show? Search every episode's title, notes and transcript."
      />
      <SearchForm action={canonicalHref(listenLink("SEARCH").href)} label="Search podcast episodes" placeholder="Try “sleep”, “marathon” or “shrub”" defaultValue={query} />
      {results && (
        <p role="status" data-testid="search-summary">
          {total ? `${total} result${total === 1 ? "" : "s"} for “${query}”` : `Nothing found for “${query}”. Try a different word, or browse all shows.`}
        </p>
      )}
      {results && results.shows.length > 0 && (
        <PageSection id="show-results" title="Shows">
          <ShowGrid shows={results.shows} />
        </PageSection>
      )}
      {results && results.episodes.length > 0 && (
        <PageSection id="episode-results" title="Episodes">
          <EpisodeList episodes={results.episodes} />
        </PageSection>
      )}
    </PageLayout>
  );
}
