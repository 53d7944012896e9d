import { handleCourseRevisions } from "@/api-routes/admin/course-revisions";

type Context = { params: Promise<{ course: string }> };

export const GET = (request: Request, context: Context) => handleCourseRevisions(request, context);
