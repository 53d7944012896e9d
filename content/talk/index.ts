// TALK's seed: the categories, members and threads a fresh install shows (lib/server/talk/seed.ts).
export { SEED_CATEGORIES, SEED_MEMBERS, SEED_STAFF, SEED_TIMELINES, type SeedMember } from "./members";
export type { SeedReply, SeedThread } from "./types";
export { SEED_ANCHOR, seedPostDates } from "./time";
import { THREADS_A } from "./threads-a";
import { THREADS_B } from "./threads-b";

export const SEED_THREADS = [...THREADS_A, ...THREADS_B];
