// @vitest-environment jsdom
// "Replace files" in the newsroom's video editor (components/admin/content/watch/ReplaceVideoFiles.tsx)
// with only the network edge (replaceVideoFiles) faked: choosing nothing is refused before anything
// is sent; new captions alone are sent once the editor confirms, and the facts then show the new
// path with a status line saying so; while they upload, the video cannot be saved or removed; the server's sentence about the captions sits beside them.
import { afterEach, describe, expect, it, vi } from "vitest";
import { cleanup, fireEvent, render, screen, within } from "@testing-library/react";
import { VideoWorkspace } from "@/components/admin/content/watch/VideoWorkspace";
import { replaceVideoFiles } from "@/lib/admin/video-client";
import { OPTIONS, VIDEO } from "./support/video-editor-data";
import { fakeRouter, WithRouter } from "./support/app-router";

// The editor also saves and restores through this module: those stay real (and unused here).
vi.mock("@/lib/admin/video-client", async (importOriginal) => ({ ...(await importOriginal<typeof import("@/lib/admin/video-client")>()), replaceVideoFiles: vi.fn() }));
const replaceMock = vi.mocked(replaceVideoFiles);

const router = fakeRouter();

afterEach(() => {
  cleanup();
  replaceMock.mockReset();
  Object.values(router).forEach((fn) => fn.mockReset());
});

function renderEditor() {
  render(
    <WithRouter router={router}>
      <VideoWorkspace video={VIDEO} options={OPTIONS} revisions={[]} />
    </WithRouter>,
  );
  return screen.getByRole("group", { name: "Replace files" });
}

/** The sentences tied to a control by aria-describedby, as a screen reader reads them. */
const describedText = (control: HTMLElement) =>
  (control.getAttribute("aria-describedby") ?? "")
    .split(" ")
    .map((id) => document.getElementById(id)?.textContent ?? "")
    .join(" ");

const NEW_CAPTIONS = "/media/videos/garden-spritz-in-three-minutes-2.vtt";
const vtt = () => new File(["WEBVTT\n\n00:00.000 --> 00:02.000\nHello\n"], "garden-spritz-fixed.vtt", { type: "text/vtt" });

function chooseCaptionsAndConfirm(group: HTMLElement, file: File) {
  fireEvent.change(within(group).getByLabelText("New captions"), { target: { files: [file] } });
  fireEvent.click(within(group).getByRole("button", { name: "Replace files" }));
  expect(within(group).getByText(/Replace the video's files\? Viewers see the new ones at once; the old files are deleted\./)).toBeInTheDocument();
  fireEvent.click(within(group).getByRole("button", { name: "Replace the files" }));
}

describe("replacing a video's files", () => {
  it("refuses when no file is chosen, before asking or sending anything", async () => {
    const group = renderEditor();
    expect(screen.getByText("Replace them below: viewers see new files at once.")).toBeInTheDocument();
    expect(describedText(within(group).getByLabelText("New video file"))).toContain("WebM or MP4, at most 40 MB. Its running time is read from the file.");
    fireEvent.click(within(group).getByRole("button", { name: "Replace files" }));
    const error = await within(group).findByRole("alert");
    expect(error).toHaveTextContent("Choose a new video file, new captions, or both.");
    expect(error).toHaveFocus();
    expect(within(group).queryByText(/Replace the video's files\?/)).toBeNull();
    expect(replaceMock).not.toHaveBeenCalled();
  });

  it("sends new captions alone once confirmed, then shows the new path and says so", async () => {
    replaceMock.mockResolvedValueOnce({ ok: true, video: { ...VIDEO, captionsFile: NEW_CAPTIONS, updatedAt: "2026-11-27T10:00:00.000Z" } });
    const group = renderEditor();
    const file = vtt();
    chooseCaptionsAndConfirm(group, file);
    expect(replaceMock).toHaveBeenCalledTimes(1);
    expect(replaceMock.mock.calls[0][0]).toBe(VIDEO.slug);
    expect(replaceMock.mock.calls[0][1]).toStrictEqual({ captions: file });
    const status = await within(group).findByText("Files replaced. Viewers see them now.");
    expect(status).toHaveAttribute("role", "status");
    expect(status).toHaveFocus();
    expect(screen.getByText(NEW_CAPTIONS)).toBeInTheDocument();
    expect(screen.queryByText(VIDEO.captionsFile)).toBeNull();
    // The inputs start afresh: nothing is chosen any more.
    expect(within(group).queryByText("garden-spritz-fixed.vtt")).toBeNull();
  });

  it("shows the upload's progress on the button while sending", async () => {
    let finish: (value: Awaited<ReturnType<typeof replaceVideoFiles>>) => void = () => undefined;
    replaceMock.mockImplementationOnce((_slug, _files, onProgress) => {
      onProgress?.(0.42);
      return new Promise((resolve) => (finish = resolve));
    });
    const group = renderEditor();
    chooseCaptionsAndConfirm(group, vtt());
    const button = await within(group).findByRole("button", { name: "Uploading… 42 %" });
    expect(button).toBeDisabled();
    expect(within(group).getByRole("progressbar", { name: "Upload of the new files" })).toBeInTheDocument();
    expect(within(group).getByLabelText("New captions")).toBeDisabled();
    // Nothing else writes the video meanwhile: no save, and no removal of the files being replaced.
    expect(screen.getByRole("button", { name: "Save and publish" })).toBeDisabled();
    expect(screen.getByRole("button", { name: "Remove video" })).toBeDisabled();
    finish({ ok: true, video: VIDEO });
    expect(await within(group).findByRole("button", { name: "Replace files" })).toBeEnabled();
    expect(screen.getByRole("button", { name: "Save and publish" })).toBeEnabled();
    expect(screen.getByRole("button", { name: "Remove video" })).toBeEnabled();
  });

  it("puts the server's sentence about the captions beside them", async () => {
    const sentence = "The captions file is not WebVTT: its first line must be WEBVTT.";
    replaceMock.mockResolvedValueOnce({ ok: false, refusal: { code: "invalidCaptions", message: "One file needs changing.", fields: { captions: sentence } } });
    const group = renderEditor();
    chooseCaptionsAndConfirm(group, vtt());
    const captions = within(group).getByLabelText("New captions");
    expect(await within(group).findByText(sentence)).toBeInTheDocument();
    expect(captions).toHaveAttribute("aria-invalid", "true");
    expect(describedText(captions)).toContain(sentence);
    expect(captions).toHaveFocus();
    expect(screen.getByText(VIDEO.captionsFile)).toBeInTheDocument();
    expect(within(group).getByRole("status")).toHaveTextContent("");
  });
});
