// @vitest-environment jsdom
// The newsroom's course editor (components/admin/content/learn/CourseEditor*.tsx) against a fake
// API: a save sends the fields as edited (outcomes added and removed, choices changed, lessons moved
// with Up and Down) with the editor's token; a form the server would refuse is refused before
// sending, field by field; the server's refusal (a stale lesson list) shows beside the lessons and
// in a summary that takes focus; a course not written yet says so. The rich-text body editor is a
// plain textarea here, so TipTap is not needed.
import { fireEvent, render, screen, within } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { CourseEditor } from "@/components/admin/content/learn/CourseEditor";
import { COURSE } from "./support/course-editor-data";
import { fakeApi, fakeRouter } from "./support/fake-api";

const router = fakeRouter();
vi.mock("next/navigation", async (importOriginal) => ({ ...(await importOriginal<typeof import("next/navigation")>()), useRouter: () => router }));
const { fetchMock, answer, sentBody } = fakeApi({ token: "editor-token", router });

vi.mock("@/components/admin/content/editor/StoryBodyEditor", () => import("./support/plain-body-editor"));


const lessonTitles = () => screen.getAllByTestId("course-lesson").map((item) => within(item).getByRole("link").textContent);
/** The sentences tied to a control by aria-describedby, as a screen reader reads them. */
const describedText = (control: HTMLElement) =>
  (control.getAttribute("aria-describedby") ?? "")
    .split(" ")
    .map((id) => document.getElementById(id)?.textContent ?? "")
    .join(" ");

describe("the course's lessons", () => {
  it("move with Up and Down, focus following the moved lesson, and each links to its editor", () => {
    render(<CourseEditor course={COURSE} />);
    expect(lessonTitles()).toEqual(["First fizz", "Second fizz", "Third fizz"]);
    expect(screen.getByRole("link", { name: "Second fizz" })).toHaveAttribute("href", "/admin/content/learn/sober_sparks/second-fizz");
    expect(screen.getByRole("link", { name: "Add a lesson" })).toHaveAttribute("href", "/admin/content/learn/sober_sparks/new");
    expect(screen.queryByRole("button", { name: /move First fizz up/ })).toBeNull();
    fireEvent.click(screen.getByRole("button", { name: /move Third fizz up/ }));
    expect(lessonTitles()).toEqual(["First fizz", "Third fizz", "Second fizz"]);
    expect(screen.getByRole("button", { name: /move Third fizz up/ })).toHaveFocus();
    fireEvent.click(screen.getByRole("button", { name: /move Third fizz up/ }));
    expect(lessonTitles()).toEqual(["Third fizz", "First fizz", "Second fizz"]);
    // At the top there is no Up: focus moves to its Down.
    expect(screen.getByRole("button", { name: /move Third fizz down/ })).toHaveFocus();
    expect(screen.getByText("Third fizz moved up: lesson 1 of 3.")).toBeInTheDocument();
    expect(screen.getByText(/You have unsaved changes/)).toBeInTheDocument();
  });
});

describe("saving", () => {
  it("sends the course as edited, with the editor's token, and says when it was saved", async () => {
    answer(200, { data: { course: { ...COURSE, updatedAt: "2026-11-26T14:32:00.000Z" } } });
    render(<CourseEditor course={COURSE} />);
    fireEvent.change(screen.getByRole("textbox", { name: "Title" }), { target: { value: "Sparks at home" } });
    fireEvent.change(screen.getByRole("combobox", { name: "Level" }), { target: { value: "All levels" } });
    fireEvent.change(screen.getByRole("combobox", { name: "Tone" }), { target: { value: "berry" } });
    fireEvent.click(screen.getByRole("button", { name: "Add an outcome" }));
    expect(screen.getByRole("textbox", { name: "Outcome 4" })).toHaveFocus();
    fireEvent.change(screen.getByRole("textbox", { name: "Outcome 4" }), { target: { value: "Garnish well" } });
    fireEvent.click(screen.getByRole("button", { name: "Remove outcome 1" }));
    fireEvent.change(screen.getByRole("textbox", { name: "Introduction" }), { target: { value: "Fizz, **made simple**." } });
    fireEvent.click(screen.getByRole("button", { name: /move First fizz down/ }));
    fireEvent.click(screen.getByRole("button", { name: "Save and publish" }));
    const status = await screen.findByText("Saved at 14:32");
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(fetchMock.mock.calls[0][0]).toBe("/api/admin/content/courses/sober_sparks");
    expect(fetchMock.mock.calls[0][1]).toMatchObject({ method: "PUT", headers: expect.objectContaining({ authorization: "Bearer editor-token" }) });
    expect(sentBody()).toEqual({
      fields: {
        ...COURSE.fields,
        title: "Sparks at home",
        level: "All levels",
        tone: "berry",
        outcomes: ["Balance sweet and sour", "Serve it cold", "Garnish well"],
        body: "Fizz, **made simple**.",
        lessons: ["second-fizz", "first-fizz", "third-fizz"],
      },
    });
    expect(status).toHaveFocus();
    expect(screen.queryByText(/You have unsaved changes/)).toBeNull();
    expect(router.refresh).toHaveBeenCalled();
  });

  it("refuses an empty title and a blank outcome before sending anything, beside each field", async () => {
    render(<CourseEditor course={COURSE} />);
    fireEvent.change(screen.getByRole("textbox", { name: "Title" }), { target: { value: "" } });
    fireEvent.change(screen.getByRole("textbox", { name: "Outcome 2" }), { target: { value: "  " } });
    fireEvent.click(screen.getByRole("button", { name: "Save and publish" }));
    const summary = await screen.findByRole("alert");
    expect(summary).toHaveFocus();
    expect(within(summary).getByRole("link", { name: "Title is required." })).toBeInTheDocument();
    expect(within(summary).getByRole("link", { name: "Outcome 2 is required." })).toBeInTheDocument();
    const outcome = screen.getByRole("textbox", { name: "Outcome 2" });
    expect(outcome).toHaveAttribute("aria-invalid", "true");
    expect(describedText(outcome)).toContain("Outcome 2 is required.");
    expect(screen.getByTestId("course-save-status")).toHaveTextContent("Not saved: 2 fields need changing (see the fields marked).");
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it("shows the server's 409 beside the lessons, and in a summary that takes focus", async () => {
    const stale = "The course's lessons changed while you were editing. Reload to see them.";
    answer(409, { code: "lessonsChanged", message: stale, fields: { lessons: stale } });
    render(<CourseEditor course={COURSE} />);
    fireEvent.click(screen.getByRole("button", { name: "Save and publish" }));
    const summary = await screen.findByRole("alert");
    expect(summary).toHaveFocus();
    expect(within(summary).getByRole("link", { name: stale })).toHaveAttribute("href", "#story-course-lessons");
    expect(describedText(screen.getByRole("list", { name: "Lessons in order" }).parentElement!)).toContain(stale);
    expect(screen.getByTestId("course-save-status")).toHaveTextContent(stale);
  });

  it("stops outcomes at 6 and keeps at least 3", () => {
    render(<CourseEditor course={COURSE} />);
    expect(screen.queryByRole("button", { name: /^Remove outcome/ })).toBeNull();
    for (let added = 0; added < 3; added += 1) fireEvent.click(screen.getByRole("button", { name: "Add an outcome" }));
    expect(screen.getAllByRole("textbox", { name: /^Outcome \d$/ })).toHaveLength(6);
    expect(screen.queryByRole("button", { name: "Add an outcome" })).toBeNull();
    expect(screen.getByText("A course lists at most 6 outcomes.")).toBeInTheDocument();
  });
});

describe("a course not written yet", () => {
  it("says learners see it is being written, and saving publishes it", () => {
    render(<CourseEditor course={{ ...COURSE, written: false, updatedAt: null, updatedBy: null }} />);
    expect(screen.getByTestId("course-not-written")).toHaveTextContent("This course has no text yet");
  });
});
