import { handleDiscountAction, handleDiscountDetail } from "@/api-routes/admin/discounts";

type Context = { params: Promise<{ code: string }> };

export const GET = (request: Request, context: Context) => handleDiscountDetail(request, context);
export const POST = (request: Request, context: Context) => handleDiscountAction(request, context);
