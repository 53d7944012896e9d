import type { Metadata } from "next";
import Link from "next/link";
import { notFound } from "next/navigation";
import { EpisodeButtons, LibraryToggle } from "@/components/listen/EpisodeButtons";
import { ChapterList } from "@/components/listen/ChapterList";
import { EpisodeList } from "@/components/listen/EpisodeList";
import { NotesHtml } from "@/components/listen/NotesHtml";
import { episodeHref, formatEpisodeDate, formatMinutes, showHref, toPlayerEpisode } from "@/lib/podcasts/episode-data";
import { Breadcrumbs } from "@/components/page/Breadcrumbs";
import { PageLayout } from "@/components/page/PageLayout";
import { PageSection } from "@/components/page/PageSection";
import { SITE_URL } from "@/lib/constants";
import { formatClock } from "@/lib/content/vtt";
import { episodeBySlugs, episodeSlugs, showEpisodes } from "@/lib/server/podcasts/queries";
import styles from "@/components/listen/Listen.module.css";

export const revalidate = 600;
// The shipped episodes are prerendered; new ones from a refreshed feed render on their first visit.
export async function generateStaticParams() {
  return (await episodeSlugs()).map((episode) => ({ show: episode.showSlug, slug: episode.slug }));
}

type Props = { params: Promise<{ show: string; slug: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { show: showSlug, slug } = await params;
  const found = await episodeBySlugs(showSlug, slug);
  if (!found) return {};
  const { show, episode } = found;
  return {
    title: `${episode.title} · ${show.title}`,
    description: episode.summary,
    alternates: { canonical: episodeHref(show.slug, episode.slug) },
    openGraph: { type: "music.song", title: episode.title, description: episode.summary, images: [{ url: show.imageUrl }], audio: [{ url: episode.audioUrl, type: episode.audioType }] },
  };
}

const absolute = (url: string) => (url.startsWith("/") ? `${SITE_URL}${url}` : url);

export default async function EpisodePage({ params }: Props) {
  const { show: showSlug, slug } = await params;
  const found = await episodeBySlugs(showSlug, slug);
  if (!found) notFound();
  const { show, episode } = found;
  const playerEpisode = toPlayerEpisode({ ...episode, show });
  const more = (await showEpisodes(show.id)).filter((other) => other.slug !== episode.slug).slice(0, 3);
  const jsonLd = {
    "@context": "https://schema.org",
    "@type": "PodcastEpisode",
    name: episode.title,
    description: episode.summary,
    datePublished: episode.publishedAt.toISOString(),
    url: absolute(episodeHref(show.slug, episode.slug)),
    timeRequired: episode.durationSeconds ? `PT${episode.durationSeconds}S` : undefined,
    associatedMedia: { "@type": "MediaObject", contentUrl: absolute(episode.audioUrl), encodingFormat: episode.audioType },
    partOfSeries: { "@type": "PodcastSeries", name: show.title, url: absolute(showHref(show.slug)) },
    actor: episode.persons.map((person) => ({ "@type": "Person", name: person.name })),
  };
  return (
    <PageLayout variant="wide">
      <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: JSON.stringify(jsonLd).replace(/</g, "\\u003c") }} />
      <Breadcrumbs items={[{ label: "Home", href: "/" }, { label: "Listen", href: "/listen" }, { label: show.title, href: showHref(show.slug) }, { label: episode.title }]} />
      <section className={styles.hero} aria-labelledby="episode-title">
        {/* eslint-disable-next-line @next/next/no-img-element -- show artwork */}
        <img src={show.imageUrl} alt={`${show.title} artwork`} width={300} height={300} className={styles.heroArt} fetchPriority="high" />
        <div>
          <Link href={showHref(show.slug)} className={styles.kicker}>
            {show.title}
          </Link>
          <h1 id="episode-title" className={styles.heroTitle}>{episode.title}</h1>
          <p className={styles.meta}>
            <time dateTime={episode.publishedAt.toISOString()}>{formatEpisodeDate(episode.publishedAt)}</time>
            {episode.durationSeconds ? ` · ${formatMinutes(episode.durationSeconds)}` : ""}
            {episode.persons.length ? ` · With ${episode.persons.map((p) => p.name).join(", ")}` : ""}
          </p>
          <p className={styles.heroText}>{episode.summary}</p>
          <div className={styles.heroActions}>
            <EpisodeButtons episode={playerEpisode} shareTime />
            <LibraryToggle kind="save" show={show.slug} slug={episode.slug} label={episode.title} />
          </div>
        </div>
      </section>
      <div className={styles.episodeLayout}>
        <div>
          <PageSection id="notes" title="Show notes">
            <NotesHtml className={styles.notes} html={episode.notesHtml} />
          </PageSection>
          {episode.chapters.length > 0 && (
            <PageSection id="chapters" title="Chapters">
              <ChapterList episode={playerEpisode} chapters={episode.chapters} />
            </PageSection>
          )}
          {episode.transcript.length > 0 && (
            <PageSection id="transcript" title="Transcript">
              <div className={styles.transcript}>
                {episode.transcript.map((cue) => (
                  <p key={cue.start}>
                    <span className={styles.stamp}>{formatClock(cue.start)}</span>
                    {cue.speaker && <strong>{cue.speaker}: </strong>}
                    {cue.text}
                  </p>
                ))}
              </div>
            </PageSection>
          )}
        </div>
        {more.length > 0 && (
          <section aria-labelledby="more-from-show" className={styles.aside}>
            <h2 id="more-from-show" className={styles.asideTitle}>
              More from {show.title}
            </h2>
            <EpisodeList episodes={more} showShow={false} />
          </section>
        )}
      </div>
    </PageLayout>
  );
}
