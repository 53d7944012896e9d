import "server-only";
import { asc, eq, inArray } from "drizzle-orm";
import type { ExportDocument } from "@/lib/privacy/export-document";
import type { Db } from "../platform/db";
import {
  learnCompletions,
  learnCourseVisits,
  learnQuizResults,
  podcastEpisodes,
  podcastFollows,
  podcastProgress,
  podcastSaves,
  podcastShows,
  talkLikes,
  talkMembers,
  talkNotifications,
  talkPostEdits,
  talkPosts,
  talkThreads,
} from "../schema";
import { iso, isoNow } from "./export-shop";

// The listening, learning and TALK sections of "Download my data" (./export.ts), one function each.

export async function podcastsOf(db: Db, uid: string): Promise<ExportDocument["podcasts"]> {
  const follows = await db
    .select({ show: podcastShows.title, since: podcastFollows.createdAt })
    .from(podcastFollows)
    .innerJoin(podcastShows, eq(podcastShows.id, podcastFollows.showId))
    .where(eq(podcastFollows.userId, uid));
  const saves = await db
    .select({ show: podcastShows.title, episode: podcastEpisodes.title, savedAt: podcastSaves.createdAt })
    .from(podcastSaves)
    .innerJoin(podcastEpisodes, eq(podcastEpisodes.id, podcastSaves.episodeId))
    .innerJoin(podcastShows, eq(podcastShows.id, podcastEpisodes.showId))
    .where(eq(podcastSaves.userId, uid));
  const positions = await db
    .select({ show: podcastShows.title, episode: podcastEpisodes.title, progress: podcastProgress })
    .from(podcastProgress)
    .innerJoin(podcastEpisodes, eq(podcastEpisodes.id, podcastProgress.episodeId))
    .innerJoin(podcastShows, eq(podcastShows.id, podcastEpisodes.showId))
    .where(eq(podcastProgress.userId, uid));
  return {
    follows: follows.map((row) => ({ show: row.show, since: isoNow(row.since) })),
    saved: saves.map((row) => ({ show: row.show, episode: row.episode, savedAt: isoNow(row.savedAt) })),
    positions: positions.map((row) => ({
      show: row.show,
      episode: row.episode,
      positionSeconds: row.progress.positionSeconds,
      played: row.progress.played,
      updatedAt: isoNow(row.progress.updatedAt),
    })),
  };
}

export async function coursesOf(db: Db, uid: string): Promise<ExportDocument["courses"]> {
  const completions = await db.select().from(learnCompletions).where(eq(learnCompletions.userId, uid));
  const quizzes = await db.select().from(learnQuizResults).where(eq(learnQuizResults.userId, uid));
  const visits = await db.select().from(learnCourseVisits).where(eq(learnCourseVisits.userId, uid));
  return {
    completedLessons: completions.map((row) => ({ course: row.course, lesson: row.lesson, completedAt: isoNow(row.completedAt) })),
    quizResults: quizzes.map((row) => ({ course: row.course, lesson: row.lesson, correct: row.correct, total: row.total, attempts: row.attempts, answeredAt: isoNow(row.answeredAt) })),
    lastOpened: visits.map((row) => ({ course: row.course, lesson: row.lastLesson, openedAt: isoNow(row.lastOpenedAt) })),
  };
}

/** The customer's posts (with their earlier versions) and the threads they started. */
async function talkPostsOf(db: Db, uid: string) {
  const posts = await db
    .select({ post: talkPosts, thread: talkThreads.title })
    .from(talkPosts)
    .innerJoin(talkThreads, eq(talkThreads.id, talkPosts.threadId))
    .where(eq(talkPosts.authorUid, uid))
    .orderBy(asc(talkPosts.createdAt));
  const edits = posts.length ? await db.select().from(talkPostEdits).where(inArray(talkPostEdits.postId, posts.map((row) => row.post.id))).orderBy(asc(talkPostEdits.id)) : [];
  const threads = await db.select({ title: talkThreads.title, createdAt: talkThreads.createdAt }).from(talkThreads).where(eq(talkThreads.authorUid, uid));
  return {
    posts: posts.map(({ post, thread }) => ({
      thread,
      number: post.number,
      body: post.body,
      createdAt: isoNow(post.createdAt),
      editedAt: iso(post.editedAt),
      deleted: post.deletedAt !== null,
      previousVersions: edits.filter((edit) => edit.postId === post.id).map((edit) => ({ body: edit.previousBody, editedAt: isoNow(edit.editedAt) })),
    })),
    threadsStarted: threads.map((row) => ({ title: row.title, createdAt: isoNow(row.createdAt) })),
  };
}

export async function talkOf(db: Db, uid: string): Promise<ExportDocument["talk"]> {
  const [member] = await db.select({ displayName: talkMembers.displayName }).from(talkMembers).where(eq(talkMembers.uid, uid));
  const { posts, threadsStarted } = await talkPostsOf(db, uid);
  const notifications = await db
    .select({ kind: talkNotifications.kind, thread: talkThreads.title, createdAt: talkNotifications.createdAt, readAt: talkNotifications.readAt })
    .from(talkNotifications)
    .innerJoin(talkPosts, eq(talkPosts.id, talkNotifications.postId))
    .innerJoin(talkThreads, eq(talkThreads.id, talkPosts.threadId))
    .where(eq(talkNotifications.uid, uid))
    .orderBy(asc(talkNotifications.createdAt));
  const likes = await db
    .select({ thread: talkThreads.title, number: talkPosts.number, likedAt: talkLikes.createdAt })
    .from(talkLikes)
    .innerJoin(talkPosts, eq(talkPosts.id, talkLikes.postId))
    .innerJoin(talkThreads, eq(talkThreads.id, talkPosts.threadId))
    .where(eq(talkLikes.uid, uid));
  return {
    displayName: member?.displayName ?? null,
    posts,
    threadsStarted,
    notifications: notifications.map((row) => ({ kind: row.kind, thread: row.thread, createdAt: isoNow(row.createdAt), readAt: iso(row.readAt) })),
    likes: likes.map((row) => ({ thread: row.thread, postNumber: row.number, likedAt: isoNow(row.likedAt) })),
  };
}
