// @vitest-environment jsdom
// A playlist's revisions in its editor (components/admin/content/listen/PlaylistRevisions.tsx)
// against a fake API, as a video's are (tests/video-revisions.test.tsx): newest first with a
// comparison link; a restore asked once (warning of unsaved changes), sent as {} with the editor's
// token, then the form showing what it put back (tracks in their restored order) and the save line
// saying when; a refusal said in the panel, the form as it was; no restore while a save is sent.
// And the comparison page's diff (tracks by title, one per line), whose Restore opens the editor.
import { fireEvent, render, screen, within } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { PlaylistRevisionDiff } from "@/components/admin/content/listen/PlaylistRevisionDiff";
import { PlaylistWorkspace } from "@/components/admin/content/listen/PlaylistWorkspace";
import type { PlaylistEditorData, PlaylistFormOptions, PlaylistRevisionComparison, PlaylistRevisionSummary } from "@/lib/admin/playlist-contract";
import { fakeApi, fakeRouter } from "./support/fake-api";

const router = fakeRouter();
vi.mock("next/navigation", async (importOriginal) => ({ ...(await importOriginal<typeof import("next/navigation")>()), useRouter: () => router }));
const { fetchMock, answer } = fakeApi({ token: "editor-token", router });

const PLAYLIST: PlaylistEditorData = {
  slug: "kitchen-disco",
  fields: {
    title: "Kitchen disco, turned up",
    mood: "Upbeat",
    description: "Four-to-the-floor tracks for chopping, stirring and dancing badly.",
    tone: "navy",
    tracks: ["onions-and-basslines", "mirrorball-lemonade", "spritz-o-clock"],
    products: ["copper-coupe-lime-and-agave-margarita"],
    notes: "Made for the hour before dinner.",
  },
  order: 1,
  publicPath: "/music#playlist-kitchen-disco",
  updatedAt: "2026-11-20T09:00:00.000Z",
  updatedBy: "ana@example.com",
};

const OPTIONS: PlaylistFormOptions = {
  products: [
    { slug: "copper-coupe-lime-and-agave-margarita", name: "Copper Coupe Lime and Agave Margarita" },
    { slug: "highfold-mixers-pink-grapefruit-soda", name: "Highfold Pink Grapefruit Soda" },
  ],
  tracks: [
    { slug: "lights-low", title: "Lights Low", duration: 48 },
    { slug: "mirrorball-lemonade", title: "Mirrorball Lemonade", duration: 34 },
    { slug: "onions-and-basslines", title: "Onions and Basslines", duration: 36 },
    { slug: "spritz-o-clock", title: "Spritz O'Clock", duration: 33 },
  ],
};

const REVISIONS: PlaylistRevisionSummary[] = [
  { id: 1, at: "2026-11-20T08:00:00.000Z", actor: { uid: "import", email: null } },
  { id: 7, at: "2026-11-20T09:00:00.000Z", actor: { uid: "u1", email: "ana@example.com" } },
];

const RESTORE_PATH = "/api/admin/content/playlists/kitchen-disco/revisions/1/restore";
const panel = () => within(screen.getByRole("region", { name: "Revisions" }));
const renderEditor = () => render(<PlaylistWorkspace playlist={PLAYLIST} options={OPTIONS} revisions={REVISIONS} />);
const trackTitles = () => within(screen.getByTestId("playlist-tracks")).getAllByRole("listitem").map((item) => item.firstChild?.textContent);

describe("the playlist's revisions", () => {
  it("lists them newest first, naming the import, each with a comparison with the playlist now", () => {
    renderEditor();
    expect(panel().getByText("2 saved")).toBeInTheDocument();
    const items = panel().getAllByRole("listitem");
    expect(items.map((item) => within(item).getByRole("time").textContent)).toEqual(["20 November 2026, 09:00 GMT", "20 November 2026, 08:00 GMT"]);
    expect(items[0]).toHaveTextContent("ana@example.com");
    expect(items[1]).toHaveTextContent("Imported");
    expect(within(items[1]).getByRole("link", { name: "Compare with current (the version saved 20 November 2026, 08:00 GMT)" })).toHaveAttribute(
      "href",
      "/admin/content/listen/kitchen-disco/revisions?from=1",
    );
  });

  it("asks once, warning of unsaved changes, then restores: the form shows the playlist as it was, and the save line when", async () => {
    const restored = { ...PLAYLIST.fields, title: "Kitchen disco", tone: "pink" as const, tracks: ["mirrorball-lemonade", "spritz-o-clock", "onions-and-basslines"], products: [] };
    answer(200, { data: { playlist: { ...PLAYLIST, fields: restored, updatedAt: "2026-11-26T15:00:00.000Z" } } });
    renderEditor();
    fireEvent.change(screen.getByRole("textbox", { name: "Title" }), { target: { value: "Typed, not saved" } });
    fireEvent.click(panel().getByRole("button", { name: "Restore the version saved 20 November 2026, 08:00 GMT" }));
    const question = panel().getByRole("group", { name: "Restore the version saved 20 November 2026, 08:00 GMT" });
    expect(question).toHaveTextContent("Put the playlist back as it was saved 20 November 2026, 08:00 GMT? Changes you have not saved will be lost. The current version stays in the history.");
    expect(within(question).getByRole("button", { name: "Yes, restore" })).toHaveFocus();
    expect(fetchMock).not.toHaveBeenCalled();

    fireEvent.click(within(question).getByRole("button", { name: "Yes, restore" }));
    expect(await screen.findByDisplayValue("Kitchen disco")).toBe(screen.getByRole("textbox", { name: "Title" }));
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(fetchMock.mock.calls[0][0]).toBe(RESTORE_PATH);
    expect(fetchMock.mock.calls[0][1]).toMatchObject({ method: "POST", body: "{}", headers: expect.objectContaining({ authorization: "Bearer editor-token", "content-type": "application/json" }) });
    expect(screen.getByRole("combobox", { name: "Colour" })).toHaveValue("pink");
    expect(trackTitles()).toEqual(["Mirrorball Lemonade", "Spritz O'Clock", "Onions and Basslines"]);
    expect(screen.getByRole("checkbox", { name: "Copper Coupe Lime and Agave Margarita" })).not.toBeChecked();
    expect(screen.getByTestId("playlist-save-status")).toHaveTextContent("Saved at 15:00");
    expect(screen.queryByText(/You have unsaved changes/)).toBeNull();
    expect(router.refresh).toHaveBeenCalled();
  });

  it("says why a restore was refused and changes nothing in the form", async () => {
    answer(409, { code: "revisionInvalid", message: 'This version cannot be restored: the shop has no "copper-coupe-lime-and-agave-margarita".' });
    renderEditor();
    fireEvent.click(panel().getByRole("button", { name: /^Restore the version saved 20 November 2026, 08:00/ }));
    expect(panel().getByRole("group", { name: /^Restore the version/ })).toHaveTextContent("Put the playlist back as it was saved 20 November 2026, 08:00 GMT? The current version stays in the history.");
    fireEvent.click(panel().getByRole("button", { name: "Yes, restore" }));
    expect(await panel().findByRole("alert")).toHaveTextContent('This version cannot be restored: the shop has no "copper-coupe-lime-and-agave-margarita".');
    expect(screen.getByRole("textbox", { name: "Title" })).toHaveValue("Kitchen disco, turned up");
    expect(trackTitles()).toEqual(["Onions and Basslines", "Mirrorball Lemonade", "Spritz O'Clock"]);
    expect(screen.getByTestId("playlist-save-status")).toBeEmptyDOMElement();
    expect(router.refresh).not.toHaveBeenCalled();
  });

  it("waits while a save is being sent", async () => {
    fetchMock.mockReturnValueOnce(new Promise(() => undefined));
    renderEditor();
    fireEvent.click(screen.getByRole("button", { name: "Save and publish" }));
    await screen.findByText("Saving…");
    const buttons = panel().getAllByRole("button", { name: /^Restore/ });
    expect(buttons).toHaveLength(2);
    for (const button of buttons) expect(button).toBeDisabled();
  });

  it("says so when there are none yet", () => {
    render(<PlaylistWorkspace playlist={PLAYLIST} options={OPTIONS} revisions={[]} />);
    expect(panel().getByText("No saved versions yet.")).toBeInTheDocument();
  });
});

describe("two versions of a playlist compared", () => {
  const comparison: PlaylistRevisionComparison = {
    older: REVISIONS[0],
    newer: null,
    changes: [
      { field: "title", label: "Title", parts: [{ kind: "same", text: "Kitchen disco" }, { kind: "added", text: ", turned up" }] },
      { field: "tone", label: "Colour", parts: [{ kind: "removed", text: "Pink" }, { kind: "added", text: "Navy" }] },
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
      { field: "products", label: "Products", parts: [{ kind: "same", text: "copper-coupe-lime-and-agave-margarita" }, { kind: "removed", text: "highfold-mixers-pink-grapefruit-soda" }] },
    ],
  };

  it("shows each change in words as well as colour, the colour and the tracks one per line, and restoring opens the playlist's editor", async () => {
    answer(200, { data: { playlist: PLAYLIST } });
    render(<PlaylistRevisionDiff slug="kitchen-disco" comparison={comparison} />);
    expect(screen.getByText("From the version saved 20 November 2026, 08:00 GMT by the import to the playlist as it is now.")).toBeInTheDocument();
    expect(screen.getByRole("region", { name: "Title" }).querySelector("ins")).toHaveTextContent("added: , turned up");
    const colour = within(screen.getByRole("region", { name: "Colour" })).getAllByRole("listitem");
    expect(colour.map((item) => item.textContent)).toEqual(["removed: Pink", "added: Navy"]);
    const tracks = within(screen.getByRole("region", { name: "Tracks" })).getAllByRole("listitem");
    expect(tracks.map((item) => item.textContent)).toEqual(["added: Onions and Basslines (moved)", "Mirrorball Lemonade", "Spritz O'Clock", "removed: Onions and Basslines (moved)"]);
    const products = within(screen.getByRole("region", { name: "Products" })).getAllByRole("listitem");
    expect(products.map((item) => item.textContent)).toEqual(["copper-coupe-lime-and-agave-margarita", "removed: highfold-mixers-pink-grapefruit-soda"]);
    fireEvent.click(screen.getByRole("button", { name: /^Restore the version saved 20 November 2026, 08:00 GMT by the import/ }));
    expect(screen.getByRole("group", { name: /^Restore the version/ })).toHaveTextContent("Put the playlist back as it was saved 20 November 2026, 08:00 GMT by the import?");
    fireEvent.click(screen.getByRole("button", { name: "Yes, restore" }));
    await vi.waitFor(() => expect(router.push).toHaveBeenCalledWith("/admin/content/listen/kitchen-disco"));
    expect(fetchMock.mock.calls[0][0]).toBe(RESTORE_PATH);
  });
});
