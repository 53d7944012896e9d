import { handleVideoCreate } from "@/api-routes/admin/video-create";

export const POST = (request: Request) => handleVideoCreate(request);
