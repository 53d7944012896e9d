import { handleModerateThread } from "@/api-routes/talk";

type Context = { params: Promise<{ id: string }> };

export const POST = async (request: Request, { params }: Context) => handleModerateThread(request, (await params).id);
