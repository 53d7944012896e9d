// @vitest-environment jsdom
// The newsroom's playlist editor (components/admin/content/listen/) against a fake API: a save sends
// the fields as edited (tracks reordered, added and removed) with the editor's token and says when
// it was saved; the server's refusal sits beside the field it names and in a summary that takes
// focus; a form the server would refuse is not sent. And LISTEN's music with no playlists yet.
import { fireEvent, render, screen, within } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { PlaylistWorkspace } from "@/components/admin/content/listen/PlaylistWorkspace";
import { MusicComingSoon } from "@/components/listen/MusicComingSoon";
import type { PlaylistEditorData, PlaylistFormOptions } from "@/lib/admin/playlist-contract";
import { fakeApi, fakeRouter } from "./support/fake-api";

const router = fakeRouter();
vi.mock("next/navigation", async (importOriginal) => ({ ...(await importOriginal<typeof import("next/navigation")>()), useRouter: () => router, usePathname: () => "/music" }));
const { fetchMock, answer, sentBody } = fakeApi({ token: "editor-token", router });

const PLAYLIST: PlaylistEditorData = {
  slug: "kitchen-disco",
  fields: {
    title: "Kitchen disco",
    mood: "Upbeat",
    description: "Four-to-the-floor tracks for chopping, stirring and dancing badly.",
    tone: "pink",
    tracks: ["mirrorball-lemonade", "spritz-o-clock", "onions-and-basslines"],
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

/** The sentences tied to a control by aria-describedby, as a screen reader reads them. */
const describedText = (control: HTMLElement) =>
  (control.getAttribute("aria-describedby") ?? "")
    .split(" ")
    .map((id) => document.getElementById(id)?.textContent ?? "")
    .join(" ");

const trackTitles = () => within(screen.getByTestId("playlist-tracks")).getAllByRole("listitem").map((item) => item.firstChild?.textContent);

describe("saving", () => {
  it("sends the playlist as edited, tracks in their new order, with the editor's token, and says when it was saved", async () => {
    answer(200, { data: { playlist: { ...PLAYLIST, updatedAt: "2026-11-26T14:32:00.000Z" } } });
    render(<PlaylistWorkspace playlist={PLAYLIST} options={OPTIONS} />);
    fireEvent.change(screen.getByRole("textbox", { name: "Title" }), { target: { value: "Kitchen disco, turned up" } });
    fireEvent.change(screen.getByRole("combobox", { name: "Colour" }), { target: { value: "navy" } });
    fireEvent.click(screen.getByRole("button", { name: "Up: move Onions and Basslines earlier" }));
    fireEvent.click(screen.getByRole("button", { name: "Remove: Spritz O'Clock" }));
    expect(screen.getByRole("combobox", { name: "Add a track" })).toHaveValue("lights-low");
    fireEvent.click(screen.getByRole("button", { name: "Add" }));
    expect(trackTitles()).toEqual(["Mirrorball Lemonade", "Onions and Basslines", "Lights Low"]);
    expect(screen.getByRole("button", { name: "Up: move Mirrorball Lemonade earlier" })).toBeDisabled();
    fireEvent.click(screen.getByRole("checkbox", { name: "Highfold Pink Grapefruit Soda" }));
    expect(screen.getByText(/You have unsaved changes/)).toBeInTheDocument();

    fireEvent.click(screen.getByRole("button", { name: "Save and publish" }));
    const status = await screen.findByText("Saved at 14:32");
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(fetchMock.mock.calls[0][0]).toBe("/api/admin/content/playlists/kitchen-disco");
    expect(fetchMock.mock.calls[0][1]).toMatchObject({ method: "PUT", headers: expect.objectContaining({ authorization: "Bearer editor-token" }) });
    expect(sentBody()).toEqual({
      fields: {
        ...PLAYLIST.fields,
        title: "Kitchen disco, turned up",
        tone: "navy",
        tracks: ["mirrorball-lemonade", "onions-and-basslines", "lights-low"],
        products: ["copper-coupe-lime-and-agave-margarita", "highfold-mixers-pink-grapefruit-soda"],
      },
    });
    expect(status).toHaveFocus();
    expect(screen.queryByText(/You have unsaved changes/)).toBeNull();
    expect(router.refresh).toHaveBeenCalled();
    expect(screen.getByRole("link", { name: /View on the music page/ })).toHaveAttribute("href", PLAYLIST.publicPath);
  });

  it("shows the server's refusal beside the products, and in a summary that takes focus", async () => {
    const sentence = 'Choose products from the shop\'s list: the shop has no "copper-coupe-lime-and-agave-margarita".';
    answer(400, { code: "invalidPlaylist", message: "One field needs changing: see the field marked.", fields: { products: sentence } });
    render(<PlaylistWorkspace playlist={PLAYLIST} options={OPTIONS} />);
    fireEvent.click(screen.getByRole("button", { name: "Save and publish" }));
    const summary = await screen.findByRole("alert");
    expect(summary).toHaveFocus();
    expect(describedText(screen.getByRole("group", { name: "Products" }))).toContain(sentence);
    expect(within(summary).getByRole("link", { name: sentence })).toHaveAttribute("href", `#${screen.getByRole("searchbox", { name: "Filter products" }).id}`);
    expect(screen.getByTestId("playlist-save-status")).toHaveTextContent("One field needs changing: see the field marked.");
  });

  it("refuses an empty title and a playlist with no tracks before sending anything", async () => {
    render(<PlaylistWorkspace playlist={PLAYLIST} options={OPTIONS} />);
    fireEvent.change(screen.getByRole("textbox", { name: "Title" }), { target: { value: " " } });
    for (const name of ["Mirrorball Lemonade", "Spritz O'Clock", "Onions and Basslines"]) fireEvent.click(screen.getByRole("button", { name: `Remove: ${name}` }));
    expect(screen.getByText("No tracks yet: add at least one.")).toBeInTheDocument();
    fireEvent.click(screen.getByRole("button", { name: "Save and publish" }));
    const summary = await screen.findByRole("alert");
    expect(within(summary).getAllByRole("link").map((link) => [link.textContent, link.getAttribute("href")])).toEqual([
      ["Title is required.", "#story-title"],
      ["Choose at least one track.", "#playlist-track-choice"],
    ]);
    const title = screen.getByRole("textbox", { name: "Title" });
    expect(title).toHaveAttribute("aria-invalid", "true");
    expect(describedText(screen.getByRole("group", { name: "Tracks" }))).toContain("Choose at least one track.");
    expect(screen.getByTestId("playlist-save-status")).toHaveTextContent("Not saved: 2 fields need changing (see the fields marked).");
    expect(fetchMock).not.toHaveBeenCalled();
  });
});

describe("LISTEN's music with no playlists yet", () => {
  it("says they are on their way", () => {
    render(<MusicComingSoon />);
    expect(screen.getByRole("heading", { name: "Our first playlists are on their way" })).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Listen to our podcasts" })).toHaveAttribute("href", "/listen");
  });
});

describe("removing the playlist", () => {
  it("asks once, then takes it off the music page and goes back to the newsroom", async () => {
    answer(200, { data: { removed: true } });
    render(<PlaylistWorkspace playlist={PLAYLIST} options={OPTIONS} />);
    const panel = within(screen.getByRole("region", { name: "Remove from the music page" }));
    expect(panel.getByText("Listeners stop seeing this playlist at once. Its saved versions are kept.")).toBeInTheDocument();
    fireEvent.click(panel.getByRole("button", { name: "Remove playlist" }));
    expect(panel.getByRole("group", { name: "Remove playlist" })).toHaveTextContent("Take Kitchen disco off the music page? The playlists after it move up.");
    expect(fetchMock).not.toHaveBeenCalled();
    fireEvent.click(panel.getByRole("button", { name: "Yes, remove it" }));
    await vi.waitFor(() => expect(router.push).toHaveBeenCalledWith("/admin/content"));
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(fetchMock.mock.calls[0][0]).toBe("/api/admin/content/playlists/kitchen-disco");
    expect(fetchMock.mock.calls[0][1]).toMatchObject({ method: "DELETE", headers: expect.objectContaining({ authorization: "Bearer editor-token" }) });
  });

  it("says why when the playlist is already gone, and stays", async () => {
    answer(404, { code: "playlistNotFound", message: "There is no such playlist." });
    render(<PlaylistWorkspace playlist={PLAYLIST} options={OPTIONS} />);
    const panel = within(screen.getByRole("region", { name: "Remove from the music page" }));
    fireEvent.click(panel.getByRole("button", { name: "Remove playlist" }));
    fireEvent.click(panel.getByRole("button", { name: "Yes, remove it" }));
    expect(await panel.findByText("There is no such playlist.")).toHaveAttribute("role", "status");
    expect(router.push).not.toHaveBeenCalled();
  });
});
