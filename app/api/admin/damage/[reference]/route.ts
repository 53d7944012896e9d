import { handleDamageAction } from "@/api-routes/admin/damage";

type Context = { params: Promise<{ reference: string }> };

export const POST = (request: Request, context: Context) => handleDamageAction(request, context);
