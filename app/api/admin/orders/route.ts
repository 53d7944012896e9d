import { handleOrderQueue } from "@/api-routes/admin/orders";

export const GET = (request: Request) => handleOrderQueue(request);
