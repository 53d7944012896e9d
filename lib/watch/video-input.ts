// A video as the newsroom's video editor sends it (issue 37.1): its words, its series, its poster
// and the products it recommends. Strict: the files (the video, its captions) and its date are not
// the editor's to change, so a body that sends them is refused, never half-read. The title and
// description keep the video files' limits (lib/content/schema.ts); the poster follows the rule
// stories use for pictures (SITE_PICTURE). Products must exist: the server checks the shop.
import { z } from "zod";
import { newsroomFieldErrors } from "@/lib/content/field-errors";
import { VIDEO_THEMES } from "@/lib/content/schema";
import { SITE_PICTURE } from "@/lib/content/story-input";
import { newAddressSchema } from "@/lib/content/story-slugs";
import { RESERVED_VIDEO_SLUGS } from "@/lib/admin/video-contract";

export const VIDEO_INPUT_LIMITS = { title: 120, description: 320, posterAlt: 300, products: 3 } as const;

/** What the editor calls each field; also the refusals' labels ("Title is required."). */
export const VIDEO_FIELD_LABELS = {
  title: "Title",
  description: "Description",
  theme: "Series",
  products: "Products",
  posterImage: "Poster image",
  posterAlt: "Poster alt text",
} as const;

export type VideoField = keyof typeof VIDEO_FIELD_LABELS;

const KEBAB = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
const PICTURE_RULE = "Choose a picture under /images/ or /media/ (svg, jpg, jpeg, png or webp).";

// Messages in lowercase follow the field's label (lib/content/field-errors.ts).
const requiredOrText = (issue: { input?: unknown }) => (issue.input === undefined ? "is required" : "must be text");
const text = (max: number) => z.string({ error: requiredOrText }).trim().min(1, "is required").max(max, `must be at most ${max} characters`);

export const videoInputSchema = z.strictObject(
  {
    title: text(VIDEO_INPUT_LIMITS.title),
    description: text(VIDEO_INPUT_LIMITS.description),
    theme: z.enum(VIDEO_THEMES, { error: "Choose a series from the list." }),
    products: z
      .array(z.string().regex(KEBAB, "Choose products from the shop's list."), { error: "Choose products from the shop's list." })
      .max(VIDEO_INPUT_LIMITS.products, `Choose at most ${VIDEO_INPUT_LIMITS.products} products.`)
      .refine((slugs) => new Set(slugs).size === slugs.length, "Choose each product once.")
      .default([]),
    posterImage: z
      .string({ error: requiredOrText })
      .trim()
      .min(1, "is required")
      .regex(SITE_PICTURE, PICTURE_RULE)
      .refine((path) => !path.includes(".."), PICTURE_RULE),
    posterAlt: text(VIDEO_INPUT_LIMITS.posterAlt),
  },
  { error: "Send the video's fields as a JSON object." },
);

/** What the editor sends (products may be left out). */
export type VideoInputBody = z.input<typeof videoInputSchema>;
/** What the server saves: trimmed, products filled in. */
export type VideoInput = z.output<typeof videoInputSchema>;

/** A refused video's sentences by field (lib/content/field-errors.ts). */
export function videoFieldErrors(error: z.ZodError): Record<string, string> {
  return newsroomFieldErrors(error, VIDEO_FIELD_LABELS, "a video");
}

/** The sentence for a refusal that names fields: how many need changing. */
export { fieldsRefusedSentence } from "@/lib/content/field-errors";

/** A new video's address under /watch/: a story's rules, and never "new" (the newsroom's own page). */
export const videoSlugSchema = newAddressSchema(RESERVED_VIDEO_SLUGS, "is taken by the newsroom's own page: choose another");
