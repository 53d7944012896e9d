import { handleOrderCancel } from "@/api-routes/order-cancel";

type Context = { params: Promise<{ reference: string }> };

export const POST = (request: Request, context: Context) => handleOrderCancel(request, context);
