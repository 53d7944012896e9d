import { z } from "zod";
import { revisionIdOf } from "@/lib/admin/revision-id";
import { compareVideoRevisions, restoreVideoRevision, videoRevisions } from "@/lib/server/watch/video-revisions";
import { json, jsonError, refuseUnexpectedBody, withDatabase } from "../http";
import { authoriseEditor } from "./staff-auth";
import { videoNotFound, videoSlug } from "./videos";

// /api/admin/content/videos/<slug>/revisions: a WATCH video's saved versions
// (lib/server/watch/video-revisions.ts), as a lesson's (./lesson-revisions.ts). Editors only (the
// verified token's `editor` claim); a restore takes no body (an empty JSON object at most) and
// publishes at once, as a save does.

type VideoContext = { params: Promise<{ slug: string }> };
type RevisionContext = { params: Promise<{ slug: string; revision: string }> };

const MAX_RESTORE_BODY_BYTES = 1024;
const noBody = z.strictObject({});

const revisionNotFound = () => jsonError(404, "revisionNotFound", "That revision is not one of this video's.");

/** GET …/revisions: newest first. GET …/revisions?from=<id>&to=<id, or absent for the video now>: the two compared. */
export async function handleVideoRevisions(request: Request, context: VideoContext): Promise<Response> {
  const auth = await authoriseEditor(request);
  if ("response" in auth) return auth.response;
  const slug = await videoSlug(context);
  if (!slug) return videoNotFound();
  const query = new URL(request.url).searchParams;
  if (!query.has("from")) {
    return withDatabase(async () => {
      const revisions = await videoRevisions(slug);
      return revisions ? json({ data: { revisions } }) : videoNotFound();
    });
  }
  const from = revisionIdOf(query.get("from"));
  const to = query.has("to") ? revisionIdOf(query.get("to")) : null;
  if (!from || (query.has("to") && !to)) return jsonError(400, "invalidRevision", "Choose two revisions of this video.");
  return withDatabase(async () => {
    const comparison = await compareVideoRevisions(slug, from, to);
    return comparison ? json({ data: { comparison } }) : jsonError(404, "revisionNotFound", "Those revisions are not this video's.");
  });
}

/** POST …/revisions/<id>/restore: the video as it was at that revision, saved and published as a new revision. */
export async function handleVideoRestore(request: Request, context: RevisionContext): Promise<Response> {
  const auth = await authoriseEditor(request);
  if ("response" in auth) return auth.response;
  const refused = await refuseUnexpectedBody(request, MAX_RESTORE_BODY_BYTES, noBody);
  if (refused) return refused;
  const slug = await videoSlug(context);
  if (!slug) return videoNotFound();
  const id = revisionIdOf((await context.params).revision);
  if (!id) return revisionNotFound();
  return withDatabase(async () => {
    const outcome = await restoreVideoRevision(auth.member, slug, id);
    return outcome.ok ? json({ data: { video: outcome.video } }) : json({ code: outcome.code, message: outcome.message }, outcome.status);
  });
}
