import { handleVideoRevisions } from "@/api-routes/admin/video-revisions";

type Context = { params: Promise<{ slug: string }> };

export const GET = (request: Request, context: Context) => handleVideoRevisions(request, context);
