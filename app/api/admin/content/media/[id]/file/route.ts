import { handleMediaReplace } from "@/api-routes/admin/media-library";

type Context = { params: Promise<{ id: string }> };

export const PUT = (request: Request, context: Context) => handleMediaReplace(request, context);
