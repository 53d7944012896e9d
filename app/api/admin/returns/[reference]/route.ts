import { handleReturnAction } from "@/api-routes/admin/returns";

type Context = { params: Promise<{ reference: string }> };

export const POST = (request: Request, context: Context) => handleReturnAction(request, context);
