import { handleDamagePhoto } from "@/api-routes/admin/damage";

type Context = { params: Promise<{ reference: string; index: string }> };

export const GET = (request: Request, context: Context) => handleDamagePhoto(request, context);
