// @vitest-environment jsdom
// The newsroom's video editor (components/admin/content/watch/) against a fake API: a save sends the
// fields as edited with the editor's token and says when it was saved; the poster's preview follows
// the path and its alt text; the server's refusal sits beside the field it names and in a summary
// that takes focus; a form the server would refuse is not sent. And WATCH with no videos yet.
import { fireEvent, render, screen, within } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { VideoWorkspace } from "@/components/admin/content/watch/VideoWorkspace";
import { WatchIndex } from "@/components/watch/WatchIndex";
import { fakeApi, fakeRouter } from "./support/fake-api";
import { OPTIONS, VIDEO } from "./support/video-editor-data";

const router = fakeRouter();
vi.mock("next/navigation", async (importOriginal) => ({ ...(await importOriginal<typeof import("next/navigation")>()), useRouter: () => router, usePathname: () => "/watch" }));
const { fetchMock, answer, sentBody } = fakeApi({ token: "editor-token", router });

/** The sentences tied to a control by aria-describedby, as a screen reader reads them. */
const describedText = (control: HTMLElement) =>
  (control.getAttribute("aria-describedby") ?? "")
    .split(" ")
    .map((id) => document.getElementById(id)?.textContent ?? "")
    .join(" ");

describe("saving", () => {
  it("sends the video as edited, with the editor's token, and says when it was saved", async () => {
    answer(200, { data: { video: { ...VIDEO, updatedAt: "2026-11-26T14:32:00.000Z" } } });
    render(<VideoWorkspace video={VIDEO} options={OPTIONS} revisions={[]} />);
    fireEvent.change(screen.getByRole("textbox", { name: "Title" }), { target: { value: "Garden spritz, fast" } });
    fireEvent.change(screen.getByRole("combobox", { name: "Series" }), { target: { value: "taste-test" } });
    fireEvent.click(screen.getByRole("checkbox", { name: "Fellgate Light Tonic Water" }));
    fireEvent.change(screen.getByRole("combobox", { name: "Poster image" }), { target: { value: "/media/library/12.webp" } });
    // The old poster's alt text gives way to the library picture's own.
    expect(screen.getByRole("textbox", { name: "Poster alt text" })).toHaveValue("Rosemary on a chopping board");
    expect(screen.getByTestId("poster-preview")).toHaveAttribute("src", "/media/library/12.webp");
    expect(screen.getByTestId("poster-preview")).toHaveAttribute("alt", "Rosemary on a chopping board");
    expect(screen.getByText(/You have unsaved changes/)).toBeInTheDocument();

    fireEvent.click(screen.getByRole("button", { name: "Save and publish" }));
    const status = await screen.findByText("Saved at 14:32");
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(fetchMock.mock.calls[0][0]).toBe("/api/admin/content/videos/garden-spritz-in-three-minutes");
    expect(fetchMock.mock.calls[0][1]).toMatchObject({ method: "PUT", headers: expect.objectContaining({ authorization: "Bearer editor-token" }) });
    expect(sentBody()).toEqual({
      fields: {
        ...VIDEO.fields,
        title: "Garden spritz, fast",
        theme: "taste-test",
        products: ["rosso-sera-bitter-aperitivo", "fellgate-tonic-co-light-tonic-water"],
        posterImage: "/media/library/12.webp",
        posterAlt: "Rosemary on a chopping board",
      },
    });
    expect(status).toHaveFocus();
    expect(screen.queryByText(/You have unsaved changes/)).toBeNull();
    expect(router.refresh).toHaveBeenCalled();
    expect(screen.getByRole("link", { name: /View on WATCH/ })).toHaveAttribute("href", VIDEO.publicPath);
  });

  it("shows the server's refusal beside the products, and in a summary that takes focus", async () => {
    const sentence = 'Choose products from the shop\'s list: the shop has no "rosso-sera-bitter-aperitivo".';
    answer(400, { code: "invalidVideo", message: "One field needs changing: see the field marked.", fields: { products: sentence } });
    render(<VideoWorkspace video={VIDEO} options={OPTIONS} revisions={[]} />);
    fireEvent.click(screen.getByRole("button", { name: "Save and publish" }));
    const summary = await screen.findByRole("alert");
    expect(summary).toHaveFocus();
    const products = screen.getByRole("group", { name: "Products" });
    expect(describedText(products)).toContain(sentence);
    const link = within(summary).getByRole("link", { name: sentence });
    expect(link).toHaveAttribute("href", `#${screen.getByRole("searchbox", { name: "Filter products" }).id}`);
    expect(screen.getByTestId("video-save-status")).toHaveTextContent("One field needs changing: see the field marked.");
    fireEvent.click(screen.getByRole("checkbox", { name: "Rosso Sera Bitter Aperitivo" }));
    expect(screen.queryByRole("alert")).toBeNull();
  });

  it("refuses an empty alt text and a poster from another site before sending anything", async () => {
    render(<VideoWorkspace video={VIDEO} options={OPTIONS} revisions={[]} />);
    fireEvent.change(screen.getByRole("textbox", { name: "Poster alt text" }), { target: { value: "" } });
    fireEvent.change(screen.getByRole("combobox", { name: "Poster image" }), { target: { value: "https://example.com/x.jpg" } });
    expect(screen.queryByTestId("poster-preview")).toBeNull();
    fireEvent.click(screen.getByRole("button", { name: "Save and publish" }));
    const summary = await screen.findByRole("alert");
    expect(within(summary).getAllByRole("link").map((link) => link.textContent)).toEqual(["Choose a picture under /images/ or /media/ (svg, jpg, jpeg, png or webp).", "Poster alt text is required."]);
    const alt = screen.getByRole("textbox", { name: "Poster alt text" });
    expect(alt).toHaveAttribute("aria-invalid", "true");
    expect(describedText(alt)).toContain("Poster alt text is required.");
    expect(fetchMock).not.toHaveBeenCalled();
  });
});

describe("WATCH with no videos yet", () => {
  it("says they are on their way rather than showing empty series", () => {
    render(<WatchIndex videos={[]} />);
    expect(screen.getByRole("heading", { name: "Our first videos are on their way" })).toBeInTheDocument();
    expect(screen.queryByRole("navigation", { name: "Series" })).toBeNull();
    expect(screen.queryByRole("list", { name: "Newest videos" })).toBeNull();
  });
});
