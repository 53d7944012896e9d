"use client";
// One hook for every LEARN island: reads the learner's progress and changes it. A guest's progress
// stays in local storage; once they are signed in it is merged into their account (once), and from
// then on the server's copy is the truth and every change goes through /api/learn.
import { useEffect } from "react";
import { isEmptyProgress, type LearnProgress, type QuizResult } from "@/lib/learn/progress";
import { useLearnStore } from "@/stores/learn";
import { useUserStore } from "@/stores/user";
import { changeProgress, fetchProgress, mergeProgress } from "@/lib/learn/client";

/** The sync under way for a uid, shared by every island on the page. */
let syncing: { uid: string; done: Promise<void> } | null = null;

function syncAccount(uid: string): Promise<void> {
  if (syncing?.uid === uid) return syncing.done;
  const { owner, progress } = useLearnStore.getState();
  const guestProgress = owner === null && !isEmptyProgress(progress) ? progress : null;
  const done = (guestProgress ? mergeProgress(guestProgress) : fetchProgress())
    .then((merged) => {
      if (useUserStore.getState().userId === uid) useLearnStore.getState().adopt(uid, merged);
    })
    .catch(() => {
      syncing = null; // try again on the next island that mounts
    });
  syncing = { uid, done };
  return done;
}

function adoptAnswer(uid: string, answer: Promise<LearnProgress>): Promise<void> {
  return answer.then((progress) => {
    if (useUserStore.getState().userId === uid) useLearnStore.getState().adopt(uid, progress);
  });
}

export interface LearnProgressView {
  /** False until the learner's progress is known (storage read, and the account's loaded). */
  ready: boolean;
  signedIn: boolean;
  progress: LearnProgress;
  /** The name a certificate shows: the account's display name, else the one a guest typed. */
  learnerName: string;
}

export function useLearnProgress(): LearnProgressView {
  const status = useUserStore((state) => state.userStatus);
  const uid = useUserStore((state) => state.userId);
  const displayName = useUserStore((state) => state.user?.displayName ?? null);
  const hydrated = useLearnStore((state) => state.hydrated);
  const owner = useLearnStore((state) => state.owner);
  const progress = useLearnStore((state) => state.progress);
  const certificateName = useLearnStore((state) => state.certificateName);

  useEffect(() => {
    if (!useLearnStore.getState().hydrated) void useLearnStore.persist.rehydrate();
  }, []);

  useEffect(() => {
    if (!hydrated) return;
    if (status === "loggedIn" && uid) void syncAccount(uid);
    // Signed out (or another account): the last learner's progress is not a guest's to keep.
    if (status === "loggedOut" && owner !== null) {
      syncing = null;
      useLearnStore.getState().resetToGuest();
    }
  }, [hydrated, status, uid, owner]);

  const signedIn = status === "loggedIn" && uid !== null;
  const ready = hydrated && status !== "checking" && (signedIn ? owner === uid : owner === null);
  return { ready, signedIn, progress: ready ? progress : {}, learnerName: (signedIn ? displayName : null) || certificateName };
}

/** Records that a lesson was opened ("Continue where you left off"). */
export function recordLessonOpened(course: string, lesson: string): Promise<void> {
  useLearnStore.getState().openLesson(course, lesson);
  const { userStatus, userId } = useUserStore.getState();
  if (userStatus !== "loggedIn" || !userId) return Promise.resolve();
  return syncAccount(userId).then(() => adoptAnswer(userId, changeProgress({ action: "open", course, lesson })));
}

/** Marks a lesson complete: at once on the page, then on the account when signed in. */
export function recordLessonComplete(course: string, lesson: string): Promise<void> {
  useLearnStore.getState().completeLesson(course, lesson);
  const { userStatus, userId } = useUserStore.getState();
  if (userStatus !== "loggedIn" || !userId) return Promise.resolve();
  return adoptAnswer(userId, changeProgress({ action: "complete", course, lesson }));
}

/** Keeps a quiz result on the page (the server saved it already when signed in). */
export function recordQuizResult(course: string, lesson: string, result: QuizResult): void {
  useLearnStore.getState().recordQuiz(course, lesson, result);
}
