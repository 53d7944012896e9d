import { handleStoryCreate, handleStoryList } from "@/api-routes/admin/content";

export const GET = (request: Request) => handleStoryList(request);
export const POST = (request: Request) => handleStoryCreate(request);
