import type { Metadata } from "next";
import Link from "next/link";
import { PageHeader } from "@/components/page/PageHeader";
import { PageLayout } from "@/components/page/PageLayout";
import { postTime } from "@/lib/talk/format";
import styles from "@/components/talk/Talk.module.css";
import { markNotificationsRead, notificationsOf } from "@/lib/server/talk/queries";
import { requireAccountUser } from "@/lib/server/auth/session";
import { postPath } from "@/lib/talk/rules";

export const metadata: Metadata = { title: "Notifications · Talk", robots: { index: false } };
export const dynamic = "force-dynamic";

export default async function NotificationsPage() {
  const user = await requireAccountUser("/talk/notifications");
  const notifications = await notificationsOf(user.uid);
  // Opening the list reads them: the account menu's count goes back to zero.
  await markNotificationsRead(user.uid);
  return (
    <PageLayout variant="narrow">
      <PageHeader
        breadcrumbs={[
          { label: "Home", href: "/" },
          { label: "Talk", href: "/talk" },
          { label: "Notifications" },
        ]}
        title="Notifications"
        standfirst="Replies to your threads and posts, and quotes of what you wrote."
      />
      {notifications.length === 0 ? (
        <p className={styles.empty}>Nothing yet. When someone replies to your thread or quotes you, it shows here.</p>
      ) : (
        <ul className={styles.notifications} data-testid="notifications">
          {notifications.map((notification) => (
            <li key={notification.id} className={notification.read ? styles.read : styles.unread}>
              {notification.read ? null : <span className="visually-hidden">New: </span>}
              <strong>{notification.actor}</strong> {notification.kind === "quote" ? "quoted you in" : "replied in"}{" "}
              <Link href={postPath(notification.threadId, notification.threadSlug, notification.number)}>{notification.threadTitle}</Link>
              <span className={styles.threadMeta}>
                {" "}
                · <time dateTime={notification.createdAt}>{postTime(notification.createdAt)}</time>
              </span>
            </li>
          ))}
        </ul>
      )}
    </PageLayout>
  );
}
