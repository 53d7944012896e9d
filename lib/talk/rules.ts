// TALK's rules: lengths, rates and the request bodies of /api/talk, shared by the server (which
// enforces them) and the editor (which says them before sending).
import { z } from "zod";

export const TALK_LIMITS = {
  titleMin: 8,
  titleMax: 120,
  bodyMin: 2,
  bodyMax: 10_000,
  reasonMin: 3,
  reasonMax: 500,
  /** Per member per rolling hour; accounts younger than newAccountHours get the "new" numbers. */
  threadsPerHour: 3,
  repliesPerHour: 20,
  newThreadsPerHour: 1,
  newRepliesPerHour: 5,
  newAccountHours: 24,
  /** The same body from the same member within this many seconds is refused. */
  duplicateSeconds: 60,
  /** Reports from this many different members hide a post until a moderator reviews it. */
  reportsToHide: 3,
  postsPerPage: 20,
  threadsPerPage: 20,
} as const;

const L = TALK_LIMITS;

export const TALK_MESSAGES = {
  title: `Titles need ${L.titleMin} to ${L.titleMax} characters.`,
  body: `Posts need ${L.bodyMin} to ${L.bodyMax.toLocaleString("en-GB")} characters.`,
  reason: `Please give a reason of ${L.reasonMin} to ${L.reasonMax} characters.`,
  duplicate: "You posted exactly this a moment ago. Please wait a minute or change what you wrote.",
  threadRate: "You've started as many threads as you can in an hour. Please try again a little later.",
  replyRate: "You've posted as many replies as you can in an hour. Please try again a little later.",
  locked: "This thread is locked, so it can't take new replies.",
  notYours: "You can only change your own posts.",
  deleted: "This post has been deleted.",
  moderatorsOnly: "Only moderators can do that.",
  noSuchThread: "No such thread.",
  noSuchPost: "No such post.",
  noSuchCategory: "No such category.",
  quoteElsewhere: "You can only quote a post from the same thread.",
  ownPost: "You can't report or like your own post.",
} as const;

const title = z.string({ error: TALK_MESSAGES.title }).trim().min(L.titleMin, TALK_MESSAGES.title).max(L.titleMax, TALK_MESSAGES.title);
const body = z.string({ error: TALK_MESSAGES.body }).trim().min(L.bodyMin, TALK_MESSAGES.body).max(L.bodyMax, TALK_MESSAGES.body);

export const newThreadSchema = z.strictObject({ category: z.string().regex(/^[a-z0-9-]{1,60}$/, TALK_MESSAGES.noSuchCategory), title, body });
export const replySchema = z.strictObject({ body, quoteOf: z.number().int().positive().optional() });
export const editSchema = z.strictObject({ body });
export const reportSchema = z.strictObject({
  reason: z.string({ error: TALK_MESSAGES.reason }).trim().min(L.reasonMin, TALK_MESSAGES.reason).max(L.reasonMax, TALK_MESSAGES.reason),
});
export const moderatePostSchema = z.strictObject({ action: z.enum(["hide", "restore", "dismiss"]) });
export const moderateThreadSchema = z.strictObject({ action: z.enum(["lock", "unlock", "pin", "unpin"]) });

export type NewThread = z.infer<typeof newThreadSchema>;
export type PostModeration = z.infer<typeof moderatePostSchema>["action"];
export type ThreadModeration = z.infer<typeof moderateThreadSchema>["action"];

/** A positive integer id from a URL, else null (answered as 404). */
export function routeId(raw: string): number | null {
  return /^[1-9][0-9]{0,9}$/.test(raw) && Number(raw) <= 2_147_483_647 ? Number(raw) : null;
}

/** ?page=N as a page number: 1 unless it is a plain positive number. */
export const pageNumber = (raw: string | undefined): number => (raw && /^[1-9][0-9]{0,4}$/.test(raw) ? Number(raw) : 1);

/** A thread title as a URL slug: lowercase words joined by hyphens, at most 60 characters. */
export function threadSlug(title: string): string {
  const slug = title
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "")
    .slice(0, 60)
    .replace(/-+$/g, "");
  return slug || "thread";
}

export const threadPath = (id: number, slug: string, page = 1) => `/talk/t/${id}/${slug}${page > 1 ? `?page=${page}` : ""}`;
export const categoryPath = (slug: string) => `/talk/c/${slug}`;
/** Where a post sits: its thread page and anchor. */
export const postPath = (threadId: number, slug: string, number: number) =>
  `${threadPath(threadId, slug, Math.ceil(number / TALK_LIMITS.postsPerPage))}#post-${number}`;
