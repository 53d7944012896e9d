import { handleCreateThread } from "@/api-routes/talk";

export const POST = (request: Request) => handleCreateThread(request);
