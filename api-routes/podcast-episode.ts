import { episodeBySlugs } from "@/lib/server/podcasts/queries";
import { databaseUnavailable, json, jsonError } from "./http";

// GET /api/listen/episodes/<show>/<slug>: what the maximised player shows beside the audio
// (notes, chapters, transcript). Public and cacheable: episodes change only when a feed does.

const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

export async function handleGetEpisodeDetails(_request: Request, context: { params: Promise<{ show: string; slug: string }> }): Promise<Response> {
  const { show, slug } = await context.params;
  if (!SLUG.test(show) || !SLUG.test(slug)) return jsonError(404, "notFound", "No such episode.");
  try {
    const found = await episodeBySlugs(show, slug);
    if (!found) return jsonError(404, "notFound", "No such episode.");
    const { episode } = found;
    return json({ data: { notesHtml: episode.notesHtml, chapters: episode.chapters, transcript: episode.transcript } }, 200, { "cache-control": "public, max-age=300" });
  } catch (error) {
    return databaseUnavailable(error);
  }
}
