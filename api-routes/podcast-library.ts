import { libraryChangeSchema } from "@/lib/podcasts/library-schema";
import { libraryOf, saveProgress, setFollow, setSaved } from "@/lib/server/podcasts/library";
import { requireUser } from "./auth";
import { databaseUnavailable, json, jsonError, readJsonBody } from "./http";

// /api/listen/library: a signed-in listener's follows, saved episodes and playback positions.
// GET answers the library; POST changes one thing. Identity comes only from a firebase-admin
// verified token (Authorization: Bearer, else the afcfbtoken cookie), never from the body.

const MAX_BODY_BYTES = 1_024;
const DEFAULT_IP_RATE_LIMIT = 600;

const authorise = (request: Request) => requireUser(request, { clientLimit: { name: "listen-ip", env: "LISTEN_API_RATE_LIMIT_IP", fallback: DEFAULT_IP_RATE_LIMIT } });

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
