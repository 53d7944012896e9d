// TALK's request bodies (zod, server side) and its paths. The numbers and words live in limits.ts,
// which the browser's editors import without zod.
import { z } from "zod";
import { singleLine, withoutControlCharacters } from "../security/text";
import { TALK_LIMITS, TALK_MESSAGES } from "./limits";

export { TALK_LIMITS, TALK_MESSAGES };

const L = TALK_LIMITS;

const title = z.string({ error: TALK_MESSAGES.title }).transform(singleLine).pipe(z.string().min(L.titleMin, TALK_MESSAGES.title).max(L.titleMax, TALK_MESSAGES.title));
const body = z.string({ error: TALK_MESSAGES.body }).transform(withoutControlCharacters).pipe(z.string().trim().min(L.bodyMin, TALK_MESSAGES.body).max(L.bodyMax, TALK_MESSAGES.body));

export const newThreadSchema = z.strictObject({ category: z.string().regex(/^[a-z0-9-]{1,60}$/, TALK_MESSAGES.noSuchCategory), title, body });
export const replySchema = z.strictObject({ body, quoteOf: z.number().int().positive().optional() });
export const editSchema = z.strictObject({ body });
export const reportSchema = z.strictObject({
  reason: z.string({ error: TALK_MESSAGES.reason }).transform(singleLine).pipe(z.string().min(L.reasonMin, TALK_MESSAGES.reason).max(L.reasonMax, TALK_MESSAGES.reason)),
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
