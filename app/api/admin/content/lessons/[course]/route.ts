import { handleLessonCreate } from "@/api-routes/admin/lessons";

type Context = { params: Promise<{ course: string }> };

export const POST = (request: Request, context: Context) => handleLessonCreate(request, context);
