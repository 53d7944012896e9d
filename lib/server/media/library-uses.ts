import "server-only";
import { inArray, like, or } from "drizzle-orm";
import { authorEditorPath, storyEditorPath } from "@/lib/admin/content-contract";
import { videoEditorPath } from "@/lib/admin/video-contract";
import { LIBRARY_URL_PREFIX, libraryIdsIn, type MediaUse } from "@/lib/media/library-contract";
import { contentAuthors, stories } from "../content/tables";
import { watchVideos } from "../watch/tables";
import type { Executor } from "../cart/carts";
import { mediaImages } from "./tables";

// Where the media library's pictures are used: read from what stories, authors and videos hold (a
// story's body and hero, an author's portrait, a video's poster), so the answer is never out of
// step with the text. Only rows that mention /media/library/ are read; each is scanned once for
// every picture it names.

/** LIKE patterns for text naming any library picture, or only picture `id` (its address or one of its sizes). */
function mentionPatterns(id?: number): string[] {
  return id === undefined ? [`%${LIBRARY_URL_PREFIX}%`] : [`%${LIBRARY_URL_PREFIX}${id}.%`, `%${LIBRARY_URL_PREFIX}${id}-%`];
}

/** Every library picture's uses, by picture id (a picture used nowhere has no entry); `onlyId` reads just the rows naming that one. */
export async function libraryUses(db: Executor, onlyId?: number): Promise<Map<number, MediaUse[]>> {
  const patterns = mentionPatterns(onlyId);
  const mentions = (column: Parameters<typeof like>[0]) => or(...patterns.map((pattern) => like(column, pattern)));
  const [storyRows, authorRows, videoRows] = await Promise.all([
    db
      .select({ id: stories.id, title: stories.title, heroImage: stories.heroImage, body: stories.body })
      .from(stories)
      .where(or(mentions(stories.heroImage), mentions(stories.body))),
    db.select({ slug: contentAuthors.slug, name: contentAuthors.name, avatar: contentAuthors.avatar }).from(contentAuthors).where(mentions(contentAuthors.avatar)),
    db.select({ slug: watchVideos.slug, title: watchVideos.title, poster: watchVideos.posterImage }).from(watchVideos).where(mentions(watchVideos.posterImage)),
  ]);
  const uses = new Map<number, MediaUse[]>();
  const add = (ids: number[], use: MediaUse) => {
    for (const id of ids) uses.set(id, [...(uses.get(id) ?? []), use]);
  };
  for (const story of storyRows) {
    add(libraryIdsIn(story.heroImage), { kind: "storyHero", label: story.title, href: storyEditorPath(story.id) });
    add(libraryIdsIn(story.body), { kind: "storyBody", label: story.title, href: storyEditorPath(story.id) });
  }
  for (const author of authorRows) add(libraryIdsIn(author.avatar), { kind: "authorAvatar", label: author.name, href: authorEditorPath(author.slug) });
  for (const video of videoRows) add(libraryIdsIn(video.poster), { kind: "videoPoster", label: video.title, href: videoEditorPath(video.slug) });
  return uses;
}

/**
 * The library pictures that `texts` (a story's hero and body, an author's portrait) name but the
 * library no longer has. Those it has are locked FOR SHARE until the caller's transaction ends. A
 * delete locks its picture FOR UPDATE before it reads the uses (deleteLibraryImage), so on
 * PostgreSQL a save and a delete of the same picture take turns: a save that locks first is
 * committed, and seen as a use, before the delete looks; a delete that locks first is committed
 * before the save looks, and the save is refused, instead of a story pointing at a deleted picture.
 */
export async function missingLibraryPictures(tx: Executor, texts: string[]): Promise<number[]> {
  const ids = [...new Set(texts.flatMap((text) => libraryIdsIn(text)))];
  if (ids.length === 0) return [];
  const rows = await tx.select({ id: mediaImages.id }).from(mediaImages).where(inArray(mediaImages.id, ids)).for("share");
  const kept = new Set(rows.map((row) => row.id));
  return ids.filter((id) => !kept.has(id));
}
