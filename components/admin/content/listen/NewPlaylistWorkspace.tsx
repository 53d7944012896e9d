"use client";
// A new LISTEN playlist: the playlist editor's form (PlaylistWorkspace.tsx PlaylistForm) with an
// address under its title, suggested from it until the editor types one. "Save and publish" adds it
// at the end of /music, where listeners see it at once, and opens its own editor. A taken or
// reserved address is refused beside its field.
import { useRouter } from "next/navigation";
import { createPlaylist } from "@/lib/admin/playlist-client";
import { playlistEditorPath, playlistPublicPath, type PlaylistFormOptions } from "@/lib/admin/playlist-contract";
import { PLAYLIST_TONES } from "@/lib/content/schema";
import { checkPlaylistSlug, type PlaylistInput } from "@/lib/music/playlist-input";
import { Panel } from "../../Panel";
import { AddressField, useSuggestedAddress } from "../AddressField";
import { PlaylistForm } from "./PlaylistWorkspace";
import type { FieldErrors } from "./playlist-form-values";
import { usePlaylistEditor } from "./use-playlist-editor";
import story from "../StoryWorkspace.styles";

const BLANK: PlaylistInput = { title: "", mood: "", description: "", tone: PLAYLIST_TONES[0], tracks: [], products: [], notes: "" };

export interface NewPlaylistWorkspaceProps {
  options: PlaylistFormOptions;
  /** How many playlists /music lists now: the new one comes after them. */
  playlistCount: number;
}

export function NewPlaylistWorkspace({ options, playlistCount }: NewPlaylistWorkspaceProps) {
  const router = useRouter();
  const { addressOf: slugOf, type } = useSuggestedAddress();
  const base = usePlaylistEditor(BLANK, {
    send: (fields) => createPlaylist(slugOf(fields.title), fields),
    check: (values): FieldErrors => {
      const checked = checkPlaylistSlug(slugOf(values.title));
      return checked.ok ? {} : { slug: checked.sentence };
    },
    after: (saved) => router.replace(playlistEditorPath(saved.slug)),
  });
  // A new title is a new suggested address, so the address's refusal goes with the old one.
  const editor: typeof base = {
    ...base,
    set: (field, value) => {
      base.set(field, value);
      if (field === "title") base.clear("slug");
    },
  };
  const slug = slugOf(editor.values.title);
  return (
    <div className={story.grid}>
      <div className={story.main}>
        <PlaylistForm label="New playlist" options={options} editor={editor}>
          <AddressField
            address={slug}
            where={`Its place on the music page: ${playlistPublicPath(slug || "…")}`}
            error={editor.errors.slug}
            onType={(typed) => {
              type(typed);
              editor.clear("slug");
            }}
          />
        </PlaylistForm>
      </div>
      <div className={story.side}>
        <Panel id="playlist-place" title="On the music page">
          <p className={story.hint}>The playlist goes last on the music page, as playlist {playlistCount + 1}.</p>
        </Panel>
      </div>
    </div>
  );
}
