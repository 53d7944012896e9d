import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { AdminPageHeader } from "@/components/admin/AdminPageHeader";
import { RevisionDiff } from "@/components/admin/content/RevisionDiff";
import { storyEditorPath, storyRevisionsPath } from "@/lib/admin/content-contract";
import { revisionIdOf } from "@/lib/admin/revision-id";
import { requireEditorPage } from "@/lib/server/admin/staff";
import { compareRevisions, isStoryId, storyRow } from "@/lib/server/content/newsroom-stories";

type Params = Promise<{ id: string }>;
type Search = Promise<{ from?: string; to?: string }>;

export const metadata: Metadata = { title: "Compare revisions" };

export const dynamic = "force-dynamic";

/** A revision beside a later one, or beside the story as it is now (no `to`). */
export default async function StoryRevisionsPage({ params, searchParams }: { params: Params; searchParams: Search }) {
  const { id } = await params;
  const query = await searchParams;
  await requireEditorPage(storyRevisionsPath(id, revisionIdOf(query.from) ?? undefined));
  const from = revisionIdOf(query.from);
  const story = isStoryId(id) ? await storyRow(id) : null;
  const comparison = story && from ? await compareRevisions(id, from, revisionIdOf(query.to)) : null;
  if (!story || !comparison) notFound();
  return (
    <>
      <AdminPageHeader title="Compare revisions" subtitle={story.title} back={{ href: storyEditorPath(id), label: "Back to the story" }} />
      <RevisionDiff storyId={id} comparison={comparison} />
    </>
  );
}
