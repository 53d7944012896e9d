import { handlePlaylistDetail, handlePlaylistRemove, handlePlaylistSave } from "@/api-routes/admin/playlists";

type Context = { params: Promise<{ slug: string }> };

export const GET = (request: Request, context: Context) => handlePlaylistDetail(request, context);
export const PUT = (request: Request, context: Context) => handlePlaylistSave(request, context);
export const DELETE = (request: Request, context: Context) => handlePlaylistRemove(request, context);
