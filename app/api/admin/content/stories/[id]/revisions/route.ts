import { handleRevisionCompare } from "@/api-routes/admin/content";

type Context = { params: Promise<{ id: string }> };

export const GET = (request: Request, context: Context) => handleRevisionCompare(request, context);
