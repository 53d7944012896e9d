// The maximised player's Up next queue, each episode with a button that takes it off the queue.
import type { Episode } from "@/lib/podcasts/types";
import { episodeKey } from "@/stores/player";
import styles from "./PlayerDetails.module.css";

export function PlayerUpNext({ queue, onRemove }: { queue: Episode[]; onRemove: (key: string) => void }) {
  return (
    <div>
      <h3 id="player-queue" className={styles.heading}>Up next</h3>
      {queue.length === 0 ? (
        <p className={styles.empty}>Nothing queued. Use “Add to Up next” on any episode.</p>
      ) : (
        <ol className={styles.chapters}>
          {queue.map((queued) => (
            <li key={episodeKey(queued)} className={styles.queued}>
              <span>
                <strong>{queued.episodeTitle}</strong> · {queued.podcastTitle}
              </span>
              <button type="button" className={styles.remove} onClick={() => onRemove(episodeKey(queued))} aria-label={`Remove ${queued.episodeTitle} from Up next`}>
                Remove
              </button>
            </li>
          ))}
        </ol>
      )}
    </div>
  );
}
