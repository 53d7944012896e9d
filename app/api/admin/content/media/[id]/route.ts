import { handleMediaDelete, handleMediaUpdate } from "@/api-routes/admin/media-library";

type Context = { params: Promise<{ id: string }> };

export const PATCH = (request: Request, context: Context) => handleMediaUpdate(request, context);
export const DELETE = (request: Request, context: Context) => handleMediaDelete(request, context);
