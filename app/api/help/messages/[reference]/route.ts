import { handleCustomerMessage } from "@/api-routes/contact";

type Context = { params: Promise<{ reference: string }> };

export const POST = (request: Request, context: Context) => handleCustomerMessage(request, context);
