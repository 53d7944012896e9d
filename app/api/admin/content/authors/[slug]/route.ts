import { handleAuthorUpdate } from "@/api-routes/admin/content";

type Context = { params: Promise<{ slug: string }> };

export const PUT = (request: Request, context: Context) => handleAuthorUpdate(request, context);
