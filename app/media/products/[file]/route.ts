import { handleProductPhotoFile } from "@/api-routes/product-photo-files";

type Context = { params: Promise<{ file: string }> };

export const GET = (request: Request, context: Context) => handleProductPhotoFile(request, context);
