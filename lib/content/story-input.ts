// A story as the newsroom's editor saves it (issue 37). Strict: a body that also sends a status,
// a publish date or an id is refused, never half-read (publishing has its own actions, in
// workflow.ts). The title, standfirst and body reuse the article file's own rules (schema.ts), so a
// story saved in the browser fits the shape the site already renders.
import { z } from "zod";
import { newsroomFieldErrors } from "./field-errors";
import { ARTICLE_SECTIONS, ARTICLE_TOPICS, articleSchema } from "./schema";
import { isStorySlug, STORY_SLUG_MAX } from "./story-slugs";

export const STORY_INPUT_LIMITS = {
  heroAlt: 200,
  topics: 2,
  products: 6,
  seoTitle: 70,
  seoDescription: 160,
} as const;

/** What the editor calls each field; also the labels of a revision's changes. */
export const STORY_FIELD_LABELS = {
  slug: "Slug",
  title: "Title",
  standfirst: "Standfirst",
  section: "Section",
  topics: "Topics",
  author: "Author",
  heroImage: "Hero image",
  heroAlt: "Hero image alt text",
  products: "Products",
  video: "Video",
  seoTitle: "Search title",
  seoDescription: "Search description",
  body: "Body",
} as const;

const KEBAB = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

/**
 * A picture on this site: a path under /images/ or /media/ (sub-folders allowed) naming an svg,
 * jpg, jpeg, png or webp file, in lowercase. No scheme or host (no hot-linking), no "..".
 */
export const SITE_PICTURE = /^\/(?:images|media)\/(?:[a-z0-9][a-z0-9._-]*\/)*[a-z0-9][a-z0-9._-]*\.(?:svg|jpg|jpeg|png|webp)$/;

// Messages that start in lowercase follow the field's label ("Title is required."), as schema.ts
// writes them; the others are sentences of their own.
const requiredOrText = (issue: { input?: unknown }) => (issue.input === undefined ? "is required" : "must be text");

const optionalText = (max: number) =>
  z.string({ error: "must be text" }).trim().max(max, `must be at most ${max} characters`).default("");

const uniqueList = (values: readonly string[]) => new Set(values).size === values.length;

export const storyInputSchema = z
  .strictObject({
    slug: z
      .string({ error: requiredOrText })
      .min(1, "is required")
      .refine(isStorySlug, `Use lowercase letters, digits and single hyphens, at most ${STORY_SLUG_MAX} characters.`),
    title: articleSchema.shape.title,
    standfirst: articleSchema.shape.standfirst,
    section: z.enum(ARTICLE_SECTIONS, { error: "Choose news, opinion or features." }),
    topics: z
      .array(z.enum(ARTICLE_TOPICS, { error: "Choose topics from the list." }), { error: "Choose topics from the list." })
      .max(STORY_INPUT_LIMITS.topics, `Choose at most ${STORY_INPUT_LIMITS.topics} topics.`)
      .refine(uniqueList, "Choose each topic once.")
      .default([]),
    author: z.string({ error: "Choose an author." }).regex(KEBAB, "Choose an author."),
    heroImage: z
      .string({ error: requiredOrText })
      .min(1, "is required")
      .regex(SITE_PICTURE, "Choose a picture under /images/ or /media/ (svg, jpg, jpeg, png or webp).")
      .refine((path) => !path.includes(".."), "Choose a picture under /images/ or /media/ (svg, jpg, jpeg, png or webp)."),
    heroAlt: z
      .string({ error: requiredOrText })
      .trim()
      .min(1, "is required")
      .max(STORY_INPUT_LIMITS.heroAlt, `must be at most ${STORY_INPUT_LIMITS.heroAlt} characters`),
    products: z
      .array(z.string().regex(KEBAB, "Name products by their slugs, such as botanical-spritz."), { error: "List products by their slugs." })
      .max(STORY_INPUT_LIMITS.products, `List at most ${STORY_INPUT_LIMITS.products} products.`)
      .refine(uniqueList, "List each product once.")
      .default([]),
    video: z
      .string({ error: "Choose a video from the list." })
      .refine((value) => value === "" || KEBAB.test(value), "Choose a video from the list.")
      .default(""),
    seoTitle: optionalText(STORY_INPUT_LIMITS.seoTitle),
    seoDescription: optionalText(STORY_INPUT_LIMITS.seoDescription),
    body: articleSchema.shape.content,
  }, { error: "Send the story's fields as a JSON object." });

/** What the editor sends (topics, products, the video and the search fields may be left out). */
export type StoryInputBody = z.input<typeof storyInputSchema>;
/** What the server saves: trimmed, with empty lists and search fields filled in. */
export type StoryInput = z.output<typeof storyInputSchema>;

/** A refused story's sentences by field (./field-errors.ts). */
export function storyFieldErrors(error: z.ZodError): Record<string, string> {
  return newsroomFieldErrors(error, STORY_FIELD_LABELS, "a story");
}
