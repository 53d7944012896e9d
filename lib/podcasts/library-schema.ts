// The body of POST /api/listen/library: one change to a signed-in listener's library. Shared by
// the route (validation) and the browser client (its type). The user is never part of the body.
import { z } from "zod";

const slug = z.string().regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, "must be a slug").max(120);

export const libraryChangeSchema = z.discriminatedUnion("action", [
  z.object({ action: z.enum(["follow", "unfollow"]), show: slug }).strict(),
  z.object({ action: z.enum(["save", "unsave"]), show: slug, slug }).strict(),
  z.object({ action: z.literal("progress"), show: slug, slug, position: z.number().min(0).max(86_400), played: z.boolean().optional() }).strict(),
]);

export type LibraryChange = z.infer<typeof libraryChangeSchema>;
