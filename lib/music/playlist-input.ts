// A playlist as the newsroom's playlist editor sends it (issue 37.1): its words, its colour, its
// tracks in the order they play, the products to pour alongside and its notes (optional). Strict: its place on
// /music is not the editor's to change, so a body that sends anything else is refused. The limits
// are the playlist files' (lib/content/schema.ts playlistSchema); tracks must be in the tracks
// manifest (./tracks.ts), checked here on both sides. Products must exist: the server checks the shop.
// A new playlist also sends its address (playlistSlugSchema), which never changes once published.
import { z } from "zod";
import { newsroomFieldErrors } from "@/lib/content/field-errors";
import { PLAYLIST_TONES } from "@/lib/content/schema";
import { newAddressSchema } from "@/lib/content/story-slugs";
import { trackBySlug } from "./tracks";

export const PLAYLIST_INPUT_LIMITS = { title: 80, mood: 40, description: 240, notes: 2000, tracks: 20, products: 3 } as const;

/** What the editor calls each field; also the refusals' labels ("Title is required."). */
export const PLAYLIST_FIELD_LABELS = {
  title: "Title",
  mood: "Mood",
  description: "Description",
  tone: "Colour",
  tracks: "Tracks",
  products: "Products",
  notes: "Notes",
} as const;

export type PlaylistField = keyof typeof PLAYLIST_FIELD_LABELS;

/** How each colour is named in the editor. */
export const PLAYLIST_TONE_LABELS: Record<(typeof PLAYLIST_TONES)[number], string> = { cyan: "Cyan", pink: "Pink", navy: "Navy", cream: "Cream" };

const KEBAB = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
const TRACKS_RULE = "Choose tracks from the list.";
const PRODUCTS_RULE = "Choose products from the shop's list.";

// Messages in lowercase follow the field's label (lib/content/field-errors.ts).
const requiredOrText = (issue: { input?: unknown }) => (issue.input === undefined ? "is required" : "must be text");
const text = (max: number) => z.string({ error: requiredOrText }).trim().min(1, "is required").max(max, `must be at most ${max} characters`);
const once = (slugs: string[]) => new Set(slugs).size === slugs.length;

const tracks = z
  .array(z.string().regex(KEBAB, TRACKS_RULE), { error: TRACKS_RULE })
  .min(1, "Choose at least one track.")
  .max(PLAYLIST_INPUT_LIMITS.tracks, `Choose at most ${PLAYLIST_INPUT_LIMITS.tracks} tracks.`)
  .refine(once, "Choose each track once.")
  .superRefine((slugs, context) => {
    const unknown = slugs.filter((slug) => !trackBySlug(slug));
    if (unknown.length > 0) context.addIssue({ code: "custom", message: `${TRACKS_RULE.slice(0, -1)}: there is no track ${unknown.map((slug) => `"${slug}"`).join(", ")}.` });
  });

export const playlistInputSchema = z.strictObject(
  {
    title: text(PLAYLIST_INPUT_LIMITS.title),
    mood: text(PLAYLIST_INPUT_LIMITS.mood),
    description: text(PLAYLIST_INPUT_LIMITS.description),
    tone: z.enum(PLAYLIST_TONES, { error: "Choose a colour from the list." }),
    tracks,
    products: z
      .array(z.string().regex(KEBAB, PRODUCTS_RULE), { error: PRODUCTS_RULE })
      .max(PLAYLIST_INPUT_LIMITS.products, `Choose at most ${PLAYLIST_INPUT_LIMITS.products} products.`)
      .refine(once, "Choose each product once.")
      .default([]),
    notes: z
      .string({ error: "must be text" })
      .trim()
      .max(PLAYLIST_INPUT_LIMITS.notes, `must be at most ${PLAYLIST_INPUT_LIMITS.notes} characters`)
      .default(""),
  },
  { error: "Send the playlist's fields as a JSON object." },
);

/** What the editor sends (products and notes may be left out). */
export type PlaylistInputBody = z.input<typeof playlistInputSchema>;
/** What the server saves: trimmed, products and notes filled in. */
export type PlaylistInput = z.output<typeof playlistInputSchema>;

/** A refused playlist's sentences by field (lib/content/field-errors.ts). */
export function playlistFieldErrors(error: z.ZodError): Record<string, string> {
  return newsroomFieldErrors(error, PLAYLIST_FIELD_LABELS, "a playlist");
}

/**
 * Addresses a playlist cannot take: the newsroom's new-playlist page (/admin/content/listen/new)
 * would shadow its editor. /music shows playlists by anchor (#playlist-<slug>), so no public page can.
 */
export const RESERVED_PLAYLIST_SLUGS: readonly string[] = ["new"];

/** What the new playlist's form calls its address; also its refusals' label ("Address is required."). */
export const PLAYLIST_SLUG_LABEL = "Address";

/** A new playlist's address (its editor's and its anchor on /music): a story's rules, and not one of the newsroom's own. */
export const playlistSlugSchema = newAddressSchema(RESERVED_PLAYLIST_SLUGS, "is taken by one of the newsroom's own pages: choose another");

/** A new playlist's address as the server saves it, or its refusal as a sentence ("Address is required."). */
export function checkPlaylistSlug(slug: unknown): { ok: true; slug: string } | { ok: false; sentence: string } {
  const parsed = playlistSlugSchema.safeParse(slug);
  return parsed.success ? { ok: true, slug: parsed.data } : { ok: false, sentence: `${PLAYLIST_SLUG_LABEL} ${parsed.error.issues[0].message}.` };
}
