import { isStoryJobKey, STORY_JOB_KEY_HEADER } from "@/lib/server/content/story-job";
import { publishDueStories } from "@/lib/server/content/story-schedule";
import { json, jsonError, withDatabase } from "./http";

// POST /api/internal/stories/publish-due: the publishing job, run by this instance's own timer
// (lib/server/content/story-job.ts). Anyone else gets 404, as if the route did not exist.

export async function handlePublishDue(request: Request): Promise<Response> {
  if (!isStoryJobKey(request.headers.get(STORY_JOB_KEY_HEADER))) return jsonError(404, "notFound", "Not found.");
  return withDatabase(async () => json({ data: { published: await publishDueStories() } }));
}
