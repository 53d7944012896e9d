// TALK's tables: categories, threads, posts (with their edit history), likes, reports,
// notifications, the members who posted (name and avatar as last seen on their token) and every
// moderator action. Re-exported by schema.ts.
import { boolean, index, integer, pgTable, primaryKey, serial, text, timestamp, uniqueIndex } from "drizzle-orm/pg-core";

export const talkCategories = pgTable("talk_categories", {
  id: serial("id").primaryKey(),
  slug: text("slug").notNull().unique(),
  name: text("name").notNull(),
  description: text("description").notNull(),
  position: integer("position").notNull(),
});

export const talkMembers = pgTable("talk_members", {
  uid: text("uid").primaryKey(),
  displayName: text("display_name").notNull(),
  avatarUrl: text("avatar_url"),
  /** When the account was created (from Firebase): new accounts have stricter limits. */
  joinedAt: timestamp("joined_at", { withTimezone: true }).notNull(),
});

export const talkThreads = pgTable(
  "talk_threads",
  {
    id: serial("id").primaryKey(),
    categoryId: integer("category_id").notNull().references(() => talkCategories.id),
    authorUid: text("author_uid").notNull().references(() => talkMembers.uid),
    title: text("title").notNull(),
    slug: text("slug").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    lastPostedAt: timestamp("last_posted_at", { withTimezone: true }).notNull().defaultNow(),
    /** Posts after the first (deleted and hidden ones included: numbering never shifts). */
    replyCount: integer("reply_count").notNull().default(0),
    pinned: boolean("pinned").notNull().default(false),
    locked: boolean("locked").notNull().default(false),
    /** Seed threads carry a key so seeding twice adds nothing. */
    seedKey: text("seed_key").unique(),
  },
  (table) => [index("talk_threads_category_idx").on(table.categoryId, table.pinned, table.lastPostedAt), index("talk_threads_latest_idx").on(table.lastPostedAt)],
);

export const talkPosts = pgTable(
  "talk_posts",
  {
    id: serial("id").primaryKey(),
    threadId: integer("thread_id").notNull().references(() => talkThreads.id),
    /** 1 for the opening post, then 2, 3 … in order of posting. */
    number: integer("number").notNull(),
    authorUid: text("author_uid").notNull().references(() => talkMembers.uid),
    body: text("body").notNull(),
    quoteOf: integer("quote_of"),
    likeCount: integer("like_count").notNull().default(0),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    editedAt: timestamp("edited_at", { withTimezone: true }),
    deletedAt: timestamp("deleted_at", { withTimezone: true }),
    hiddenAt: timestamp("hidden_at", { withTimezone: true }),
  },
  (table) => [uniqueIndex("talk_posts_thread_number_idx").on(table.threadId, table.number), index("talk_posts_author_idx").on(table.authorUid, table.createdAt)],
);

export const talkPostEdits = pgTable("talk_post_edits", {
  id: serial("id").primaryKey(),
  postId: integer("post_id").notNull().references(() => talkPosts.id),
  /** The body as it was before this edit. */
  previousBody: text("previous_body").notNull(),
  editedAt: timestamp("edited_at", { withTimezone: true }).notNull().defaultNow(),
});

export const talkLikes = pgTable(
  "talk_likes",
  {
    postId: integer("post_id").notNull().references(() => talkPosts.id),
    uid: text("uid").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.postId, table.uid] })],
);

export const talkReports = pgTable(
  "talk_reports",
  {
    id: serial("id").primaryKey(),
    postId: integer("post_id").notNull().references(() => talkPosts.id),
    reporterUid: text("reporter_uid").notNull(),
    reason: text("reason").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    resolvedAt: timestamp("resolved_at", { withTimezone: true }),
    resolvedBy: text("resolved_by"),
  },
  (table) => [uniqueIndex("talk_reports_post_reporter_idx").on(table.postId, table.reporterUid)],
);

export const talkNotifications = pgTable(
  "talk_notifications",
  {
    id: serial("id").primaryKey(),
    uid: text("uid").notNull(),
    kind: text("kind").$type<"reply" | "quote">().notNull(),
    postId: integer("post_id").notNull().references(() => talkPosts.id),
    actorUid: text("actor_uid").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    readAt: timestamp("read_at", { withTimezone: true }),
  },
  (table) => [index("talk_notifications_uid_idx").on(table.uid, table.createdAt)],
);

export const talkModActions = pgTable("talk_mod_actions", {
  id: serial("id").primaryKey(),
  moderatorUid: text("moderator_uid").notNull(),
  action: text("action").$type<"hide" | "restore" | "lock" | "unlock" | "pin" | "unpin" | "dismiss" | "auto-hide">().notNull(),
  postId: integer("post_id"),
  threadId: integer("thread_id"),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
});
