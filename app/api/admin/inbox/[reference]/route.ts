import { handleThreadAction } from "@/api-routes/admin/inbox";

type Context = { params: Promise<{ reference: string }> };

export const POST = (request: Request, context: Context) => handleThreadAction(request, context);
