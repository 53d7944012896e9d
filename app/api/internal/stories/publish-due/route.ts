import { handlePublishDue } from "@/api-routes/story-job";

export const POST = (request: Request) => handlePublishDue(request);
