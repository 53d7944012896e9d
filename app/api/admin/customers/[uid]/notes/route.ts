import { handleCustomerNote } from "@/api-routes/admin/customers";

type Context = { params: Promise<{ uid: string }> };

export const POST = (request: Request, context: Context) => handleCustomerNote(request, context);
