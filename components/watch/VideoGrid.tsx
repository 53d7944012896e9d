import type { Video } from "@/lib/server/content/content";
import { VideoCard } from "./VideoCard";
import styles from "./VideoGrid.module.css";

export function VideoGrid({ videos, label, headingLevel = 3, priorityCount = 0 }: { videos: Video[]; label: string; headingLevel?: 2 | 3; priorityCount?: number }) {
  return (
    <ul className={styles.grid} aria-label={label}>
      {videos.map((video, index) => (
        <li key={video.slug}>
          <VideoCard video={video} headingLevel={headingLevel} priority={index < priorityCount} />
        </li>
      ))}
    </ul>
  );
}
