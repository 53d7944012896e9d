import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { AdminPageHeader } from "@/components/admin/AdminPageHeader";
import { VideoWorkspace } from "@/components/admin/content/watch/VideoWorkspace";
import { NEWSROOM_STORIES_PATH } from "@/lib/admin/content-contract";
import { videoEditorPath } from "@/lib/admin/video-contract";
import { formatClock } from "@/lib/content/vtt";
import { VIDEO_THEME_COPY } from "@/lib/content/watch-themes";
import { requireEditorPage } from "@/lib/server/admin/staff";
import { videoForEditor, videoFormOptions } from "@/lib/server/watch/video-editor";
import { videoRevisions } from "@/lib/server/watch/video-revisions";

type Params = Promise<{ slug: string }>;

export const metadata: Metadata = { title: "Video" };

export const dynamic = "force-dynamic";

export default async function VideoEditorPage({ params }: { params: Params }) {
  const { slug } = await params;
  await requireEditorPage(videoEditorPath(slug));
  const [video, options, revisions] = await Promise.all([videoForEditor(slug), videoFormOptions(), videoRevisions(slug)]);
  if (!video) notFound();
  return (
    <>
      <AdminPageHeader title={video.fields.title} back={{ href: NEWSROOM_STORIES_PATH, label: "Newsroom" }} subtitle={`WATCH · ${VIDEO_THEME_COPY[video.fields.theme].label} · ${formatClock(video.duration)}`} />
      <VideoWorkspace video={video} options={options} revisions={revisions ?? []} />
    </>
  );
}
