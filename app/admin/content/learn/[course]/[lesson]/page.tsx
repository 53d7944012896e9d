import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { AdminPageHeader } from "@/components/admin/AdminPageHeader";
import { LessonWorkspace } from "@/components/admin/content/learn/LessonWorkspace";
import { NEWSROOM_STORIES_PATH } from "@/lib/admin/content-contract";
import { lessonEditorPath } from "@/lib/admin/learn-contract";
import { requireEditorPage } from "@/lib/server/admin/staff";
import { lessonForEditor } from "@/lib/server/learn/lesson-editor";
import { lessonRevisions } from "@/lib/server/learn/lesson-revisions";

type Params = Promise<{ course: string; lesson: string }>;

export const metadata: Metadata = { title: "Lesson" };

export const dynamic = "force-dynamic";

export default async function LessonEditorPage({ params }: { params: Params }) {
  const { course, lesson } = await params;
  await requireEditorPage(lessonEditorPath(course, lesson));
  const [data, revisions] = await Promise.all([lessonForEditor(course, lesson), lessonRevisions(course, lesson)]);
  if (!data) notFound();
  return (
    <>
      <AdminPageHeader title={data.fields.title} back={{ href: NEWSROOM_STORIES_PATH, label: "Newsroom" }} subtitle={`${data.course.title} · lesson ${data.position}`} />
      <LessonWorkspace lesson={data} revisions={revisions ?? []} />
    </>
  );
}
