import { libraryChangeSchema } from "@/lib/podcasts/library-schema";
import { verifiedUid } from "@/lib/server/id-token";
import { libraryOf, saveProgress, setFollow, setSaved } from "@/lib/server/podcasts/library";
import { databaseUnavailable, json, jsonError, readJsonBody, requestToken } from "./http";
import { clientKey, limitFromEnv, overLimit } from "./rate-limit";

// /api/listen/library: a signed-in listener's follows, saved episodes and playback positions.
// GET answers the library; POST changes one thing. Identity comes only from a firebase-admin
// verified token (Authorization: Bearer, else the afcfbtoken cookie), never from the body.

const MAX_BODY_BYTES = 1_024;
const DEFAULT_IP_RATE_LIMIT = 600;


async function authorise(request: Request): Promise<{ uid: string } | { response: Response }> {
  const limited = await overLimit(clientKey(request), { name: "listen-ip", limit: limitFromEnv("LISTEN_API_RATE_LIMIT_IP", DEFAULT_IP_RATE_LIMIT) });
  if (limited) return { response: limited };
  const uid = await verifiedUid(requestToken(request));
  return uid ? { uid } : { response: jsonError(401, "unauthorised", "A valid, current sign-in token is required.") };
}

export async function handleGetLibrary(request: Request): Promise<Response> {
  const auth = await authorise(request);
  if ("response" in auth) return auth.response;
  try {
    return json({ data: await libraryOf(auth.uid) }, 200, { "cache-control": "private, no-store" });
  } catch (error) {
    return databaseUnavailable(error);
  }
}

export async function handleChangeLibrary(request: Request): Promise<Response> {
  const auth = await authorise(request);
  if ("response" in auth) return auth.response;
  const body = await readJsonBody(request, MAX_BODY_BYTES, libraryChangeSchema);
  if (!body.ok) return body.response;
  const change = body.data;
  try {
    let found: boolean;
    if ("position" in change) found = await saveProgress(auth.uid, change.show, change.slug, change.position, change.played);
    else if ("slug" in change) found = await setSaved(auth.uid, change.show, change.slug, change.action === "save");
    else found = await setFollow(auth.uid, change.show, change.action === "follow");
    if (!found) return jsonError(404, "notFound", "No such podcast or episode.");
    return json({ data: await libraryOf(auth.uid) }, 200, { "cache-control": "private, no-store" });
  } catch (error) {
    return databaseUnavailable(error);
  }
}
