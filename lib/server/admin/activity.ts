import "server-only";
import type { ActivityPage, ActivityQuery } from "@/lib/admin/contract";

// The activity log of every staff action. (Being written: signatures are final.)

/** One page of the log, newest first, filtered by member uid and action. */
export async function activityPage(query: ActivityQuery): Promise<ActivityPage> {
  throw new Error(`not yet: ${JSON.stringify(query)}`);
}
