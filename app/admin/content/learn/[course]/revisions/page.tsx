import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { AdminPageHeader } from "@/components/admin/AdminPageHeader";
import { CourseRevisionDiff } from "@/components/admin/content/learn/CourseRevisionDiff";
import { courseEditorPath, courseRevisionsPath } from "@/lib/admin/learn-contract";
import { revisionIdOf } from "@/lib/admin/revision-id";
import { requireEditorPage } from "@/lib/server/admin/staff";
import { courseForEditor } from "@/lib/server/learn/course-editor";
import { compareCourseRevisions } from "@/lib/server/learn/course-revisions";

type Params = Promise<{ course: string }>;
type Search = Promise<{ from?: string; to?: string }>;

export const metadata: Metadata = { title: "Compare revisions" };

export const dynamic = "force-dynamic";

/** A course's revision beside a later one, or beside the course as it is now (no `to`), as a playlist's. This static segment wins over the lesson route ([lesson]); no lesson is called "revisions". */
export default async function CourseRevisionsPage({ params, searchParams }: { params: Params; searchParams: Search }) {
  const { course } = await params;
  const query = await searchParams;
  const from = revisionIdOf(query.from);
  await requireEditorPage(courseRevisionsPath(course, from ?? undefined));
  const data = await courseForEditor(course);
  const comparison = data && from ? await compareCourseRevisions(course, from, revisionIdOf(query.to)) : null;
  if (!data || !comparison) notFound();
  return (
    <>
      <AdminPageHeader title="Compare revisions" subtitle={data.fields.title} back={{ href: courseEditorPath(course), label: "Back to the course" }} />
      <CourseRevisionDiff course={course} comparison={comparison} />
    </>
  );
}
