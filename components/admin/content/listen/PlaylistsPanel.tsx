// LISTEN's playlists in the newsroom's overview (../NewsroomOverview.tsx): each title opens the
// playlist editor; the mood, the number of tracks, when it was last edited and a small "View" link
// to the music page sit on the right. A new playlist is written on its own page ("Add a playlist").
import Link from "next/link";
import { NEW_PLAYLIST_PATH, playlistEditorPath, playlistPublicPath, type NewsroomPlaylistRow } from "@/lib/admin/playlist-contract";
import { formatUkDateTime } from "@/lib/content/uk-time";
import { Panel } from "../../Panel";
import newsroom from "../Newsroom.styles";
import styles from "../NewsroomRow.styles";

export function PlaylistsPanel({ playlists }: { playlists: NewsroomPlaylistRow[] }) {
  return (
    <Panel id="music" title="Music" aside={`${playlists.length}`}>
      {playlists.length === 0 ? (
        <p className={newsroom.note}>No playlists yet. LISTEN&apos;s playlists are imported with the demo data, or added here.</p>
      ) : (
        <ul className={newsroom.lessons} data-testid="newsroom-playlists">
          {playlists.map((playlist) => (
            <li key={playlist.slug} className={newsroom.lesson} data-testid="newsroom-playlist">
              <div className={newsroom.lessonHead}>
                <Link href={playlistEditorPath(playlist.slug)}>{playlist.title}</Link>
                <span className={styles.side}>
                  <span className={newsroom.quiz}>{playlist.mood}</span>
                  <span className={newsroom.quiz}>{playlist.tracks === 1 ? "1 track" : `${playlist.tracks} tracks`}</span>
                  <span className={newsroom.quiz}>
                    Edited <time dateTime={playlist.updatedAt}>{formatUkDateTime(new Date(playlist.updatedAt))}</time>
                  </span>
                  <Link href={playlistPublicPath(playlist.slug)} className={styles.view}>
                    View<span className="visually-hidden"> playlist: {playlist.title}</span>
                  </Link>
                </span>
              </div>
            </li>
          ))}
        </ul>
      )}
      <p className={newsroom.addLink}>
        <Link href={NEW_PLAYLIST_PATH}>Add a playlist</Link>
      </p>
    </Panel>
  );
}
