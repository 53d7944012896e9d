import type { SeedMember } from "./members";

export interface SeedThread {
  /** Stable key: seeding twice adds nothing. */
  key: string;
  category: string;
  author: SeedMember;
  /** When the thread was started, in days before the seed's anchor date. */
  daysAgo: number;
  title: string;
  /** Markdown. */
  body: string;
  /** Replies in order: [author, Markdown body]. Each comes a few hours after the last. */
  replies: [SeedMember, string][];
}
