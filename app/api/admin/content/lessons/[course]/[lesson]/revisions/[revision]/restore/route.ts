import { handleLessonRestore } from "@/api-routes/admin/lesson-revisions";

type Context = { params: Promise<{ course: string; lesson: string; revision: string }> };

export const POST = (request: Request, context: Context) => handleLessonRestore(request, context);
