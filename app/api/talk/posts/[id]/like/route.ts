import { handleLike } from "@/api-routes/talk";

type Context = { params: Promise<{ id: string }> };

export const POST = async (request: Request, { params }: Context) => handleLike(request, (await params).id, true);
export const DELETE = async (request: Request, { params }: Context) => handleLike(request, (await params).id, false);
