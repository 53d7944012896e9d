import { handleAuthorRestore } from "@/api-routes/admin/author-revisions";

type Context = { params: Promise<{ slug: string; revision: string }> };

export const POST = (request: Request, context: Context) => handleAuthorRestore(request, context);
