import { handleProductAction, handleProductDetail } from "@/api-routes/admin/products";

type Context = { params: Promise<{ slug: string }> };

export const GET = (request: Request, context: Context) => handleProductDetail(request, context);
export const POST = (request: Request, context: Context) => handleProductAction(request, context);
