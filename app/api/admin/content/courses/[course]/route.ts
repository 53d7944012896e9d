import { handleCourseDetail, handleCourseSave } from "@/api-routes/admin/courses";

type Context = { params: Promise<{ course: string }> };

export const GET = (request: Request, context: Context) => handleCourseDetail(request, context);
export const PUT = (request: Request, context: Context) => handleCourseSave(request, context);
