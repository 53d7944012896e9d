import { handleOrderAction, handleOrderDetail } from "@/api-routes/admin/orders";

type Context = { params: Promise<{ reference: string }> };

export const GET = (request: Request, context: Context) => handleOrderDetail(request, context);
export const POST = (request: Request, context: Context) => handleOrderAction(request, context);
