import { handleDeletePost, handleEditPost } from "@/api-routes/talk";

type Context = { params: Promise<{ id: string }> };

export const PATCH = async (request: Request, { params }: Context) => handleEditPost(request, (await params).id);
export const DELETE = async (request: Request, { params }: Context) => handleDeletePost(request, (await params).id);
