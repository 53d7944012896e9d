// The playlist editor's body (lib/music/playlist-input.ts): what is saved (trimmed, products filled
// in) and a sentence, labelled, for each field refused; strict, so nothing else may be sent. And a
// new playlist's address: lowercase words joined by single hyphens, at most 80 characters, never
// "new" (the newsroom's new-playlist page would shadow its editor).
import { describe, expect, it } from "vitest";
import { checkPlaylistSlug, playlistFieldErrors, playlistInputSchema, playlistSlugSchema } from "@/lib/music/playlist-input";

const GOOD = {
  title: "Kitchen disco",
  mood: "Upbeat",
  description: "Four-to-the-floor tracks for chopping and stirring.",
  tone: "pink",
  tracks: ["mirrorball-lemonade", "spritz-o-clock"],
  products: ["highfold-mixers-pink-grapefruit-soda"],
  notes: "Pour a *margarita-style* sour.",
};

const refusals = (body: unknown) => {
  const parsed = playlistInputSchema.safeParse(body);
  return parsed.success ? {} : playlistFieldErrors(parsed.error);
};

describe("playlistInputSchema", () => {
  it("takes a playlist, trimmed, with no products and no notes when none are sent", () => {
    const { products: _products, notes: _notes, ...withoutProducts } = GOOD;
    expect(playlistInputSchema.parse({ ...withoutProducts, title: "  Kitchen disco  " })).toEqual({ ...withoutProducts, title: "Kitchen disco", products: [], notes: "" });
    expect(playlistInputSchema.parse(GOOD)).toEqual(GOOD);
  });

  it("wants tracks from the manifest, at least one, at most 20, each once", () => {
    expect(refusals({ ...GOOD, tracks: [] })).toEqual({ tracks: "Choose at least one track." });
    expect(refusals({ ...GOOD, tracks: ["lights-low", "no-such-track", "nor-this"] })).toEqual({ tracks: 'Choose tracks from the list: there is no track "no-such-track", "nor-this".' });
    expect(refusals({ ...GOOD, tracks: ["lights-low", "lights-low"] })).toEqual({ tracks: "Choose each track once." });
    expect(refusals({ ...GOOD, tracks: ["Lights Low"] })).toEqual({ tracks: "Choose tracks from the list." });
    expect(refusals({ ...GOOD, tracks: "lights-low" })).toEqual({ tracks: "Choose tracks from the list." });
    expect(refusals({ ...GOOD, tracks: Array.from({ length: 21 }, (_, index) => `track-${index}`) })).toMatchObject({ tracks: "Choose at most 20 tracks." });
  });

  it("wants a colour from the list and at most three products, each once", () => {
    expect(refusals({ ...GOOD, tone: "purple" })).toEqual({ tone: "Choose a colour from the list." });
    expect(refusals({ ...GOOD, products: ["a", "b", "c", "d"] })).toEqual({ products: "Choose at most 3 products." });
    expect(refusals({ ...GOOD, products: ["a", "a"] })).toEqual({ products: "Choose each product once." });
  });

  it("labels the words' refusals and keeps the files' limits", () => {
    expect(refusals({ ...GOOD, title: "   ", mood: "x".repeat(41), description: "x".repeat(241), notes: 3 })).toEqual({
      title: "Title is required.",
      mood: "Mood must be at most 40 characters.",
      description: "Description must be at most 240 characters.",
      notes: "Notes must be text.",
    });
    expect(playlistInputSchema.parse({ ...GOOD, notes: "  " }).notes).toBe("");
    expect(refusals({ ...GOOD, notes: "x".repeat(2001) })).toEqual({ notes: "Notes must be at most 2000 characters." });
    const { mood: _mood, ...withoutMood } = GOOD;
    expect(refusals(withoutMood)).toEqual({ mood: "Mood is required." });
    expect(refusals({ ...GOOD, title: 7 })).toEqual({ title: "Title must be text." });
  });

  it("refuses a field the editor does not send, and a body that is not an object", () => {
    expect(refusals({ ...GOOD, order: 2, slug: "other" })).toEqual({
      order: '"order" is not a field of a playlist and cannot be sent.',
      slug: '"slug" is not a field of a playlist and cannot be sent.',
    });
    expect(refusals("Kitchen disco")).toEqual({ form: "Send the playlist's fields as a JSON object." });
  });
});

const slugRefusal = (slug: unknown) => {
  const parsed = playlistSlugSchema.safeParse(slug);
  return parsed.success ? null : parsed.error.issues[0].message;
};

describe("a new playlist's address", () => {
  it("takes lowercase words and digits joined by single hyphens, trimmed", () => {
    expect(playlistSlugSchema.parse("  kitchen-disco-2  ")).toBe("kitchen-disco-2");
    expect(slugRefusal("a".repeat(80))).toBeNull();
    expect(checkPlaylistSlug(" sunday-reset ")).toEqual({ ok: true, slug: "sunday-reset" });
  });

  it("refuses capitals, spaces, underscores, doubled or outer hyphens, and more than 80 characters", () => {
    const format = "must be lowercase letters and digits, with single hyphens between words";
    for (const slug of ["Kitchen-disco", "kitchen disco", "kitchen_disco", "kitchen--disco", "-kitchen", "disco-"]) expect(slugRefusal(slug)).toBe(format);
    expect(slugRefusal("a".repeat(81))).toBe("must be at most 80 characters");
    expect(slugRefusal("   ")).toBe("is required");
    expect(slugRefusal(undefined)).toBe("is required");
  });

  it("refuses the address of the newsroom's new-playlist page", () => {
    expect(slugRefusal("new")).toBe("is taken by one of the newsroom's own pages: choose another");
    expect(slugRefusal("new-wave")).toBeNull();
  });

  it("says a refusal as a sentence labelled Address, as the form shows it", () => {
    expect(checkPlaylistSlug("new")).toEqual({ ok: false, sentence: "Address is taken by one of the newsroom's own pages: choose another." });
    expect(checkPlaylistSlug(7)).toEqual({ ok: false, sentence: "Address is required." });
  });
});
