import { editSchema, moderatePostSchema, moderateThreadSchema, newThreadSchema, replySchema, reportSchema, routeId, TALK_MESSAGES, threadPath } from "@/lib/talk/rules";
import { actorOf, type Actor } from "@/lib/server/talk/members";
import { moderatePost, moderateThread } from "@/lib/server/talk/moderation";
import { createReply, createThread, deletePost, editPost, reportPost, setLike, type Refusal } from "@/lib/server/talk/posting";
import { unreadNotifications } from "@/lib/server/talk/queries";
import { requireUser } from "./auth";
import { databaseUnavailable, json, jsonError, readJsonBody } from "./http";

// /api/talk: writing in the community. Every action needs a member known from a firebase-admin
// verified token (Authorization: Bearer, else the afcfbtoken cookie), never from the body;
// moderation needs the token's `moderator: true` claim (403 otherwise). Refusals carry the words
// the editor shows: { code, message }.

const MAX_BODY_BYTES = 48_000; // 10,000 characters of any script, as UTF-8 JSON
const DEFAULT_IP_RATE_LIMIT = 300;

async function authorise(request: Request, moderator = false): Promise<{ actor: Actor } | { response: Response }> {
  const auth = await requireUser(request, {
    clientLimit: { name: "talk-ip", env: "TALK_API_RATE_LIMIT_IP", fallback: DEFAULT_IP_RATE_LIMIT },
    message: "Please sign in to take part.",
  });
  if ("response" in auth) return auth;
  const actor = actorOf(auth.token);
  if (moderator && !actor.moderator) return { response: jsonError(403, "forbidden", TALK_MESSAGES.moderatorsOnly) };
  return { actor };
}

const refused = (refusal: Refusal) => jsonError(refusal.status, refusal.code, refusal.message);

async function run<T extends { ok: true } | Refusal>(work: () => Promise<T>, answer: (result: Extract<T, { ok: true }>) => Response): Promise<Response> {
  try {
    const result = await work();
    return result.ok ? answer(result as Extract<T, { ok: true }>) : refused(result as Refusal);
  } catch (error) {
    return databaseUnavailable(error);
  }
}

const notFound = (message: string) => jsonError(404, "notFound", message);

export async function handleCreateThread(request: Request): Promise<Response> {
  const auth = await authorise(request);
  if ("response" in auth) return auth.response;
  const body = await readJsonBody(request, MAX_BODY_BYTES, newThreadSchema);
  if (!body.ok) return body.response;
  return run(() => createThread(auth.actor, body.data), ({ id, slug }) => json({ data: { id, slug, url: threadPath(id, slug) } }, 201));
}

export async function handleReply(request: Request, rawThreadId: string): Promise<Response> {
  const threadId = routeId(rawThreadId);
  if (threadId === null) return notFound(TALK_MESSAGES.noSuchThread);
  const auth = await authorise(request);
  if ("response" in auth) return auth.response;
  const body = await readJsonBody(request, MAX_BODY_BYTES, replySchema);
  if (!body.ok) return body.response;
  return run(() => createReply(auth.actor, threadId, body.data.body, body.data.quoteOf), ({ id, number, slug }) => json({ data: { id, number, url: `${threadPath(threadId, slug)}#post-${number}` } }, 201));
}

export async function handleEditPost(request: Request, rawPostId: string): Promise<Response> {
  const postId = routeId(rawPostId);
  if (postId === null) return notFound(TALK_MESSAGES.noSuchPost);
  const auth = await authorise(request);
  if ("response" in auth) return auth.response;
  const body = await readJsonBody(request, MAX_BODY_BYTES, editSchema);
  if (!body.ok) return body.response;
  return run(() => editPost(auth.actor, postId, body.data.body), () => json({ data: { edited: true } }));
}

export async function handleDeletePost(request: Request, rawPostId: string): Promise<Response> {
  const postId = routeId(rawPostId);
  if (postId === null) return notFound(TALK_MESSAGES.noSuchPost);
  const auth = await authorise(request);
  if ("response" in auth) return auth.response;
  return run(() => deletePost(auth.actor, postId), () => json({ data: { deleted: true } }));
}

export async function handleLike(request: Request, rawPostId: string, like: boolean): Promise<Response> {
  const postId = routeId(rawPostId);
  if (postId === null) return notFound(TALK_MESSAGES.noSuchPost);
  const auth = await authorise(request);
  if ("response" in auth) return auth.response;
  return run(() => setLike(auth.actor, postId, like), ({ likes, liked }) => json({ data: { likes, liked } }));
}

export async function handleReport(request: Request, rawPostId: string): Promise<Response> {
  const postId = routeId(rawPostId);
  if (postId === null) return notFound(TALK_MESSAGES.noSuchPost);
  const auth = await authorise(request);
  if ("response" in auth) return auth.response;
  const body = await readJsonBody(request, 4_096, reportSchema);
  if (!body.ok) return body.response;
  return run(() => reportPost(auth.actor, postId, body.data.reason), ({ hidden }) => json({ data: { reported: true, hidden } }));
}

export async function handleModeratePost(request: Request, rawPostId: string): Promise<Response> {
  const postId = routeId(rawPostId);
  const auth = await authorise(request, true);
  if ("response" in auth) return auth.response;
  if (postId === null) return notFound(TALK_MESSAGES.noSuchPost);
  const body = await readJsonBody(request, 1_024, moderatePostSchema);
  if (!body.ok) return body.response;
  return run(() => moderatePost(auth.actor, postId, body.data.action), () => json({ data: { done: body.data.action } }));
}

export async function handleModerateThread(request: Request, rawThreadId: string): Promise<Response> {
  const threadId = routeId(rawThreadId);
  const auth = await authorise(request, true);
  if ("response" in auth) return auth.response;
  if (threadId === null) return notFound(TALK_MESSAGES.noSuchThread);
  const body = await readJsonBody(request, 1_024, moderateThreadSchema);
  if (!body.ok) return body.response;
  return run(() => moderateThread(auth.actor, threadId, body.data.action), () => json({ data: { done: body.data.action } }));
}

/** The unread count for the account menu. */
export async function handleNotificationCount(request: Request): Promise<Response> {
  const auth = await authorise(request);
  if ("response" in auth) return auth.response;
  try {
    return json({ data: { unread: await unreadNotifications(auth.actor.uid) } }, 200, { "cache-control": "private, no-store" });
  } catch (error) {
    return databaseUnavailable(error);
  }
}
