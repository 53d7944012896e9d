import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { AdminPageHeader } from "@/components/admin/AdminPageHeader";
import { PlaylistWorkspace } from "@/components/admin/content/listen/PlaylistWorkspace";
import { NEWSROOM_STORIES_PATH } from "@/lib/admin/content-contract";
import { playlistEditorPath } from "@/lib/admin/playlist-contract";
import { requireEditorPage } from "@/lib/server/admin/staff";
import { playlistForEditor, playlistFormOptions } from "@/lib/server/music/playlist-editor";
import { playlistRevisions } from "@/lib/server/music/playlist-revisions";

type Params = Promise<{ slug: string }>;

export const metadata: Metadata = { title: "Playlist" };

export const dynamic = "force-dynamic";

export default async function PlaylistEditorPage({ params }: { params: Params }) {
  const { slug } = await params;
  await requireEditorPage(playlistEditorPath(slug));
  const [playlist, options, revisions] = await Promise.all([playlistForEditor(slug), playlistFormOptions(), playlistRevisions(slug)]);
  if (!playlist) notFound();
  const tracks = playlist.fields.tracks.length;
  return (
    <>
      <AdminPageHeader title={playlist.fields.title} back={{ href: NEWSROOM_STORIES_PATH, label: "Newsroom" }} subtitle={`LISTEN · Music · ${playlist.fields.mood} · ${tracks === 1 ? "1 track" : `${tracks} tracks`}`} />
      <PlaylistWorkspace playlist={playlist} options={options} revisions={revisions ?? []} />
    </>
  );
}
