import { handleProductCreate, handleProductList } from "@/api-routes/admin/products";

export const GET = (request: Request) => handleProductList(request);
export const POST = (request: Request) => handleProductCreate(request);
