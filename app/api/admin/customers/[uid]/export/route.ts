import { handleCustomerExport } from "@/api-routes/admin/customers";

type Context = { params: Promise<{ uid: string }> };

export const POST = (request: Request, context: Context) => handleCustomerExport(request, context);
