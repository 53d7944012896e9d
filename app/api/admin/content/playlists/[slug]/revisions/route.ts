import { handlePlaylistRevisions } from "@/api-routes/admin/playlist-revisions";

type Context = { params: Promise<{ slug: string }> };

export const GET = (request: Request, context: Context) => handlePlaylistRevisions(request, context);
