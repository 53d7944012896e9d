import { handleVideoFile } from "@/api-routes/video-files";

type Context = { params: Promise<{ file: string }> };

export const GET = (request: Request, context: Context) => handleVideoFile(request, context);
