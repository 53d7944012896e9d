import { handleStoryDetail, handleStorySave } from "@/api-routes/admin/content";

type Context = { params: Promise<{ id: string }> };

export const GET = (request: Request, context: Context) => handleStoryDetail(request, context);
export const PUT = (request: Request, context: Context) => handleStorySave(request, context);
