import type { SeedMember } from "./members";

/**
 * A reply: [author, Markdown body] or [author, Markdown body, hours after the previous post].
 * Without the hours a reply comes five hours after the post before it. Give the hours whenever the
 * text says when it is written ("day 16", "came along last night", "on Saturday").
 */
export type SeedReply = [SeedMember, string] | [SeedMember, string, number];

export interface SeedThread {
  /** Stable key: seeding twice adds nothing. */
  key: string;
  category: string;
  author: SeedMember;
  /** When the thread was started, in days before the seed's anchor date (content/talk/time.ts). */
  daysAgo: number;
  /** The hour of that day (UK time in November, so UTC) the opening post went up; 12 if absent. */
  hour?: number;
  title: string;
  /** Markdown. */
  body: string;
  /** Replies in order. */
  replies: SeedReply[];
}
