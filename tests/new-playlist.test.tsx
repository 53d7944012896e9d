// @vitest-environment jsdom
// A new playlist's page in the newsroom (components/admin/content/listen/NewPlaylistWorkspace.tsx)
// against a fake API: the address follows the title until the editor types one; a reserved address
// is refused before anything is sent; "Save and publish" sends the address and the fields with the
// editor's token and opens the new playlist's editor; the server's refusal of a taken address sits
// beside the Address field. And the newsroom's playlists panel links to the page.
import { fireEvent, render, screen, within } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { NewPlaylistWorkspace } from "@/components/admin/content/listen/NewPlaylistWorkspace";
import { PlaylistsPanel } from "@/components/admin/content/listen/PlaylistsPanel";
import type { PlaylistFormOptions } from "@/lib/admin/playlist-contract";
import { fakeApi, fakeRouter } from "./support/fake-api";

const router = fakeRouter();
vi.mock("next/navigation", async (importOriginal) => ({ ...(await importOriginal<typeof import("next/navigation")>()), useRouter: () => router }));
const { fetchMock, answer, sentBody } = fakeApi({ token: "editor-token", router });

const OPTIONS: PlaylistFormOptions = {
  products: [{ slug: "highfold-mixers-pink-grapefruit-soda", name: "Highfold Pink Grapefruit Soda" }],
  tracks: [
    { slug: "late-brunch", title: "Late Brunch", duration: 40 },
    { slug: "lights-low", title: "Lights Low", duration: 48 },
  ],
};

const address = () => screen.getByRole("textbox", { name: "Address" });
const type = (name: string, value: string) => fireEvent.change(screen.getByRole("textbox", { name }), { target: { value } });

function fillPlaylist(title: string) {
  type("Title", title);
  type("Mood", "Sunny");
  type("Description", "Bright songs for a long table outside.");
  fireEvent.click(screen.getByRole("button", { name: "Add" }));
}

describe("a new playlist's address", () => {
  it("follows the title until the editor types one, and names the place it will have", () => {
    render(<NewPlaylistWorkspace options={OPTIONS} playlistCount={4} />);
    expect(screen.getByRole("form", { name: "New playlist" })).toBeInTheDocument();
    expect(screen.getByRole("region", { name: "On the music page" })).toHaveTextContent("The playlist goes last on the music page, as playlist 5.");
    type("Title", "Garden Party: Café Edition");
    expect(address()).toHaveValue("garden-party-cafe-edition");
    expect(screen.getByText(/Its place on the music page: \/music#playlist-garden-party-cafe-edition\./)).toBeInTheDocument();
    fireEvent.change(address(), { target: { value: "garden" } });
    type("Title", "Garden party");
    expect(address()).toHaveValue("garden");
    expect(screen.queryByRole("link", { name: /View on the music page/ })).toBeNull();
  });

  it("refuses the new-playlist page's own address, and a playlist with no tracks, before sending anything", async () => {
    render(<NewPlaylistWorkspace options={OPTIONS} playlistCount={4} />);
    type("Title", "New");
    type("Mood", "Sunny");
    type("Description", "Bright songs for a long table outside.");
    fireEvent.click(screen.getByRole("button", { name: "Save and publish" }));
    const summary = await screen.findByRole("alert");
    expect(summary).toHaveFocus();
    expect(within(summary).getAllByRole("link").map((link) => [link.textContent, link.getAttribute("href")])).toEqual([
      ["Address is taken by one of the newsroom's own pages: choose another.", `#${address().id}`],
      ["Choose at least one track.", "#playlist-track-choice"],
    ]);
    expect(address()).toHaveAttribute("aria-invalid", "true");
    expect(screen.getByTestId("playlist-save-status")).toHaveTextContent("Not saved: 2 fields need changing (see the fields marked).");
    expect(fetchMock).not.toHaveBeenCalled();
    // A new title suggests a new address: the old address's refusal goes with it.
    type("Title", "New morning");
    expect(address()).toHaveValue("new-morning");
    expect(address()).not.toHaveAttribute("aria-invalid", "true");
  });
});

describe("publishing a new playlist", () => {
  it("sends its address and fields with the editor's token, then opens its own editor", async () => {
    const saved = { slug: "garden-party", fields: {}, order: 5, publicPath: "/music#playlist-garden-party", updatedAt: "2026-11-28T10:15:00.000Z", updatedBy: "ana@example.com" };
    answer(201, { data: { playlist: saved } });
    render(<NewPlaylistWorkspace options={OPTIONS} playlistCount={4} />);
    fillPlaylist("Garden party");
    fireEvent.click(screen.getByRole("button", { name: "Save and publish" }));
    expect(await screen.findByText("Saved at 10:15")).toBeInTheDocument();
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(fetchMock.mock.calls[0][0]).toBe("/api/admin/content/playlists");
    expect(fetchMock.mock.calls[0][1]).toMatchObject({ method: "POST", headers: expect.objectContaining({ authorization: "Bearer editor-token" }) });
    expect(sentBody()).toEqual({
      slug: "garden-party",
      fields: { title: "Garden party", mood: "Sunny", description: "Bright songs for a long table outside.", tone: "cyan", tracks: ["late-brunch"], products: [], notes: "" },
    });
    expect(router.replace).toHaveBeenCalledWith("/admin/content/listen/garden-party");
    expect(router.refresh).not.toHaveBeenCalled();
  });

  it("shows the server's refusal of a taken address beside the Address field", async () => {
    const taken = "There is already a playlist at this address. Choose another.";
    answer(409, { code: "playlistSlugTaken", message: taken, fields: { slug: taken } });
    render(<NewPlaylistWorkspace options={OPTIONS} playlistCount={4} />);
    fillPlaylist("Kitchen disco");
    fireEvent.click(screen.getByRole("button", { name: "Save and publish" }));
    const summary = await screen.findByRole("alert");
    expect(summary).toHaveFocus();
    expect(within(summary).getByRole("link", { name: taken })).toHaveAttribute("href", `#${address().id}`);
    expect(address()).toHaveAttribute("aria-invalid", "true");
    expect(screen.getByTestId("playlist-save-status")).toHaveTextContent(taken);
    expect(router.replace).not.toHaveBeenCalled();
    fireEvent.change(address(), { target: { value: "kitchen-disco-2" } });
    expect(address()).not.toHaveAttribute("aria-invalid");
  });
});

describe("the newsroom's playlists", () => {
  it("link to a new playlist's page, with playlists and without", () => {
    const { unmount } = render(<PlaylistsPanel playlists={[{ slug: "kitchen-disco", title: "Kitchen disco", mood: "Upbeat", tracks: 3, updatedAt: "2026-11-20T09:00:00.000Z", updatedBy: null }]} />);
    expect(screen.getByRole("link", { name: "Add a playlist" })).toHaveAttribute("href", "/admin/content/listen/new");
    unmount();
    render(<PlaylistsPanel playlists={[]} />);
    expect(screen.getByRole("link", { name: "Add a playlist" })).toHaveAttribute("href", "/admin/content/listen/new");
  });
});
