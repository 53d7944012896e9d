import { handleLessonRevisions } from "@/api-routes/admin/lesson-revisions";

type Context = { params: Promise<{ course: string; lesson: string }> };

export const GET = (request: Request, context: Context) => handleLessonRevisions(request, context);
