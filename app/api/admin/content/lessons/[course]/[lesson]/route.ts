import { handleLessonDetail, handleLessonRemove, handleLessonSave } from "@/api-routes/admin/lessons";

type Context = { params: Promise<{ course: string; lesson: string }> };

export const GET = (request: Request, context: Context) => handleLessonDetail(request, context);
export const PUT = (request: Request, context: Context) => handleLessonSave(request, context);
export const DELETE = (request: Request, context: Context) => handleLessonRemove(request, context);
