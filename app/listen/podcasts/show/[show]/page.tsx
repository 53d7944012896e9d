import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { LibraryToggle } from "@/components/listen/EpisodeButtons";
import { EpisodeList } from "@/components/listen/EpisodeList";
import { showHref, SYNTHETIC_SHOW_NOTE } from "@/lib/podcasts/episode-data";
import { SubscribeMenu } from "@/components/listen/SubscribeMenu";
import { Breadcrumbs } from "@/components/page/Breadcrumbs";
import { PageLayout } from "@/components/page/PageLayout";
import { PageSection } from "@/components/page/PageSection";
import { subscribeFeed } from "@/lib/podcasts/subscribe-links";
import { listShows, showBySlug } from "@/lib/server/podcasts/queries";
import styles from "@/components/listen/Listen.module.css";

export const revalidate = 600;
// The shipped shows are prerendered; a show from PODCAST_FEEDS renders on its first visit.
export async function generateStaticParams() {
  return (await listShows()).map((show) => ({ show: show.slug }));
}

type Props = { params: Promise<{ show: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const found = await showBySlug((await params).show);
  if (!found) return {};
  const { show } = found;
  return {
    title: show.title,
    description: show.description.slice(0, 300),
    // The feed podcast apps and browsers discover from the page: the show's own, or a PODCAST_FEEDS show's original.
    alternates: { canonical: showHref(show.slug), types: { "application/rss+xml": [{ url: subscribeFeed(show).href, title: `${show.title} (podcast feed)` }] } },
    openGraph: { type: "website", title: show.title, description: show.description.slice(0, 300), images: [{ url: show.imageUrl }] },
  };
}

export default async function ShowPage({ params }: Props) {
  const found = await showBySlug((await params).show);
  if (!found) notFound();
  const { show, episodes } = found;
  const feed = subscribeFeed(show);
  const hosts = show.persons.filter((person) => person.role === "host").map((person) => person.name);
  return (
    <PageLayout variant="wide">
      <Breadcrumbs items={[{ label: "Home", href: "/" }, { label: "Listen", href: "/listen" }, { label: show.title }]} />
      <section className={styles.hero} aria-labelledby="show-title">
        {/* eslint-disable-next-line @next/next/no-img-element -- show artwork */}
        <img src={show.imageUrl} alt={`${show.title} artwork`} width={300} height={300} className={styles.heroArt} fetchPriority="high" />
        <div>
          <p className={styles.kicker}>Podcast · {episodes.length} episodes</p>
          <h1 id="show-title" className={styles.heroTitle}>{show.title}</h1>
          <p className={styles.meta}>Hosted by {hosts.length ? hosts.join(" and ") : show.author}</p>
          <ul className={styles.chips} aria-label="Categories">
            {show.categories.map((category) => (
              <li key={category.name} className={styles.chip}>
                {[category.name, ...category.subcategories].join(" › ")}
              </li>
            ))}
          </ul>
          <p className={styles.heroText}>{show.description}</p>
          {/* The site's own shows are voiced by espeak-ng; a PODCAST_FEEDS show is someone else's recording. */}
          {feed.own && <p className={styles.meta}>{SYNTHETIC_SHOW_NOTE}</p>}
          <div className={styles.heroActions}>
            <SubscribeMenu feedHref={feed.href} showTitle={show.title} own={feed.own} />
            <LibraryToggle kind="follow" show={show.slug} label={show.title} />
          </div>
        </div>
      </section>
      <PageSection id="episodes" title="Episodes">
        <EpisodeList episodes={episodes} showShow={false} />
      </PageSection>
    </PageLayout>
  );
}
