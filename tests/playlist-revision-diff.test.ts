// What changed between two versions of a LISTEN playlist (lib/music/playlist-revision-diff.ts):
// only changed fields, in the editor's order, with the editor's labels; the title, mood and
// description by words, the colour by the name the editor gives it (old, then new), the notes by
// lines, the tracks one by one by their titles (a moved track marked where it left and where it
// arrived; one the tracks list no longer has by its slug), the products item by item. Every
// expected value is written out by hand.
import { describe, expect, it } from "vitest";
import { diffPlaylistRevisions, playlistInputFromRevision, playlistRevisionFieldsOf, toneName, trackName, type PlaylistRevisionFields } from "@/lib/music/playlist-revision-diff";

const older: PlaylistRevisionFields = {
  title: "Kitchen disco",
  mood: "Upbeat",
  description: "Four-to-the-floor tracks for chopping, stirring and dancing badly.",
  tone: "pink",
  tracks: ["mirrorball-lemonade", "spritz-o-clock", "onions-and-basslines"],
  products: ["copper-coupe-lime-and-agave-margarita", "highfold-mixers-pink-grapefruit-soda"],
  notes: "Made for the hour before dinner.\n\nTurn it up.",
};

describe("diffPlaylistRevisions", () => {
  it("is empty when nothing changed", () => {
    expect(diffPlaylistRevisions(older, { ...older, tracks: [...older.tracks], products: [...older.products] })).toEqual([]);
  });

  it("compares the title, mood and description by words, with the editor's labels", () => {
    const newer = { ...older, title: "Kitchen disco, turned up", mood: "Loud", description: "Four-to-the-floor tracks for chopping and dancing badly." };
    expect(diffPlaylistRevisions(older, newer)).toEqual([
      {
        field: "title",
        label: "Title",
        parts: [
          { kind: "same", text: "Kitchen disco" },
          { kind: "added", text: ", turned up" },
        ],
      },
      {
        field: "mood",
        label: "Mood",
        parts: [
          { kind: "removed", text: "Upbeat" },
          { kind: "added", text: "Loud" },
        ],
      },
      {
        field: "description",
        label: "Description",
        parts: [
          { kind: "same", text: "Four-to-the-floor tracks for chopping" },
          { kind: "removed", text: ", stirring" },
          { kind: "same", text: " and dancing badly." },
        ],
      },
    ]);
  });

  it("shows a new colour by the names the editor gives them, the old one first; an unknown one as stored", () => {
    expect(diffPlaylistRevisions(older, { ...older, tone: "navy" })).toEqual([
      {
        field: "tone",
        label: "Colour",
        parts: [
          { kind: "removed", text: "Pink" },
          { kind: "added", text: "Navy" },
        ],
      },
    ]);
    expect(diffPlaylistRevisions({ ...older, tone: "gold" }, older)[0].parts).toEqual([
      { kind: "removed", text: "gold" },
      { kind: "added", text: "Pink" },
    ]);
  });

  it("compares the notes by lines, an edited paragraph by its words", () => {
    expect(diffPlaylistRevisions(older, { ...older, notes: "Made for the hour before dinner.\n\nTurn it right up." })).toEqual([
      {
        field: "notes",
        label: "Notes",
        parts: [
          { kind: "same", text: "Made for the hour before dinner.\n\nTurn it " },
          { kind: "added", text: "right " },
          { kind: "same", text: "up." },
        ],
      },
    ]);
  });

  it("lists the tracks by title in the order they play: one added, one removed", () => {
    const newer = { ...older, tracks: ["mirrorball-lemonade", "lights-low", "onions-and-basslines"] };
    expect(diffPlaylistRevisions(older, newer)).toEqual([
      {
        field: "tracks",
        label: "Tracks",
        parts: [
          { kind: "same", text: "Mirrorball Lemonade" },
          { kind: "removed", text: "Spritz O'Clock" },
          { kind: "added", text: "Lights Low" },
          { kind: "same", text: "Onions and Basslines" },
        ],
      },
    ]);
  });

  it("marks a track that changed place as moved, where it was and where it is now", () => {
    const newer = { ...older, tracks: ["onions-and-basslines", "mirrorball-lemonade", "spritz-o-clock"] };
    expect(diffPlaylistRevisions(older, newer)).toEqual([
      {
        field: "tracks",
        label: "Tracks",
        parts: [
          { kind: "added", text: "Onions and Basslines (moved)" },
          { kind: "same", text: "Mirrorball Lemonade" },
          { kind: "same", text: "Spritz O'Clock" },
          { kind: "removed", text: "Onions and Basslines (moved)" },
        ],
      },
    ]);
  });

  it("names a track the tracks list no longer has by its slug", () => {
    const newer = { ...older, tracks: ["mirrorball-lemonade", "spritz-o-clock"] };
    expect(diffPlaylistRevisions({ ...older, tracks: ["mirrorball-lemonade", "spritz-o-clock", "retired-track"] }, newer)[0].parts).toEqual([
      { kind: "same", text: "Mirrorball Lemonade" },
      { kind: "same", text: "Spritz O'Clock" },
      { kind: "removed", text: "retired-track (not in the tracks list)" },
    ]);
  });

  it("compares the products item by item, after the tracks", () => {
    const newer = { ...older, tracks: ["mirrorball-lemonade", "spritz-o-clock"], products: ["highfold-mixers-pink-grapefruit-soda", "haldenberg-pils"] };
    expect(diffPlaylistRevisions(older, newer)).toEqual([
      {
        field: "tracks",
        label: "Tracks",
        parts: [
          { kind: "same", text: "Mirrorball Lemonade" },
          { kind: "same", text: "Spritz O'Clock" },
          { kind: "removed", text: "Onions and Basslines" },
        ],
      },
      {
        field: "products",
        label: "Products",
        parts: [
          { kind: "removed", text: "copper-coupe-lime-and-agave-margarita" },
          { kind: "same", text: "highfold-mixers-pink-grapefruit-soda" },
          { kind: "added", text: "haldenberg-pils" },
        ],
      },
    ]);
  });
});

describe("playlistRevisionFieldsOf", () => {
  it("reads a stored revision as it is", () => {
    expect(playlistRevisionFieldsOf({ ...older, position: 3 })).toEqual(older);
  });

  it("reads what is missing or not text as empty, and leaves non-text out of the lists", () => {
    expect(playlistRevisionFieldsOf({ title: 7, tracks: ["slow-tide", 3, null], products: "haldenberg-pils" })).toEqual({
      title: "",
      mood: "",
      description: "",
      tone: "",
      tracks: ["slow-tide"],
      products: [],
      notes: "",
    });
  });
});

describe("playlistInputFromRevision", () => {
  it("gives every field a save takes", () => {
    expect(playlistInputFromRevision(older)).toEqual({
      title: "Kitchen disco",
      mood: "Upbeat",
      description: "Four-to-the-floor tracks for chopping, stirring and dancing badly.",
      tone: "pink",
      tracks: ["mirrorball-lemonade", "spritz-o-clock", "onions-and-basslines"],
      products: ["copper-coupe-lime-and-agave-margarita", "highfold-mixers-pink-grapefruit-soda"],
      notes: "Made for the hour before dinner.\n\nTurn it up.",
    });
  });
});

describe("toneName and trackName", () => {
  it("name each colour as the editor does, and leave an unknown one as it is", () => {
    expect(["cyan", "pink", "navy", "cream", "gold"].map(toneName)).toEqual(["Cyan", "Pink", "Navy", "Cream", "gold"]);
  });

  it("name a track by its title, or by its slug when the tracks list has none", () => {
    expect(["slow-tide", "spritz-o-clock", "retired-track"].map(trackName)).toEqual(["Slow Tide", "Spritz O'Clock", "retired-track (not in the tracks list)"]);
  });
});
