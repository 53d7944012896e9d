import { handleActivity } from "@/api-routes/admin/orders";

export const GET = (request: Request) => handleActivity(request);
