import type { Metadata } from "next";
import { NewsroomOverview } from "@/components/admin/content/NewsroomOverview";
import { ADMIN_CONTENT_PATH } from "@/lib/admin/contract";
import { requireEditorPage } from "@/lib/server/admin/staff";
import { newsroomOverview } from "@/lib/server/content/newsroom";
import { newsroomPlaylists } from "@/lib/server/music/playlist-editor";
import { newsroomVideos } from "@/lib/server/watch/video-editor";

export const metadata: Metadata = { title: "Newsroom" };

export const dynamic = "force-dynamic";

export default async function NewsroomPage() {
  await requireEditorPage(ADMIN_CONTENT_PATH);
  const [overview, videos, playlists] = await Promise.all([newsroomOverview(), newsroomVideos(), newsroomPlaylists()]);
  return <NewsroomOverview overview={overview} videos={videos} playlists={playlists} />;
}
