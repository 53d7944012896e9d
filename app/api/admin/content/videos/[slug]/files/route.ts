import { handleVideoFilesReplace } from "@/api-routes/admin/video-file-replace";

type Context = { params: Promise<{ slug: string }> };

export const PUT = (request: Request, context: Context) => handleVideoFilesReplace(request, context);
