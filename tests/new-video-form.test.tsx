// @vitest-environment jsdom
// "Add a video" in the newsroom (components/admin/content/watch/NewVideoWorkspace.tsx) with only the
// network edge (createVideo) faked: the address follows the title until the editor types one; a form
// with no files, or with a file over the limit, is refused before anything is sent, each sentence
// beside its field and in a summary that takes focus; the server's sentences land on the fields they
// name; a publish shows the upload's progress and then opens the new video's editor.
import { afterEach, describe, expect, it, vi } from "vitest";
import { cleanup, fireEvent, render, screen, within } from "@testing-library/react";
import { NewVideoWorkspace } from "@/components/admin/content/watch/NewVideoWorkspace";
import { VideosPanel } from "@/components/admin/content/watch/VideosPanel";
import { createVideo, type VideoCreateResult } from "@/lib/admin/video-client";
import { MAX_VIDEO_BYTES } from "@/lib/media/limits";
import { OPTIONS, VIDEO } from "./support/video-editor-data";
import { fakeRouter, WithRouter } from "./support/app-router";

vi.mock("@/lib/admin/video-client", () => ({ createVideo: vi.fn() }));
const createMock = vi.mocked(createVideo);

const router = fakeRouter();

afterEach(() => {
  cleanup();
  createMock.mockReset();
  Object.values(router).forEach((fn) => fn.mockReset());
});

function renderForm() {
  render(
    <WithRouter router={router}>
      <NewVideoWorkspace options={OPTIONS} />
    </WithRouter>,
  );
}

const type = (name: string, value: string) => fireEvent.change(screen.getByRole("textbox", { name }), { target: { value } });
const choose = (label: string, file: File) => fireEvent.change(screen.getByLabelText(label), { target: { files: [file] } });
const publish = () => fireEvent.click(screen.getByRole("button", { name: "Publish video" }));

/** The sentences tied to a control by aria-describedby, as a screen reader reads them. */
const describedText = (control: HTMLElement) =>
  (control.getAttribute("aria-describedby") ?? "")
    .split(" ")
    .map((id) => document.getElementById(id)?.textContent ?? "")
    .join(" ");

const webm = (bytes = 1024) => {
  const file = new File(["video"], "garden-spritz.webm", { type: "video/webm" });
  // A large file without allocating it: only its size is read before sending.
  Object.defineProperty(file, "size", { value: bytes });
  return file;
};
const vtt = () => new File(["WEBVTT\n\n00:00.000 --> 00:02.000\nHello\n"], "garden-spritz.vtt", { type: "text/vtt" });

function fillFields(title = "Garden spritz, slowly") {
  type("Title", title);
  type("Description", "The same spritz, one step at a time.");
  fireEvent.change(screen.getByLabelText("Poster image"), { target: { value: VIDEO.fields.posterImage } });
}

describe("a new video's address", () => {
  it("follows the title until the editor types one", () => {
    renderForm();
    const address = screen.getByRole("textbox", { name: "Address" });
    // Before a title there is no address yet: the hint ends on the ellipsis, with no stray full stop.
    expect(describedText(address)).toContain("The video's page: /watch/… Suggested from the title");
    type("Title", "Garden Spritz: Café Edition");
    expect(address).toHaveValue("garden-spritz-cafe-edition");
    expect(describedText(address)).toContain("The video's page: /watch/garden-spritz-cafe-edition.");
    fireEvent.change(address, { target: { value: "garden-spritz" } });
    type("Title", "Garden spritz, later");
    expect(address).toHaveValue("garden-spritz");
  });
});

describe("checks before sending", () => {
  it("refuses a form with no files and empty fields, in a focused summary and beside each field", async () => {
    renderForm();
    publish();
    const summary = await screen.findByRole("alert");
    expect(summary).toHaveFocus();
    const lines = within(summary).getAllByRole("link").map((link) => link.textContent);
    expect(lines).toEqual([
      "Address is required.",
      "Title is required.",
      "Description is required.",
      "Choose the video file: a WebM or MP4 file.",
      "Choose the captions file: a WebVTT (.vtt) file.",
      "Poster image is required.",
      "Poster alt text is required.",
    ]);
    const videoInput = screen.getByLabelText("Video file");
    expect(videoInput).toHaveAttribute("aria-invalid", "true");
    expect(describedText(videoInput)).toContain("WebM or MP4, at most 40 MB.");
    expect(describedText(videoInput)).toContain("Choose the video file: a WebM or MP4 file.");
    expect(within(summary).getByRole("link", { name: "Choose the captions file: a WebVTT (.vtt) file." })).toHaveAttribute("href", `#${screen.getByLabelText("Captions").id}`);
    expect(screen.getByTestId("new-video-save-status")).toHaveTextContent("Not saved: 7 fields need changing");
    expect(createMock).not.toHaveBeenCalled();
    // A title suggests an address: the empty address's refusal goes with it.
    type("Title", "Garden spritz");
    expect(screen.getByRole("textbox", { name: "Address" })).not.toHaveAttribute("aria-invalid", "true");
    expect(within(summary).queryByRole("link", { name: "Address is required." })).toBeNull();
  });

  it("refuses a video file over the limit, saying how large it is", async () => {
    renderForm();
    fillFields();
    choose("Video file", webm(MAX_VIDEO_BYTES + 3 * 1024 * 1024));
    choose("Captions", vtt());
    expect(screen.getByText("garden-spritz.webm")).toBeInTheDocument();
    publish();
    const summary = await screen.findByRole("alert");
    const sentence = "The video file is 43 MB; the limit is 40 MB. Export it again for the web, smaller.";
    expect(within(summary).getAllByRole("link").map((link) => link.textContent)).toEqual([sentence]);
    expect(describedText(screen.getByLabelText("Video file"))).toContain(sentence);
    expect(createMock).not.toHaveBeenCalled();
  });
});

describe("publishing", () => {
  it("puts the server's sentences beside the fields they name", async () => {
    createMock.mockResolvedValueOnce({
      ok: false,
      refusal: {
        code: "invalid",
        message: "Not saved: 2 fields need changing (see the fields marked).",
        fields: { slug: "Address is taken by another video: choose another.", captions: "The captions are not WebVTT: the file must start with WEBVTT." },
      },
    });
    renderForm();
    fillFields();
    choose("Video file", webm());
    choose("Captions", vtt());
    publish();
    const summary = await screen.findByRole("alert");
    expect(summary).toHaveFocus();
    expect(describedText(screen.getByRole("textbox", { name: "Address" }))).toContain("Address is taken by another video: choose another.");
    expect(describedText(screen.getByLabelText("Captions"))).toContain("The captions are not WebVTT: the file must start with WEBVTT.");
    expect(screen.getByTestId("new-video-save-status")).toHaveTextContent("Not saved: 2 fields need changing");
    expect(router.push).not.toHaveBeenCalled();
  });

  it("shows the upload's progress with the form busy, then opens the new video's editor", async () => {
    let finish: (result: VideoCreateResult) => void = () => undefined;
    createMock.mockImplementationOnce((_upload, onProgress) => {
      onProgress?.(0.42);
      return new Promise((resolve) => (finish = resolve));
    });
    renderForm();
    fillFields("Garden spritz, slowly");
    const video = webm();
    const captions = vtt();
    choose("Video file", video);
    choose("Captions", captions);
    publish();
    expect(await screen.findByRole("button", { name: "Uploading… 42 %" })).toBeDisabled();
    expect(screen.getByRole("progressbar", { name: "Upload of the video and its captions" })).toHaveAttribute("value", "0.42");
    expect(screen.getByRole("form", { name: "New video" })).toHaveAttribute("aria-busy", "true");
    expect(screen.getByRole("textbox", { name: "Title" })).toBeDisabled();
    const [upload] = createMock.mock.calls[0];
    expect(upload).toEqual({ slug: "garden-spritz-slowly", fields: expect.objectContaining({ title: "Garden spritz, slowly", theme: "mix-it-up", posterAlt: VIDEO.fields.posterAlt }), video, captions });
    finish({ ok: true, video: { ...VIDEO, slug: "garden-spritz-slowly", updatedAt: "2026-11-28T10:15:00.000Z" } });
    await vi.waitFor(() => expect(router.push).toHaveBeenCalledWith("/admin/content/watch/garden-spritz-slowly"));
  });
});

describe("the newsroom's videos panel", () => {
  it("links to the new-video page, also when there are no videos yet", () => {
    render(<VideosPanel videos={[]} />);
    expect(screen.getByText("No videos yet.")).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Add a video" })).toHaveAttribute("href", "/admin/content/watch/new");
  });
});
