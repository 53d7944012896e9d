import { handleMediaList, handleMediaUpload } from "@/api-routes/admin/media-library";

export const GET = (request: Request) => handleMediaList(request);
export const POST = (request: Request) => handleMediaUpload(request);
