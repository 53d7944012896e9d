import { isCourseSlug } from "@/lib/learn/course-slugs";
import { compareCourseRevisions, courseRevisions, restoreCourseRevision } from "@/lib/server/learn/course-revisions";
import { jsonError } from "../http";
import { slugRevisionRoutes } from "./revision-routes";

// /api/admin/content/courses/<course>/revisions: a LEARN course's saved versions
// (lib/server/learn/course-revisions.ts), through the routes a playlist's share (./revision-routes.ts).
// Editors only (the verified token's `editor` claim); only the seven courses of the site map; a
// restore takes no body (an empty JSON object at most) and publishes at once, as a save does.

type CourseContext = { params: Promise<{ course: string }> };
type CourseRevisionContext = { params: Promise<{ course: string; revision: string }> };

const routes = slugRevisionRoutes({
  noun: "course",
  slugOf: async (context) => {
    const { slug } = await context.params;
    return isCourseSlug(slug) ? slug : null;
  },
  notFound: () => jsonError(404, "courseNotFound", "There is no such course."),
  list: courseRevisions,
  compare: compareCourseRevisions,
  restore: restoreCourseRevision,
});

/** The course's address under the name the shared routes read (`slug`). */
const asSlug = <P extends { course: string }>(context: { params: Promise<P> }) => ({
  params: context.params.then(({ course, ...rest }) => ({ ...rest, slug: course })),
});

export const handleCourseRevisions = (request: Request, context: CourseContext) => routes.handleRevisions(request, asSlug(context));
export const handleCourseRestore = (request: Request, context: CourseRevisionContext) => routes.handleRestore(request, asSlug(context));
