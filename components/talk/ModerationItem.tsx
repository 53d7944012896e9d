"use client";
// One reported post in the moderation queue: what was said, why it was reported, and the actions.
import Link from "next/link";
import { useRouter } from "next/navigation";
import type { QueueItem } from "@/lib/server/talk/moderation";
import { ErrorLine } from "./ErrorLine";
import { talkRequest } from "@/lib/talk/client";
import { useTalkAction } from "./use-talk-action";
import styles from "./Talk.module.css";

export function ModerationItem({ item, href }: { item: QueueItem; href: string }) {
  const router = useRouter();
  const { busy, error, run } = useTalkAction();
  async function act(action: "hide" | "restore" | "dismiss") {
    if (await run(() => talkRequest(`/moderation/posts/${item.postId}`, "POST", { action }))) router.refresh();
  }
  return (
    <article className={styles.queueItem} aria-label={`Post by ${item.author} in ${item.threadTitle}`}>
      <p className={styles.threadMeta}>
        <strong>{item.author}</strong> in <Link href={href}>{item.threadTitle}</Link> · {item.reports.length} {item.reports.length === 1 ? "report" : "reports"}
        {item.hidden ? <span className={styles.flag}>Hidden</span> : null}
      </p>
      <blockquote className={styles.queueBody}>{item.body.length > 600 ? `${item.body.slice(0, 600)}…` : item.body}</blockquote>
      <ul className={styles.reasons} aria-label="Reasons given">
        {item.reports.map((report, index) => (
          <li key={index}>{report.reason}</li>
        ))}
      </ul>
      <div className={styles.buttons}>
        {item.hidden ? (
          <button type="button" className="btn btn-outline btn-small" disabled={busy} onClick={() => act("restore")}>
            Restore post
          </button>
        ) : (
          <button type="button" className="btn btn-pink btn-small" disabled={busy} onClick={() => act("hide")}>
            Hide post
          </button>
        )}
        <button type="button" className="btn btn-outline btn-small" disabled={busy} onClick={() => act(item.hidden ? "hide" : "dismiss")}>
          {item.hidden ? "Keep hidden" : "Dismiss reports"}
        </button>
      </div>
      <ErrorLine error={error} />
    </article>
  );
}
