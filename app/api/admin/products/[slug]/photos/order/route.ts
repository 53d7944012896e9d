import { handleProductPhotoOrder } from "@/api-routes/admin/product-photos";

type Context = { params: Promise<{ slug: string }> };

export const PUT = (request: Request, context: Context) => handleProductPhotoOrder(request, context);
