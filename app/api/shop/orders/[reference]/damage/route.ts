import { handleOrderDamage } from "@/api-routes/order-damage";

type Context = { params: Promise<{ reference: string }> };

export const POST = (request: Request, context: Context) => handleOrderDamage(request, context);
