// A WATCH video as its pages, cards, READ's video card, the sitemap and the assistant read it
// (lib/server/watch/video-rows.ts makes one from a row). The shape the content files' build gave,
// so WATCH's components did not change when videos moved to the database.
import type { VideoTheme } from "@/lib/content/schema";
import type { Cue } from "@/lib/content/vtt";

export interface Video {
  slug: string;
  title: string;
  description: string;
  /** YYYY-MM-DD. */
  date: string;
  theme: VideoTheme;
  /** Seconds. */
  duration: number;
  /** Site paths of the files under public/media/videos. */
  video: string;
  captions: string;
  poster: { image: string; alt: string };
  products: string[];
  /** The notes under the description, rendered and sanitised ("" for none). */
  notesHtml: string;
  /** The captions' cues, printed as the transcript. */
  transcript: Cue[];
}
