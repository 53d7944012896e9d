import "server-only";
import { unstable_cache } from "next/cache";
import { expireTagEverywhere } from "../platform/expire-tag";
import * as reads from "./stories";

// READ's reads through Next's data cache, so a page view does not query the database and READ's
// pages stay prerendered. Everything READ shows is tagged STORIES_TAG; a newsroom change expires
// STORIES_EXPIRE_TAG at once (its own tag, as the catalogue's: a later stale-while-revalidate on a
// shared tag would move an "expire now" a year ahead), which re-renders READ's lists, the article
// pages (their "related" cards read the list), author pages, /read/feed.xml and the sitemap, and
// nothing in the shop, WATCH, LISTEN or LEARN.

export const STORIES_TAG = "stories";
export const STORIES_EXPIRE_TAG = "stories:expire";
export const STORIES_REVALIDATE_SECONDS = 3600;

const options = { tags: [STORIES_TAG, STORIES_EXPIRE_TAG], revalidate: STORIES_REVALIDATE_SECONDS };

export const liveArticles = unstable_cache(reads.liveArticles, ["stories:live"], options);
export const liveArticle = unstable_cache(reads.liveArticle, ["stories:article"], options);
export const renamedStorySlug = unstable_cache(reads.renamedStorySlug, ["stories:renamed"], options);
export const allAuthors = unstable_cache(reads.allAuthors, ["stories:authors"], options);

/** After a newsroom change: READ's pages expire at once here and on every instance (../platform/expire-tag.ts). */
export const refreshStories = (): Promise<void> => expireTagEverywhere(STORIES_EXPIRE_TAG, "stories");
