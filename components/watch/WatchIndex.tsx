// WATCH: the newest videos first, then every video by series. The page hands in the videos (the
// newsroom's, through the data cache); with none yet, a friendly note instead of empty grids.
import Link from "next/link";
import { ComingSoon } from "@/components/page/ComingSoon";
import { PageSection } from "@/components/page/PageSection";
import { SectionIntro } from "@/components/page/SectionIntro";
import { VIDEO_THEMES } from "@/lib/content/schema";
import type { Video } from "@/lib/server/content/content";
import { VIDEO_THEME_COPY } from "@/lib/content/watch-themes";
import { VideoGrid } from "./VideoGrid";
import styles from "./WatchIndex.module.css";

const NEWEST_COUNT = 4;

export function WatchIndex({ videos }: { videos: Video[] }) {
  const series = VIDEO_THEMES.map((theme) => ({ theme, videos: videos.filter((video) => video.theme === theme) })).filter((entry) => entry.videos.length > 0);
  return (
    <>
      <SectionIntro
        section="watch"
        eyebrow="Videos"
        standfirst="Pull up a chair: short films to learn from, laugh along with and mix a drink to. Every video has captions and a full transcript."
      />
      {videos.length === 0 ? (
        <ComingSoon
          title="Our first videos are on their way"
          illustration="watch"
          actions={
            <Link href="/read" className="btn btn-outline">
              Read our stories
            </Link>
          }
        >
          <p>Recipes to mix, honest taste tests, real stories and expert answers, each with captions and a transcript.</p>
        </ComingSoon>
      ) : (
        <>
          <nav aria-label="Series" className={styles.series}>
            <ul>
              {series.map(({ theme }) => (
                <li key={theme}>
                  <a href={`#${theme}`}>{VIDEO_THEME_COPY[theme].label}</a>
                </li>
              ))}
            </ul>
          </nav>
          <PageSection id="watch-newest" title="Newest">
            <VideoGrid videos={videos.slice(0, NEWEST_COUNT)} label="Newest videos" priorityCount={NEWEST_COUNT} />
          </PageSection>
          {series.map(({ theme, videos: inSeries }) => (
            <PageSection key={theme} id={theme} title={VIDEO_THEME_COPY[theme].label} intro={VIDEO_THEME_COPY[theme].text}>
              <VideoGrid videos={inSeries} label={`${VIDEO_THEME_COPY[theme].label} videos`} />
            </PageSection>
          ))}
        </>
      )}
    </>
  );
}
