// An author as the newsroom saves one (issue 37): the name, role and biography READ shows on the
// author's page and under each story, and the avatar's address. Strict, like a story's fields.
import { z } from "zod";
import { newsroomFieldErrors } from "./field-errors";
import { authorSchema } from "./schema";
import { SITE_PICTURE } from "./story-input";

const KEBAB = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

export const AUTHOR_FIELD_LABELS = { slug: "Address", name: "Name", role: "Role", bio: "Biography", avatar: "Avatar" } as const;

export const authorInputSchema = z.strictObject(
  {
    slug: z.string({ error: "is required" }).regex(KEBAB, "Use lowercase letters, digits and single hyphens.").max(60, "must be at most 60 characters"),
    name: authorSchema.shape.name,
    role: authorSchema.shape.role,
    bio: authorSchema.shape.content,
    avatar: z
      .string({ error: "is required" })
      .regex(SITE_PICTURE, "Choose a picture under /images/ or /media/ (svg, jpg, jpeg, png or webp).")
      .refine((path) => !path.includes(".."), "Choose a picture under /images/ or /media/ (svg, jpg, jpeg, png or webp)."),
  },
  { error: "Send the author's fields as a JSON object." },
);

export type AuthorInput = z.output<typeof authorInputSchema>;

/** A refused author's sentences by field (./field-errors.ts). */
export function authorFieldErrors(error: z.ZodError): Record<string, string> {
  return newsroomFieldErrors(error, AUTHOR_FIELD_LABELS, "an author");
}
