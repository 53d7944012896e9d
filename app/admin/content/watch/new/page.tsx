import type { Metadata } from "next";
import { AdminPageHeader } from "@/components/admin/AdminPageHeader";
import { NewVideoWorkspace } from "@/components/admin/content/watch/NewVideoWorkspace";
import { NEWSROOM_STORIES_PATH } from "@/lib/admin/content-contract";
import { NEW_VIDEO_PATH } from "@/lib/admin/video-contract";
import { requireEditorPage } from "@/lib/server/admin/staff";
import { videoFormOptions } from "@/lib/server/watch/video-editor";

export const metadata: Metadata = { title: "New video" };

export const dynamic = "force-dynamic";

export default async function NewVideoPage() {
  await requireEditorPage(NEW_VIDEO_PATH);
  const options = await videoFormOptions();
  return (
    <>
      <AdminPageHeader title="New video" back={{ href: NEWSROOM_STORIES_PATH, label: "Newsroom" }} subtitle="WATCH" />
      <NewVideoWorkspace options={options} />
    </>
  );
}
