import type { Metadata } from "next";
import { AdminPageHeader } from "@/components/admin/AdminPageHeader";
import { NewPlaylistWorkspace } from "@/components/admin/content/listen/NewPlaylistWorkspace";
import { NEWSROOM_STORIES_PATH } from "@/lib/admin/content-contract";
import { NEW_PLAYLIST_PATH } from "@/lib/admin/playlist-contract";
import { requireEditorPage } from "@/lib/server/admin/staff";
import { newsroomPlaylists, playlistFormOptions } from "@/lib/server/music/playlist-editor";

export const metadata: Metadata = { title: "New playlist" };

export const dynamic = "force-dynamic";

export default async function NewPlaylistPage() {
  await requireEditorPage(NEW_PLAYLIST_PATH);
  const [playlists, options] = await Promise.all([newsroomPlaylists(), playlistFormOptions()]);
  return (
    <>
      <AdminPageHeader title="New playlist" back={{ href: NEWSROOM_STORIES_PATH, label: "Newsroom" }} subtitle={`LISTEN · Music · playlist ${playlists.length + 1}`} />
      <NewPlaylistWorkspace options={options} playlistCount={playlists.length} />
    </>
  );
}
