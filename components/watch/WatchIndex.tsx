// WATCH: the newest videos first, then every video by series.
import { PageSection } from "@/components/page/PageSection";
import { SectionIntro } from "@/components/page/SectionIntro";
import { VIDEO_THEMES } from "@/lib/content/schema";
import { videos, videosInTheme } from "@/lib/server/content/content";
import { VIDEO_THEME_COPY } from "@/lib/content/watch-themes";
import { VideoGrid } from "./VideoGrid";
import styles from "./WatchIndex.module.css";

const NEWEST_COUNT = 4;

export function WatchIndex() {
  const themes = VIDEO_THEMES.filter((theme) => videosInTheme(theme).length > 0);
  return (
    <>
      <SectionIntro
        section="watch"
        eyebrow="Videos"
        standfirst="Pull up a chair: short films to learn from, laugh along with and mix a drink to. Every video has captions and a full transcript."
      />
      <nav aria-label="Series" className={styles.series}>
        <ul>
          {themes.map((theme) => (
            <li key={theme}>
              <a href={`#${theme}`}>{VIDEO_THEME_COPY[theme].label}</a>
            </li>
          ))}
        </ul>
      </nav>
      <PageSection id="watch-newest" title="Newest">
        <VideoGrid videos={videos().slice(0, NEWEST_COUNT)} label="Newest videos" priorityCount={NEWEST_COUNT} />
      </PageSection>
      {themes.map((theme) => (
        <PageSection key={theme} id={theme} title={VIDEO_THEME_COPY[theme].label} intro={VIDEO_THEME_COPY[theme].text}>
          <VideoGrid videos={videosInTheme(theme)} label={`${VIDEO_THEME_COPY[theme].label} videos`} />
        </PageSection>
      ))}
    </>
  );
}
