import { handleCourseRestore } from "@/api-routes/admin/course-revisions";

type Context = { params: Promise<{ course: string; revision: string }> };

export const POST = (request: Request, context: Context) => handleCourseRestore(request, context);
