import { handleModeratePost } from "@/api-routes/talk";

type Context = { params: Promise<{ id: string }> };

export const POST = async (request: Request, { params }: Context) => handleModeratePost(request, (await params).id);
