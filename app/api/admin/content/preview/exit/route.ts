import { handleExitPreview } from "@/api-routes/admin/content";

export const GET = (request: Request) => handleExitPreview(request);
