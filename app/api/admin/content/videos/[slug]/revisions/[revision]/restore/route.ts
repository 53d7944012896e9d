import { handleVideoRestore } from "@/api-routes/admin/video-revisions";

type Context = { params: Promise<{ slug: string; revision: string }> };

export const POST = (request: Request, context: Context) => handleVideoRestore(request, context);
