import "server-only";
import { and, eq, lte, sql } from "drizzle-orm";
import type { StaffMember } from "@/lib/admin/contract";
import { utcToUkLocalInput } from "@/lib/content/uk-time";
import { recordActivity } from "../admin/activity";
import { getDb } from "../platform/db";
import { stories } from "../schema";
import { refreshStories } from "./cached-stories";

// Scheduled stories go live here and nowhere else. The schedule is the stories table itself
// (status "scheduled" with publish_at), so it survives a restart: a story that fell due while the
// site was down is published by the first run after start. Each instance runs the job every
// STORY_JOB_INTERVAL_MS; rows are claimed with FOR UPDATE SKIP LOCKED and flipped in the same
// transaction, so in a cluster each story is published exactly once, by whichever instance got
// there first. The job runs inside a request to the instance's own /api/internal/stories/publish-due
// (instrumentation cannot expire Next's cache tags), guarded by a key only this process knows
// (./story-job.ts).

export const SCHEDULER: StaffMember = { uid: "scheduler", email: null };

/** Publishes every scheduled story whose time has come; returns their slugs. */
export async function publishDueStories(now = new Date()): Promise<string[]> {
  const db = await getDb();
  const published = await db.transaction(async (tx) => {
    const due = await tx
      .select({ id: stories.id, slug: stories.slug, publishAt: stories.publishAt, publishedAt: stories.publishedAt, date: stories.date })
      .from(stories)
      .where(and(eq(stories.status, "scheduled"), lte(stories.publishAt, now)))
      .for("update", { skipLocked: true });
    for (const story of due) {
      const at = story.publishAt ?? now;
      await tx
        .update(stories)
        .set({
          status: "published",
          publishAt: null,
          publishedAt: story.publishedAt ?? at,
          date: story.date ?? utcToUkLocalInput(at).slice(0, 10),
          updatedAt: sql`now()`,
          updatedBy: SCHEDULER.uid,
        })
        .where(eq(stories.id, story.id));
      await recordActivity(tx, { member: SCHEDULER, action: "story.publish", subject: story.slug, before: { status: "scheduled" }, after: { status: "published", publishAt: at.toISOString() } });
    }
    return due.map((story) => story.slug);
  });
  if (published.length) await refreshStories();
  return published;
}
