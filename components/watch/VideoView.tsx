// A video's page: a native <video> (keyboard-operable controls, captions on by choice, nothing
// downloaded until asked), notes, the transcript read from its captions, products and more videos.
import { Breadcrumbs } from "@/components/page/Breadcrumbs";
import { PageSection } from "@/components/page/PageSection";
import { formatDate } from "@/lib/content/read-format";
import { ShopTheStory } from "@/components/read/ShopTheStory";
import type { ProductSummary } from "@/lib/catalogue/types";
import { formatClock } from "@/lib/content/vtt";
import type { Video } from "@/lib/server/content/content";
import { VIDEO_THEME_COPY } from "@/lib/content/watch-themes";
import { videoTypeOf } from "@/lib/watch/video-file-paths";
import { VideoGrid } from "./VideoGrid";
import styles from "./VideoView.module.css";

export const TRANSCRIPT_TITLE = "Transcript";

export function VideoView({ video, products, related }: { video: Video; products: ProductSummary[]; related: Video[] }) {
  const theme = VIDEO_THEME_COPY[video.theme];
  return (
    <article className={styles.page}>
      <header className={styles.header}>
        <Breadcrumbs items={[{ label: "Home", href: "/" }, { label: "Watch", href: "/watch" }, { label: video.title }]} />
        <p className={styles.theme}>{theme.label}</p>
        <h1 className={styles.title}>{video.title}</h1>
        <p className={styles.meta}>
          <time dateTime={video.date}>{formatDate(video.date)}</time> · {formatClock(video.duration)}
        </p>
      </header>

      <div className={styles.player}>
        <video
          className={styles.video}
          controls
          preload="none"
          playsInline
          poster={video.poster.image}
          width={640}
          height={360}
          aria-label={`${video.title} (video, ${formatClock(video.duration)})`}
          data-testid="video-player"
        >
          <source src={video.video} type={videoTypeOf(video.video)} />
          <track kind="captions" src={video.captions} srcLang="en" label="English" />
          <p>
            Your browser cannot play this video. <a href={video.video}>Download it</a> or read the transcript below.
          </p>
        </video>
      </div>

      <div className={styles.columns}>
        <div className={styles.main}>
          <p className={styles.description}>{video.description}</p>
          {video.notesHtml && <div className={styles.notes} dangerouslySetInnerHTML={{ __html: video.notesHtml }} />}
          <section aria-labelledby="transcript" className={styles.transcript}>
            <h2 id="transcript">{TRANSCRIPT_TITLE}</h2>
            <ol data-testid="transcript">
              {video.transcript.map((cue) => (
                <li key={cue.start}>
                  <span className={styles.stamp}>{formatClock(cue.start)}</span>
                  <span>{cue.text}</span>
                </li>
              ))}
            </ol>
          </section>
        </div>
        {products.length > 0 && (
          <div className={styles.aside}>
            <ShopTheStory products={products} title="In this video" />
          </div>
        )}
      </div>

      {related.length > 0 && (
        <PageSection id="more-videos" title="Watch next">
          <VideoGrid videos={related} label="More videos" />
        </PageSection>
      )}
    </article>
  );
}
