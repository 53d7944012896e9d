import { handleCustomerDetail } from "@/api-routes/admin/customers";

type Context = { params: Promise<{ uid: string }> };

export const GET = (request: Request, context: Context) => handleCustomerDetail(request, context);
