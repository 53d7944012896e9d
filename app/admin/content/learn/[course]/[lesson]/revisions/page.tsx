import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { AdminPageHeader } from "@/components/admin/AdminPageHeader";
import { LessonRevisionDiff } from "@/components/admin/content/learn/LessonRevisionDiff";
import { lessonEditorPath, lessonRevisionsPath } from "@/lib/admin/learn-contract";
import { revisionIdOf } from "@/lib/admin/revision-id";
import { requireEditorPage } from "@/lib/server/admin/staff";
import { lessonForEditor } from "@/lib/server/learn/lesson-editor";
import { compareLessonRevisions } from "@/lib/server/learn/lesson-revisions";

type Params = Promise<{ course: string; lesson: string }>;
type Search = Promise<{ from?: string; to?: string }>;

export const metadata: Metadata = { title: "Compare revisions" };

export const dynamic = "force-dynamic";

/** A lesson's revision beside a later one, or beside the lesson as it is now (no `to`), as a story's. */
export default async function LessonRevisionsPage({ params, searchParams }: { params: Params; searchParams: Search }) {
  const { course, lesson } = await params;
  const query = await searchParams;
  const from = revisionIdOf(query.from);
  await requireEditorPage(lessonRevisionsPath(course, lesson, from ?? undefined));
  const data = await lessonForEditor(course, lesson);
  const comparison = data && from ? await compareLessonRevisions(course, lesson, from, revisionIdOf(query.to)) : null;
  if (!data || !comparison) notFound();
  return (
    <>
      <AdminPageHeader title="Compare revisions" subtitle={data.fields.title} back={{ href: lessonEditorPath(course, lesson), label: "Back to the lesson" }} />
      <LessonRevisionDiff course={course} lesson={lesson} comparison={comparison} />
    </>
  );
}
