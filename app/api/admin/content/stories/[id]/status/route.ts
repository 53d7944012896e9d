import { handleStoryStatus } from "@/api-routes/admin/content";

type Context = { params: Promise<{ id: string }> };

export const POST = (request: Request, context: Context) => handleStoryStatus(request, context);
