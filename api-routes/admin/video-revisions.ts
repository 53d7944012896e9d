import { compareVideoRevisions, restoreVideoRevision, videoRevisions } from "@/lib/server/watch/video-revisions";
import { slugRevisionRoutes } from "./revision-routes";
import { videoNotFound, videoSlug } from "./videos";

// /api/admin/content/videos/<slug>/revisions: a WATCH video's saved versions
// (lib/server/watch/video-revisions.ts), as a lesson's (./lesson-revisions.ts), through the routes a
// playlist's share (./revision-routes.ts). Editors only (the verified token's `editor` claim); a
// restore takes no body (an empty JSON object at most) and publishes at once, as a save does.

export const { handleRevisions: handleVideoRevisions, handleRestore: handleVideoRestore } = slugRevisionRoutes({
  noun: "video",
  slugOf: videoSlug,
  notFound: videoNotFound,
  list: videoRevisions,
  compare: compareVideoRevisions,
  restore: restoreVideoRevision,
});
