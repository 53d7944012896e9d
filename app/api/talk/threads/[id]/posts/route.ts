import { handleReply } from "@/api-routes/talk";

type Context = { params: Promise<{ id: string }> };

export const POST = async (request: Request, { params }: Context) => handleReply(request, (await params).id);
