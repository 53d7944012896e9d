import { handlePlaylistRestore } from "@/api-routes/admin/playlist-revisions";

type Context = { params: Promise<{ slug: string; revision: string }> };

export const POST = (request: Request, context: Context) => handlePlaylistRestore(request, context);
