import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { AdminPageHeader } from "@/components/admin/AdminPageHeader";
import { NewLessonWorkspace } from "@/components/admin/content/learn/NewLessonWorkspace";
import { courseEditorPath, newLessonPath } from "@/lib/admin/learn-contract";
import { requireEditorPage } from "@/lib/server/admin/staff";
import { courseForEditor } from "@/lib/server/learn/course-editor";

type Params = Promise<{ course: string }>;

export const metadata: Metadata = { title: "New lesson" };

export const dynamic = "force-dynamic";

export default async function NewLessonPage({ params }: { params: Params }) {
  const { course } = await params;
  await requireEditorPage(newLessonPath(course));
  const data = await courseForEditor(course);
  if (!data) notFound();
  const title = data.fields.title;
  return (
    <>
      <AdminPageHeader title="New lesson" back={{ href: courseEditorPath(course), label: title }} subtitle={`${title} · lesson ${data.lessons.length + 1}`} />
      <NewLessonWorkspace course={{ slug: course, title }} lessonCount={data.lessons.length} />
    </>
  );
}
