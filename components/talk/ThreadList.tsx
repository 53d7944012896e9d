import Link from "next/link";
import { categoryPath, threadPath } from "@/lib/talk/rules";
import type { ThreadSummary } from "@/lib/server/talk/queries";
import { Avatar } from "./Avatar";
import { plural, postDate } from "@/lib/talk/format";
import styles from "./Talk.module.css";

/** Threads as rows: title, category, who started it, replies and the last activity. */
export function ThreadList({ threads, showCategory = true, label }: { threads: ThreadSummary[]; showCategory?: boolean; label: string }) {
  if (threads.length === 0) return <p className={styles.empty}>No threads yet. Why not start one?</p>;
  return (
    <ul className={styles.threads} aria-label={label}>
      {threads.map((thread) => (
        <li key={thread.id} className={styles.threadRow}>
          <Avatar name={thread.author.name} url={thread.author.avatarUrl} uid={thread.author.uid} />
          <div className={styles.threadMain}>
            <Link href={threadPath(thread.id, thread.slug)} className={styles.threadTitle}>
              {thread.pinned ? <span className={styles.flag}>Pinned</span> : null}
              {thread.locked ? <span className={styles.flag}>Locked</span> : null}
              {thread.title}
            </Link>
            <p className={styles.threadMeta}>
              {showCategory ? (
                <>
                  <Link href={categoryPath(thread.category.slug)} className={styles.categoryChip}>
                    {thread.category.name}
                  </Link>{" "}
                </>
              ) : null}
              Started by {thread.author.name}
            </p>
          </div>
          <p className={styles.threadStats}>
            <span>{plural(thread.replyCount, "reply", "replies")}</span>
            <span>
              Last post <time dateTime={thread.lastPostedAt}>{postDate(thread.lastPostedAt)}</time>
            </span>
          </p>
        </li>
      ))}
    </ul>
  );
}
