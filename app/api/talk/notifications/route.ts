import { handleNotificationCount } from "@/api-routes/talk";

export const GET = (request: Request) => handleNotificationCount(request);
