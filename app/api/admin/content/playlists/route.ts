import { handlePlaylistCreate } from "@/api-routes/admin/playlists";

export const POST = (request: Request) => handlePlaylistCreate(request);
