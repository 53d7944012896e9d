import { handleProductAction, handleProductDetail, handleProductUpdate } from "@/api-routes/admin/products";

type Context = { params: Promise<{ slug: string }> };

export const GET = (request: Request, context: Context) => handleProductDetail(request, context);
export const POST = (request: Request, context: Context) => handleProductAction(request, context);
export const PUT = (request: Request, context: Context) => handleProductUpdate(request, context);
