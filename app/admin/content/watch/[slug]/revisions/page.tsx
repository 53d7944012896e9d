import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { AdminPageHeader } from "@/components/admin/AdminPageHeader";
import { VideoRevisionDiff } from "@/components/admin/content/watch/VideoRevisionDiff";
import { revisionIdOf } from "@/lib/admin/revision-id";
import { videoEditorPath, videoRevisionsPath } from "@/lib/admin/video-contract";
import { requireEditorPage } from "@/lib/server/admin/staff";
import { videoForEditor } from "@/lib/server/watch/video-editor";
import { compareVideoRevisions } from "@/lib/server/watch/video-revisions";

type Params = Promise<{ slug: string }>;
type Search = Promise<{ from?: string; to?: string }>;

export const metadata: Metadata = { title: "Compare revisions" };

export const dynamic = "force-dynamic";

/** A video's revision beside a later one, or beside the video as it is now (no `to`), as a lesson's. */
export default async function VideoRevisionsPage({ params, searchParams }: { params: Params; searchParams: Search }) {
  const { slug } = await params;
  const query = await searchParams;
  const from = revisionIdOf(query.from);
  await requireEditorPage(videoRevisionsPath(slug, from ?? undefined));
  const video = await videoForEditor(slug);
  const comparison = video && from ? await compareVideoRevisions(slug, from, revisionIdOf(query.to)) : null;
  if (!video || !comparison) notFound();
  return (
    <>
      <AdminPageHeader title="Compare revisions" subtitle={video.fields.title} back={{ href: videoEditorPath(slug), label: "Back to the video" }} />
      <VideoRevisionDiff slug={slug} comparison={comparison} />
    </>
  );
}
