import { handleProductPhotoList, handleProductPhotoUpload } from "@/api-routes/admin/product-photos";

type Context = { params: Promise<{ slug: string }> };

export const GET = (request: Request, context: Context) => handleProductPhotoList(request, context);
export const POST = (request: Request, context: Context) => handleProductPhotoUpload(request, context);
