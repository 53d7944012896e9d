// @vitest-environment jsdom
// A course's revisions in its editor (components/admin/content/learn/CourseRevisions.tsx) against a
// fake API, as a playlist's are (tests/playlist-revisions.test.tsx): newest first with a comparison
// link; a restore asked once (warning of unsaved changes), sent as {} with the editor's token, then
// the form showing what it put back (the introduction and the lessons in their restored order) and
// the save line saying when; a refusal said in the panel, the form as it was; no restore while a
// save is sent. And the comparison page's diff (lessons one per line), whose Restore opens the editor.
// The rich-text body editor is a plain textarea here, so TipTap is not needed.
import { fireEvent, render, screen, within } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { CourseEditor } from "@/components/admin/content/learn/CourseEditor";
import { CourseRevisionDiff } from "@/components/admin/content/learn/CourseRevisionDiff";
import type { CourseRevisionComparison, CourseRevisionSummary } from "@/lib/admin/learn-contract";
import { COURSE } from "./support/course-editor-data";
import { fakeApi, fakeRouter } from "./support/fake-api";

const router = fakeRouter();
vi.mock("next/navigation", async (importOriginal) => ({ ...(await importOriginal<typeof import("next/navigation")>()), useRouter: () => router }));
const { fetchMock, answer } = fakeApi({ token: "editor-token", router });

vi.mock("@/components/admin/content/editor/StoryBodyEditor", () => import("./support/plain-body-editor"));


const REVISIONS: CourseRevisionSummary[] = [
  { id: 9, at: "2026-11-20T09:00:00.000Z", actor: { uid: "u1", email: "ana@example.com" } },
  { id: 2, at: "2026-11-20T08:00:00.000Z", actor: { uid: "import", email: null } },
];

const RESTORE_PATH = "/api/admin/content/courses/sober_sparks/revisions/2/restore";
const panel = () => within(screen.getByRole("region", { name: "Revisions" }));
const renderEditor = () => render(<CourseEditor course={COURSE} revisions={REVISIONS} />);
const lessonTitles = () => screen.getAllByTestId("course-lesson").map((item) => within(item).getByRole("link").textContent);

describe("the course's revisions", () => {
  it("lists them newest first, naming the import, each with a comparison with the course now", () => {
    renderEditor();
    expect(panel().getByText("2 saved")).toBeInTheDocument();
    const items = panel().getAllByRole("listitem");
    expect(items.map((item) => within(item).getByRole("time").textContent)).toEqual(["20 November 2026, 09:00 GMT", "20 November 2026, 08:00 GMT"]);
    expect(items[0]).toHaveTextContent("ana@example.com");
    expect(items[1]).toHaveTextContent("Imported");
    expect(within(items[1]).getByRole("link", { name: "Compare with current (the version saved 20 November 2026, 08:00 GMT)" })).toHaveAttribute("href", "/admin/content/learn/sober_sparks/revisions?from=2");
  });

  it("asks once, warning of unsaved changes, then restores: the form shows the course as it was, lessons' order and introduction included", async () => {
    const fields = { ...COURSE.fields, summary: "Fizz at home.", body: "The first **introduction**." };
    const lessons = [COURSE.lessons[2], COURSE.lessons[0], COURSE.lessons[1]];
    answer(200, { data: { course: { ...COURSE, fields, lessons, updatedAt: "2026-11-26T15:00:00.000Z" } } });
    renderEditor();
    fireEvent.change(screen.getByRole("textbox", { name: "Title" }), { target: { value: "Typed, not saved" } });
    fireEvent.click(panel().getByRole("button", { name: "Restore the version saved 20 November 2026, 08:00 GMT" }));
    const question = panel().getByRole("group", { name: "Restore the version saved 20 November 2026, 08:00 GMT" });
    expect(question).toHaveTextContent("Put the course back as it was saved 20 November 2026, 08:00 GMT? Changes you have not saved will be lost. The current version stays in the history.");
    expect(fetchMock).not.toHaveBeenCalled();

    fireEvent.click(within(question).getByRole("button", { name: "Yes, restore" }));
    expect(await screen.findByDisplayValue("Fizz at home.")).toBe(screen.getByRole("textbox", { name: "Summary" }));
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(fetchMock.mock.calls[0][0]).toBe(RESTORE_PATH);
    expect(fetchMock.mock.calls[0][1]).toMatchObject({ method: "POST", body: "{}", headers: expect.objectContaining({ authorization: "Bearer editor-token", "content-type": "application/json" }) });
    expect(screen.getByRole("textbox", { name: "Title" })).toHaveValue("Sober Sparks");
    expect(screen.getByRole("textbox", { name: "Introduction" })).toHaveValue("The first **introduction**.");
    expect(lessonTitles()).toEqual(["Third fizz", "First fizz", "Second fizz"]);
    expect(screen.getByTestId("course-save-status")).toHaveTextContent("Saved at 15:00");
    expect(screen.queryByText(/You have unsaved changes/)).toBeNull();
    expect(router.refresh).toHaveBeenCalled();
  });

  it("says why a restore was refused and changes nothing in the form", async () => {
    answer(409, { code: "revisionInvalid", message: "This version cannot be restored: the course's lessons have changed since." });
    renderEditor();
    fireEvent.click(panel().getByRole("button", { name: /^Restore the version saved 20 November 2026, 08:00/ }));
    fireEvent.click(panel().getByRole("button", { name: "Yes, restore" }));
    expect(await panel().findByRole("alert")).toHaveTextContent("This version cannot be restored: the course's lessons have changed since.");
    expect(screen.getByRole("textbox", { name: "Summary" })).toHaveValue("Sparkling drinks without alcohol, made at home.");
    expect(lessonTitles()).toEqual(["First fizz", "Second fizz", "Third fizz"]);
    expect(screen.getByTestId("course-save-status")).toBeEmptyDOMElement();
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
    render(<CourseEditor course={COURSE} revisions={[]} />);
    expect(panel().getByText("No saved versions yet.")).toBeInTheDocument();
  });
});

describe("two versions of a course compared", () => {
  const comparison: CourseRevisionComparison = {
    older: REVISIONS[1],
    newer: null,
    changes: [
      { field: "level", label: "Level", parts: [{ kind: "removed", text: "Intermediate" }, { kind: "added", text: "Beginner" }] },
      {
        field: "lessons",
        label: "Lessons",
        parts: [
          { kind: "removed", text: "Third fizz (moved)" },
          { kind: "same", text: "First fizz" },
          { kind: "same", text: "Second fizz" },
          { kind: "added", text: "Third fizz (moved)" },
        ],
      },
    ],
  };

  it("shows the level and the lessons one per line, in words as well as colour, and restoring opens the course's editor", async () => {
    answer(200, { data: { course: COURSE } });
    render(<CourseRevisionDiff course="sober_sparks" comparison={comparison} />);
    expect(screen.getByText("From the version saved 20 November 2026, 08:00 GMT by the import to the course as it is now.")).toBeInTheDocument();
    const level = within(screen.getByRole("region", { name: "Level" })).getAllByRole("listitem");
    expect(level.map((item) => item.textContent)).toEqual(["removed: Intermediate", "added: Beginner"]);
    const lessons = within(screen.getByRole("region", { name: "Lessons" })).getAllByRole("listitem");
    expect(lessons.map((item) => item.textContent)).toEqual(["removed: Third fizz (moved)", "First fizz", "Second fizz", "added: Third fizz (moved)"]);
    fireEvent.click(screen.getByRole("button", { name: /^Restore the version saved 20 November 2026, 08:00 GMT by the import/ }));
    expect(screen.getByRole("group", { name: /^Restore the version/ })).toHaveTextContent("Put the course back as it was saved 20 November 2026, 08:00 GMT by the import?");
    fireEvent.click(screen.getByRole("button", { name: "Yes, restore" }));
    await vi.waitFor(() => expect(router.push).toHaveBeenCalledWith("/admin/content/learn/sober_sparks"));
    expect(fetchMock.mock.calls[0][0]).toBe(RESTORE_PATH);
  });
});
