import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { AdminPageHeader } from "@/components/admin/AdminPageHeader";
import { PlaylistRevisionDiff } from "@/components/admin/content/listen/PlaylistRevisionDiff";
import { playlistEditorPath, playlistRevisionsPath } from "@/lib/admin/playlist-contract";
import { revisionIdOf } from "@/lib/admin/revision-id";
import { requireEditorPage } from "@/lib/server/admin/staff";
import { playlistForEditor } from "@/lib/server/music/playlist-editor";
import { comparePlaylistRevisions } from "@/lib/server/music/playlist-revisions";

type Params = Promise<{ slug: string }>;
type Search = Promise<{ from?: string; to?: string }>;

export const metadata: Metadata = { title: "Compare revisions" };

export const dynamic = "force-dynamic";

/** A playlist's revision beside a later one, or beside the playlist as it is now (no `to`), as a video's. */
export default async function PlaylistRevisionsPage({ params, searchParams }: { params: Params; searchParams: Search }) {
  const { slug } = await params;
  const query = await searchParams;
  const from = revisionIdOf(query.from);
  await requireEditorPage(playlistRevisionsPath(slug, from ?? undefined));
  const playlist = await playlistForEditor(slug);
  const comparison = playlist && from ? await comparePlaylistRevisions(slug, from, revisionIdOf(query.to)) : null;
  if (!playlist || !comparison) notFound();
  return (
    <>
      <AdminPageHeader title="Compare revisions" subtitle={playlist.fields.title} back={{ href: playlistEditorPath(slug), label: "Back to the playlist" }} />
      <PlaylistRevisionDiff slug={slug} comparison={comparison} />
    </>
  );
}
