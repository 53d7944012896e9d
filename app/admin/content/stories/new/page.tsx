import type { Metadata } from "next";
import { AdminPageHeader } from "@/components/admin/AdminPageHeader";
import { StoryWorkspace } from "@/components/admin/content/StoryWorkspace";
import { NEWSROOM_STORIES_PATH, newStoryPath } from "@/lib/admin/content-contract";
import { requireEditorPage } from "@/lib/server/admin/staff";
import { storyFormOptions } from "@/lib/server/content/newsroom-stories";

export const metadata: Metadata = { title: "New story" };

export const dynamic = "force-dynamic";

export default async function NewStoryPage() {
  await requireEditorPage(newStoryPath());
  return (
    <>
      <AdminPageHeader title="New story" back={{ href: NEWSROOM_STORIES_PATH, label: "Newsroom" }} subtitle="A draft until you publish or schedule it." />
      <StoryWorkspace story={null} options={await storyFormOptions()} />
    </>
  );
}
