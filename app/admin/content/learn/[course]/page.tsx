import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { AdminPageHeader } from "@/components/admin/AdminPageHeader";
import { CourseEditor } from "@/components/admin/content/learn/CourseEditor";
import { NEWSROOM_STORIES_PATH } from "@/lib/admin/content-contract";
import { courseEditorPath } from "@/lib/admin/learn-contract";
import { requireEditorPage } from "@/lib/server/admin/staff";
import { courseForEditor } from "@/lib/server/learn/course-editor";
import { courseRevisions } from "@/lib/server/learn/course-revisions";

type Params = Promise<{ course: string }>;

export const metadata: Metadata = { title: "Course" };

export const dynamic = "force-dynamic";

export default async function CourseEditorPage({ params }: { params: Params }) {
  const { course } = await params;
  await requireEditorPage(courseEditorPath(course));
  const [data, revisions] = await Promise.all([courseForEditor(course), courseRevisions(course)]);
  if (!data) notFound();
  const lessons = data.lessons.length === 1 ? "1 lesson" : `${data.lessons.length} lessons`;
  return (
    <>
      <AdminPageHeader title={data.fields.title} back={{ href: NEWSROOM_STORIES_PATH, label: "Newsroom" }} subtitle={`Course · ${lessons}${data.written ? "" : " · not written yet"}`} />
      <CourseEditor course={data} revisions={revisions ?? []} />
    </>
  );
}
