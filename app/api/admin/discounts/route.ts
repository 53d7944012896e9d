import { handleDiscountCreate, handleDiscountList } from "@/api-routes/admin/discounts";

export const GET = (request: Request) => handleDiscountList(request);
export const POST = (request: Request) => handleDiscountCreate(request);
