import { handleProductList } from "@/api-routes/admin/products";

export const GET = (request: Request) => handleProductList(request);
