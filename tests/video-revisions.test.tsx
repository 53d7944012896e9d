// @vitest-environment jsdom
// A video's revisions in its editor (components/admin/content/watch/VideoRevisions.tsx) against a
// fake API, as a lesson's are (tests/lesson-editor.test.tsx): newest first with a comparison link; a
// restore asked once (warning of unsaved changes), sent as {} with the editor's token, then the form
// showing what it put back and the save line saying when; a refusal said in the panel, the form as
// it was; no restore while a save is sent. And the comparison page's diff, whose Restore opens the editor.
import { fireEvent, render, screen, within } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { VideoRevisionDiff } from "@/components/admin/content/watch/VideoRevisionDiff";
import { VideoWorkspace } from "@/components/admin/content/watch/VideoWorkspace";
import type { VideoRevisionComparison, VideoRevisionSummary } from "@/lib/admin/video-contract";
import { fakeApi, fakeRouter } from "./support/fake-api";
import { OPTIONS, VIDEO } from "./support/video-editor-data";

const router = fakeRouter();
vi.mock("next/navigation", async (importOriginal) => ({ ...(await importOriginal<typeof import("next/navigation")>()), useRouter: () => router }));
const { fetchMock, answer } = fakeApi({ token: "editor-token", router });

const REVISIONS: VideoRevisionSummary[] = [
  { id: 1, at: "2026-11-20T08:00:00.000Z", actor: { uid: "import", email: null } },
  { id: 7, at: "2026-11-20T09:00:00.000Z", actor: { uid: "u1", email: "ana@example.com" } },
];

const RESTORE_PATH = "/api/admin/content/videos/garden-spritz-in-three-minutes/revisions/1/restore";
const panel = () => within(screen.getByRole("region", { name: "Revisions" }));
const renderEditor = () => render(<VideoWorkspace video={VIDEO} options={OPTIONS} revisions={REVISIONS} />);

describe("the video's revisions", () => {
  it("lists them newest first, naming the import, each with a comparison with the video now", () => {
    renderEditor();
    expect(panel().getByText("2 saved")).toBeInTheDocument();
    const items = panel().getAllByRole("listitem");
    expect(items.map((item) => within(item).getByRole("time").textContent)).toEqual(["20 November 2026, 09:00 GMT", "20 November 2026, 08:00 GMT"]);
    expect(items[0]).toHaveTextContent("ana@example.com");
    expect(items[1]).toHaveTextContent("Imported");
    expect(within(items[1]).getByRole("link", { name: "Compare with current (the version saved 20 November 2026, 08:00 GMT)" })).toHaveAttribute(
      "href",
      "/admin/content/watch/garden-spritz-in-three-minutes/revisions?from=1",
    );
  });

  it("asks once, warning of unsaved changes, then restores: the form shows the video as it was, and the save line when", async () => {
    const restored = { ...VIDEO.fields, title: "Garden spritz", theme: "taste-test" as const, products: [], posterAlt: "A tall glass" };
    answer(200, { data: { video: { ...VIDEO, fields: restored, updatedAt: "2026-11-26T15:00:00.000Z" } } });
    renderEditor();
    fireEvent.change(screen.getByRole("textbox", { name: "Title" }), { target: { value: "Typed, not saved" } });
    fireEvent.click(panel().getByRole("button", { name: "Restore the version saved 20 November 2026, 08:00 GMT" }));
    const question = panel().getByRole("group", { name: "Restore the version saved 20 November 2026, 08:00 GMT" });
    expect(question).toHaveTextContent("Put the video back as it was saved 20 November 2026, 08:00 GMT? Changes you have not saved will be lost. The current version stays in the history.");
    expect(within(question).getByRole("button", { name: "Yes, restore" })).toHaveFocus();
    expect(fetchMock).not.toHaveBeenCalled();

    fireEvent.click(within(question).getByRole("button", { name: "Yes, restore" }));
    expect(await screen.findByDisplayValue("Garden spritz")).toBe(screen.getByRole("textbox", { name: "Title" }));
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(fetchMock.mock.calls[0][0]).toBe(RESTORE_PATH);
    expect(fetchMock.mock.calls[0][1]).toMatchObject({ method: "POST", body: "{}", headers: expect.objectContaining({ authorization: "Bearer editor-token", "content-type": "application/json" }) });
    expect(screen.getByRole("combobox", { name: "Series" })).toHaveValue("taste-test");
    expect(screen.getByRole("textbox", { name: "Poster alt text" })).toHaveValue("A tall glass");
    expect(screen.getByRole("checkbox", { name: "Rosso Sera Bitter Aperitivo" })).not.toBeChecked();
    expect(screen.getByTestId("video-save-status")).toHaveTextContent("Saved at 15:00");
    expect(screen.queryByText(/You have unsaved changes/)).toBeNull();
    expect(router.refresh).toHaveBeenCalled();
  });

  it("says why a restore was refused and changes nothing in the form", async () => {
    answer(409, { code: "revisionInvalid", message: 'This version cannot be restored: the shop has no "rosso-sera-bitter-aperitivo".' });
    renderEditor();
    fireEvent.click(panel().getByRole("button", { name: /^Restore the version saved 20 November 2026, 08:00/ }));
    expect(panel().getByRole("group", { name: /^Restore the version/ })).toHaveTextContent("Put the video back as it was saved 20 November 2026, 08:00 GMT? The current version stays in the history.");
    fireEvent.click(panel().getByRole("button", { name: "Yes, restore" }));
    expect(await panel().findByRole("alert")).toHaveTextContent('This version cannot be restored: the shop has no "rosso-sera-bitter-aperitivo".');
    expect(screen.getByRole("textbox", { name: "Title" })).toHaveValue(VIDEO.fields.title);
    expect(screen.getByTestId("video-save-status")).toBeEmptyDOMElement();
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
    render(<VideoWorkspace video={VIDEO} options={OPTIONS} revisions={[]} />);
    expect(panel().getByText("No saved versions yet.")).toBeInTheDocument();
  });
});

describe("two versions of a video compared", () => {
  const comparison: VideoRevisionComparison = {
    older: REVISIONS[0],
    newer: null,
    changes: [
      { field: "title", label: "Title", parts: [{ kind: "same", text: "Garden spritz" }, { kind: "added", text: " in three minutes" }] },
      { field: "theme", label: "Series", parts: [{ kind: "removed", text: "Taste test" }, { kind: "added", text: "Mix it up" }] },
      { field: "products", label: "Products", parts: [{ kind: "same", text: "rosso-sera-bitter-aperitivo" }, { kind: "removed", text: "haldenberg-pils" }] },
    ],
  };

  it("shows each change in words as well as colour, the series one per line, and restoring opens the video's editor", async () => {
    answer(200, { data: { video: VIDEO } });
    render(<VideoRevisionDiff slug="garden-spritz-in-three-minutes" comparison={comparison} />);
    expect(screen.getByText("From the version saved 20 November 2026, 08:00 GMT by the import to the video as it is now.")).toBeInTheDocument();
    expect(screen.getByRole("region", { name: "Title" }).querySelector("ins")).toHaveTextContent("added: in three minutes");
    const series = within(screen.getByRole("region", { name: "Series" })).getAllByRole("listitem");
    expect(series.map((item) => item.textContent)).toEqual(["removed: Taste test", "added: Mix it up"]);
    const products = within(screen.getByRole("region", { name: "Products" })).getAllByRole("listitem");
    expect(products.map((item) => item.textContent)).toEqual(["rosso-sera-bitter-aperitivo", "removed: haldenberg-pils"]);
    fireEvent.click(screen.getByRole("button", { name: /^Restore the version saved 20 November 2026, 08:00 GMT by the import/ }));
    expect(screen.getByRole("group", { name: /^Restore the version/ })).toHaveTextContent("Put the video back as it was saved 20 November 2026, 08:00 GMT by the import?");
    fireEvent.click(screen.getByRole("button", { name: "Yes, restore" }));
    await vi.waitFor(() => expect(router.push).toHaveBeenCalledWith("/admin/content/watch/garden-spritz-in-three-minutes"));
    expect(fetchMock.mock.calls[0][0]).toBe(RESTORE_PATH);
  });
});
