import { handleStoryPreview } from "@/api-routes/admin/content";

type Context = { params: Promise<{ id: string }> };

export const GET = (request: Request, context: Context) => handleStoryPreview(request, context);
