import { handleProductPhotoDelete, handleProductPhotoUpdate } from "@/api-routes/admin/product-photos";

type Context = { params: Promise<{ slug: string; photoId: string }> };

export const PATCH = (request: Request, context: Context) => handleProductPhotoUpdate(request, context);
export const DELETE = (request: Request, context: Context) => handleProductPhotoDelete(request, context);
