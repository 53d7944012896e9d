import { handleVideoDetail, handleVideoRemove, handleVideoSave } from "@/api-routes/admin/videos";

type Context = { params: Promise<{ slug: string }> };

export const GET = (request: Request, context: Context) => handleVideoDetail(request, context);
export const PUT = (request: Request, context: Context) => handleVideoSave(request, context);
export const DELETE = (request: Request, context: Context) => handleVideoRemove(request, context);
