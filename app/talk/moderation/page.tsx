import type { Metadata } from "next";
import Link from "next/link";
import { PageHeader } from "@/components/page/PageHeader";
import { PageLayout } from "@/components/page/PageLayout";
import { postTime } from "@/lib/talk/format";
import { ModerationItem } from "@/components/talk/ModerationItem";
import styles from "@/components/talk/Talk.module.css";
import { moderationQueue, recentModActions } from "@/lib/server/talk/moderation";
import { requireAccountUser } from "@/lib/server/auth/session";
import { talkViewer } from "@/lib/server/talk/viewer";
import { postPath } from "@/lib/talk/rules";

export const metadata: Metadata = { title: "Moderation · Talk", robots: { index: false } };
export const dynamic = "force-dynamic";

export default async function ModerationPage() {
  await requireAccountUser("/talk/moderation");
  const viewer = await talkViewer();
  if (!viewer?.moderator) {
    return (
      <PageLayout variant="narrow">
        <PageHeader title="Moderators only" standfirst="This page is for TALK's moderators." />
        <p className={styles.empty}>
          If you&rsquo;ve seen a post that breaks the guidelines, use &ldquo;Report&rdquo; under it and a moderator will take a look. <Link href="/talk">Back to Talk</Link>
        </p>
      </PageLayout>
    );
  }
  const [queue, actions] = await Promise.all([moderationQueue(), recentModActions()]);
  return (
    <PageLayout variant="wide">
      <PageHeader
        breadcrumbs={[
          { label: "Home", href: "/" },
          { label: "Talk", href: "/talk" },
          { label: "Moderation" },
        ]}
        title="Moderation queue"
        standfirst="Reported posts, most reported first. A post reported by three members is hidden until you review it."
      />
      <section aria-labelledby="queue-title" className={styles.modSection}>
        <h2 id="queue-title" className={styles.editorTitle}>
          Reported posts ({queue.length})
        </h2>
        {queue.length === 0 ? (
          <p className={styles.empty}>Nothing to review. The community is behaving itself.</p>
        ) : (
          <ul className={styles.queue} data-testid="moderation-queue">
            {queue.map((item) => (
              <li key={item.postId}>
                <ModerationItem item={item} href={postPath(item.threadId, item.threadSlug, item.number)} />
              </li>
            ))}
          </ul>
        )}
      </section>
      <section aria-labelledby="log-title" className={styles.modSection}>
        <h2 id="log-title" className={styles.editorTitle}>
          Recent actions
        </h2>
        {actions.length === 0 ? (
          <p className={styles.empty}>No moderator actions yet.</p>
        ) : (
          <ul className={styles.modLog}>
            {actions.map((action, index) => (
              <li key={index}>
                <strong>{action.moderator}</strong> {action.action} {action.postId ? `post ${action.postId}` : `thread ${action.threadId}`} ·{" "}
                <time dateTime={action.at}>{postTime(action.at)}</time>
              </li>
            ))}
          </ul>
        )}
      </section>
    </PageLayout>
  );
}
