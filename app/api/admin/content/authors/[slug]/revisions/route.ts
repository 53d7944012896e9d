import { handleAuthorRevisions } from "@/api-routes/admin/author-revisions";

type Context = { params: Promise<{ slug: string }> };

export const GET = (request: Request, context: Context) => handleAuthorRevisions(request, context);
