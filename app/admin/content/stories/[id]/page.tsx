import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { AdminPageHeader } from "@/components/admin/AdminPageHeader";
import { StoryStatusPill } from "@/components/admin/content/StoryStatusPill";
import { StoryWorkspace } from "@/components/admin/content/StoryWorkspace";
import { NEWSROOM_STORIES_PATH, storyEditorPath } from "@/lib/admin/content-contract";
import { requireEditorPage } from "@/lib/server/admin/staff";
import { isStoryId, storyForEditor, storyFormOptions } from "@/lib/server/content/newsroom-stories";

type Params = Promise<{ id: string }>;

export const metadata: Metadata = { title: "Story" };

export const dynamic = "force-dynamic";

export default async function StoryEditorPage({ params, searchParams }: { params: Params; searchParams: Promise<{ created?: string }> }) {
  const { id } = await params;
  await requireEditorPage(storyEditorPath(id));
  const story = isStoryId(id) ? await storyForEditor(id) : null;
  if (!story) notFound();
  return (
    <>
      <AdminPageHeader title={story.fields.title} back={{ href: NEWSROOM_STORIES_PATH, label: "Newsroom" }} badges={<StoryStatusPill status={story.status} />} />
      <StoryWorkspace story={story} options={await storyFormOptions()} justCreated={(await searchParams).created === "1"} />
    </>
  );
}
