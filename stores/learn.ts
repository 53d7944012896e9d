// LEARN progress in the browser. A guest's completions, quiz results and last lesson live here
// (local storage, key "learnProgress") until they sign in and it joins their account; a signed-in
// learner's copy mirrors the server's, marked with their uid so another account never sees it.
// The syncing with /api/learn lives in components/learn/use-learn-progress.ts.
import { create } from "zustand";
import { createJSONStorage, persist } from "zustand/middleware";
import { betterQuizResult, emptyCourseProgress, type CourseProgress, type LearnProgress, type QuizResult } from "@/lib/learn/progress";

export const LEARN_STORAGE_KEY = "learnProgress";

export interface LearnState {
  /** Whose progress this is: null for a guest, else the signed-in learner's uid. */
  owner: string | null;
  progress: LearnProgress;
  /** The name a guest wants on their certificates. */
  certificateName: string;
  /** True once local storage has been read (islands show nothing learner-specific before). */
  hydrated: boolean;
  openLesson: (course: string, lesson: string) => void;
  completeLesson: (course: string, lesson: string) => void;
  recordQuiz: (course: string, lesson: string, result: QuizResult) => void;
  /** Takes the server's progress for a signed-in learner. */
  adopt: (owner: string, progress: LearnProgress) => void;
  /** Back to an empty guest record (after sign-out). */
  resetToGuest: () => void;
  setCertificateName: (name: string) => void;
}

const now = () => new Date().toISOString();

function updateCourse(progress: LearnProgress, course: string, change: (current: CourseProgress) => CourseProgress): LearnProgress {
  return { ...progress, [course]: change(progress[course] ?? emptyCourseProgress()) };
}

export const useLearnStore = create<LearnState>()(
  persist(
    (set) => ({
      owner: null,
      progress: {},
      certificateName: "",
      hydrated: false,
      openLesson: (course, lesson) =>
        set((state) => ({ progress: updateCourse(state.progress, course, (current) => ({ ...current, lastLesson: lesson, lastOpenedAt: now() })) })),
      completeLesson: (course, lesson) =>
        set((state) => ({
          progress: updateCourse(state.progress, course, (current) =>
            current.completed[lesson] ? current : { ...current, completed: { ...current.completed, [lesson]: now() } },
          ),
        })),
      recordQuiz: (course, lesson, result) =>
        set((state) => ({
          progress: updateCourse(state.progress, course, (current) => ({ ...current, quizzes: { ...current.quizzes, [lesson]: betterQuizResult(current.quizzes[lesson], result)! } })),
        })),
      adopt: (owner, progress) => set({ owner, progress }),
      resetToGuest: () => set({ owner: null, progress: {} }),
      setCertificateName: (certificateName) => set({ certificateName: certificateName.slice(0, 80) }),
    }),
    {
      name: LEARN_STORAGE_KEY,
      version: 1,
      storage: createJSONStorage(() => localStorage),
      // Read when a LEARN island first mounts, so server HTML and the first render agree.
      skipHydration: true,
      partialize: ({ owner, progress, certificateName }) => ({ owner, progress, certificateName }),
      onRehydrateStorage: () => () => useLearnStore.setState({ hydrated: true }),
    },
  ),
);
