import { handleOrderReturn } from "@/api-routes/order-returns";

type Context = { params: Promise<{ reference: string }> };

export const POST = (request: Request, context: Context) => handleOrderReturn(request, context);
