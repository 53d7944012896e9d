// @vitest-environment jsdom
// The newsroom's lesson editor (components/admin/content/learn/) against a fake API: the quiz's
// warnings follow the editor's clicks, the right option hides its "why", a save sends the fields as
// edited with the editor's token, the server's refusal sits beside the option it names, a quiz stops
// at 5 questions, and moving or removing a question keeps focus in a sensible place. Its revisions:
// newest first, a restore asked once (warning of unsaved changes) and the form showing what it put
// back; the comparison page's diff. The rich-text body editor is a plain textarea here, so TipTap
// is not needed.
import { act, fireEvent, render, screen, within } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { LessonRevisionDiff } from "@/components/admin/content/learn/LessonRevisionDiff";
import { LessonWorkspace } from "@/components/admin/content/learn/LessonWorkspace";
import type { LessonEditorData, LessonRevisionComparison, LessonRevisionSummary } from "@/lib/admin/learn-contract";
import type { LessonInput } from "@/lib/learn/lesson-input";
import { fakeApi, fakeRouter } from "./support/fake-api";

const router = fakeRouter();
vi.mock("next/navigation", async (importOriginal) => ({ ...(await importOriginal<typeof import("next/navigation")>()), useRouter: () => router }));
const { fetchMock, answer, sentBody } = fakeApi({ token: "editor-token", router });

vi.mock("@/components/admin/content/editor/StoryBodyEditor", () => import("./support/plain-body-editor"));

// Options of one length, so no right answer is the longest; right answers in three places.
const FIELDS: LessonInput = {
  title: "Your first week",
  summary: "What to expect in the first seven days, and how to get through them.",
  takeaways: ["Sleep may be worse before it gets better", "Plan your evenings ahead"],
  body: "The first week is the hardest.\n\n## Sleep\n\nIt settles.",
  quiz: [
    { question: "When does sleep usually settle?", options: ["Day 1", "Week 1", "Month 9", "Never"], whys: ["Too soon.", null, "Much sooner than that.", null], answer: 2, explanation: "Most people sleep better within a week or two." },
    { question: "What helps with evenings?", options: ["Luck", "Wine", "Plans", "Guilt"], whys: [null, "Not in this course.", null, "It rarely helps."], answer: 3, explanation: "A plan for the evening takes away the decision." },
    { question: "Who can help?", options: ["Nobody", "Only me", "A robot", "Your GP"], whys: ["Help is there.", null, null, null], answer: 4, explanation: "Your GP can help with both sleep and drinking." },
  ],
};

const LESSON: LessonEditorData = {
  course: { slug: "sobriety_launchpad", title: "Sobriety Launchpad" },
  slug: "your-first-week",
  position: 2,
  fields: FIELDS,
  publicPath: "/learn/sobriety_launchpad/your-first-week",
  updatedAt: "2026-11-20T09:00:00.000Z",
  updatedBy: "ana@example.com",
  warnings: [],
};

const REVISIONS: LessonRevisionSummary[] = [
  { id: 1, at: "2026-11-20T08:00:00.000Z", actor: { uid: "import", email: null } },
  { id: 7, at: "2026-11-20T09:00:00.000Z", actor: { uid: "u1", email: "ana@example.com" } },
];

const SAME_PLACE = /The correct answer is the first option in every question/;

const question = (n: number) => within(screen.getByRole("region", { name: `Question ${n}` }));
const chooseRight = (n: number, option: number) => fireEvent.click(question(n).getByRole("radio", { name: `Right answer (option ${option})` }));
const warnings = () => screen.getByTestId("quiz-warnings");
/** The sentences tied to a control by aria-describedby, as a screen reader reads them. */
const describedText = (control: HTMLElement) =>
  (control.getAttribute("aria-describedby") ?? "")
    .split(" ")
    .map((id) => document.getElementById(id)?.textContent ?? "")
    .join(" ");

describe("the quiz's warnings", () => {
  it("warns as soon as every right answer sits in the same place, and stops once one moves", async () => {
    render(<LessonWorkspace lesson={LESSON} revisions={REVISIONS} />);
    expect(warnings()).toHaveAttribute("role", "status");
    expect(warnings()).toHaveTextContent("No warnings: the right answers vary in place and length.");
    chooseRight(1, 1);
    chooseRight(2, 1);
    expect(warnings()).not.toHaveTextContent(SAME_PLACE);
    chooseRight(3, 1);
    expect(await within(warnings()).findByText(SAME_PLACE)).toBeInTheDocument();
    expect(within(warnings()).getByRole("heading", { level: 3, name: "Before this quiz goes out" })).toBeInTheDocument();
    chooseRight(3, 2);
    expect(within(warnings()).queryByText(SAME_PLACE)).toBeNull();
    expect(warnings()).toHaveTextContent("No warnings: the right answers vary in place and length.");
    expect(fetchMock).not.toHaveBeenCalled();
  });
});

describe("a question's options", () => {
  it("asks why only for the wrong options, and follows the right answer when it changes", () => {
    render(<LessonWorkspace lesson={LESSON} revisions={REVISIONS} />);
    const first = question(1);
    expect(first.getByRole("group", { name: "Right answer for question 1" })).toBeInTheDocument();
    expect(first.getByRole("radio", { name: "Right answer (option 2)" })).toBeChecked();
    expect(first.getByRole("textbox", { name: /^Why option 1 is wrong/ })).toHaveValue("Too soon.");
    expect(first.queryByRole("textbox", { name: /^Why option 2 is wrong/ })).toBeNull();
    chooseRight(1, 1);
    expect(first.queryByRole("textbox", { name: /^Why option 1 is wrong/ })).toBeNull();
    expect(first.getByRole("textbox", { name: /^Why option 2 is wrong/ })).toHaveValue("");
    expect(first.getByText("The right answer: learners who pick it see the explanation.")).toBeInTheDocument();
  });
});

describe("saving", () => {
  it("sends the lesson as edited, with the editor's token, and says when it was saved", async () => {
    answer(200, { data: { lesson: { ...LESSON, updatedAt: "2026-11-26T14:32:00.000Z" } } });
    render(<LessonWorkspace lesson={LESSON} revisions={REVISIONS} />);
    fireEvent.change(screen.getByRole("textbox", { name: "Title" }), { target: { value: "Your first seven days" } });
    fireEvent.change(question(2).getByRole("textbox", { name: "Option 2" }), { target: { value: "Water" } });
    fireEvent.change(screen.getByRole("textbox", { name: "Takeaway 2" }), { target: { value: "Plan your evenings" } });
    expect(screen.getByText(/You have unsaved changes/)).toBeInTheDocument();
    fireEvent.click(screen.getByRole("button", { name: "Save and publish" }));
    const status = await screen.findByText("Saved at 14:32");
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(fetchMock.mock.calls[0][0]).toBe("/api/admin/content/lessons/sobriety_launchpad/your-first-week");
    expect(fetchMock.mock.calls[0][1]).toMatchObject({ method: "PUT", headers: expect.objectContaining({ authorization: "Bearer editor-token" }) });
    const quiz = FIELDS.quiz.map((item, index) => (index === 1 ? { ...item, options: ["Luck", "Water", "Plans", "Guilt"] } : item));
    expect(sentBody()).toEqual({ fields: { ...FIELDS, title: "Your first seven days", takeaways: [FIELDS.takeaways[0], "Plan your evenings"], quiz } });
    expect(status).toHaveFocus();
    expect(screen.queryByText(/You have unsaved changes/)).toBeNull();
    expect(router.refresh).toHaveBeenCalled();
  });

  it("shows the server's refusal beside the option it names, and in a summary that takes focus", async () => {
    answer(400, { code: "invalidLesson", message: "Check the fields marked.", fields: { "quiz.1.options.2": "is required" } });
    render(<LessonWorkspace lesson={LESSON} revisions={REVISIONS} />);
    fireEvent.click(screen.getByRole("button", { name: "Save and publish" }));
    const summary = await screen.findByRole("alert");
    const option = question(2).getByRole("textbox", { name: "Option 3" });
    expect(option).toHaveAttribute("aria-invalid", "true");
    expect(describedText(option)).toContain("Option 3 is required.");
    expect(question(1).getByRole("textbox", { name: "Option 3" })).not.toHaveAttribute("aria-invalid");
    expect(summary).toHaveFocus();
    expect(within(summary).getByRole("link", { name: "Question 2: option 3 is required." })).toHaveAttribute("href", `#${option.id}`);
    expect(screen.getByTestId("lesson-save-status")).toHaveTextContent("Check the fields marked.");
    fireEvent.change(option, { target: { value: "Plans B" } });
    expect(option).not.toHaveAttribute("aria-invalid");
    expect(screen.queryByRole("alert")).toBeNull();
  });

  it("refuses a quiz of two questions before sending anything", async () => {
    render(<LessonWorkspace lesson={LESSON} revisions={REVISIONS} />);
    fireEvent.click(question(3).getByRole("button", { name: "Remove question 3" }));
    fireEvent.click(screen.getByRole("button", { name: "Save and publish" }));
    const summary = await screen.findByRole("alert");
    expect(summary).toHaveTextContent("Ask at least 3 questions, or none.");
    expect(fetchMock).not.toHaveBeenCalled();
  });
});

describe("the quiz's questions", () => {
  it("offers no sixth question", () => {
    render(<LessonWorkspace lesson={LESSON} revisions={REVISIONS} />);
    const add = () => screen.getByRole("button", { name: "Add a question" });
    act(() => add().click());
    expect(screen.getAllByTestId("quiz-question")).toHaveLength(4);
    expect(question(4).getByRole("textbox", { name: "Question" })).toHaveFocus();
    act(() => add().click());
    expect(screen.getAllByTestId("quiz-question")).toHaveLength(5);
    expect(screen.queryByRole("button", { name: "Add a question" })).toBeNull();
    expect(screen.getByText("A quiz asks at most 5 questions.")).toBeInTheDocument();
    // The new questions' right answers default to the places the quiz uses least.
    expect(question(4).getByRole("radio", { name: "Right answer (option 1)" })).toBeChecked();
  });

  it("keeps focus on a moved question's heading, and on the next question after a removal", () => {
    render(<LessonWorkspace lesson={LESSON} revisions={REVISIONS} />);
    fireEvent.click(question(2).getByRole("button", { name: "Move up (question 2)" }));
    expect(screen.getByRole("heading", { level: 3, name: "Question 1" })).toHaveFocus();
    expect(question(1).getByRole("textbox", { name: "Question" })).toHaveValue(FIELDS.quiz[1].question);
    expect(question(1).getByRole("button", { name: "Move up (question 1)" })).toBeDisabled();
    fireEvent.click(question(1).getByRole("button", { name: "Remove question 1" }));
    expect(screen.getAllByTestId("quiz-question")).toHaveLength(2);
    expect(screen.getByRole("heading", { level: 3, name: "Question 1" })).toHaveFocus();
    expect(question(1).getByRole("textbox", { name: "Question" })).toHaveValue(FIELDS.quiz[0].question);
  });
});

describe("the lesson's revisions", () => {
  const panel = () => within(screen.getByRole("region", { name: "Revisions" }));
  const RESTORE_PATH = "/api/admin/content/lessons/sobriety_launchpad/your-first-week/revisions/1/restore";

  it("lists them newest first, naming the import, each with a comparison with the lesson now", () => {
    render(<LessonWorkspace lesson={LESSON} revisions={REVISIONS} />);
    const items = panel().getAllByRole("listitem");
    expect(items.map((item) => within(item).getByRole("time").textContent)).toEqual(["20 November 2026, 09:00 GMT", "20 November 2026, 08:00 GMT"]);
    expect(items[0]).toHaveTextContent("ana@example.com");
    expect(items[1]).toHaveTextContent("Imported");
    expect(within(items[1]).getByRole("link", { name: /Compare with current/ })).toHaveAttribute("href", "/admin/content/learn/sobriety_launchpad/your-first-week/revisions?from=1");
  });

  it("asks once, warning of unsaved changes, then restores and shows the lesson as it was", async () => {
    const restored = { ...FIELDS, title: "Week one", body: "The old body." };
    answer(200, { data: { lesson: { ...LESSON, fields: restored, updatedAt: "2026-11-26T15:00:00.000Z" } } });
    render(<LessonWorkspace lesson={LESSON} revisions={REVISIONS} />);
    fireEvent.change(screen.getByRole("textbox", { name: "Title" }), { target: { value: "Typed, not saved" } });
    fireEvent.click(panel().getByRole("button", { name: "Restore the version saved 20 November 2026, 08:00 GMT" }));
    const question = panel().getByRole("group", { name: "Restore the version saved 20 November 2026, 08:00 GMT" });
    expect(question).toHaveTextContent("Put the lesson back as it was saved 20 November 2026, 08:00 GMT? Changes you have not saved will be lost. The current version stays in the history.");
    expect(within(question).getByRole("button", { name: "Yes, restore" })).toHaveFocus();
    expect(fetchMock).not.toHaveBeenCalled();

    fireEvent.click(within(question).getByRole("button", { name: "Yes, restore" }));
    expect(await screen.findByDisplayValue("Week one")).toBe(screen.getByRole("textbox", { name: "Title" }));
    expect(fetchMock.mock.calls[0][0]).toBe(RESTORE_PATH);
    expect(fetchMock.mock.calls[0][1]).toMatchObject({ method: "POST", body: "{}", headers: expect.objectContaining({ authorization: "Bearer editor-token", "content-type": "application/json" }) });
    expect(screen.getByRole("textbox", { name: "Body" })).toHaveValue("The old body.");
    expect(screen.queryByText(/You have unsaved changes/)).toBeNull();
    expect(router.refresh).toHaveBeenCalled();
  });

  it("says why a restore was refused and changes nothing in the form", async () => {
    answer(409, { code: "revisionInvalid", message: "This version cannot be restored: the lesson has 250 words; a lesson has at least 300." });
    render(<LessonWorkspace lesson={LESSON} revisions={REVISIONS} />);
    fireEvent.click(panel().getByRole("button", { name: /^Restore the version saved 20 November 2026, 08:00/ }));
    fireEvent.click(panel().getByRole("button", { name: "Yes, restore" }));
    expect(await panel().findByRole("alert")).toHaveTextContent("This version cannot be restored: the lesson has 250 words");
    expect(panel().getByRole("group", { name: /^Restore the version/ })).toHaveTextContent("Put the lesson back as it was saved 20 November 2026, 08:00 GMT? The current version stays in the history.");
    expect(screen.getByRole("textbox", { name: "Title" })).toHaveValue(FIELDS.title);
    expect(router.refresh).not.toHaveBeenCalled();
  });

  it("waits while a save is being sent", async () => {
    fetchMock.mockReturnValueOnce(new Promise(() => undefined));
    render(<LessonWorkspace lesson={LESSON} revisions={REVISIONS} />);
    fireEvent.click(screen.getByRole("button", { name: "Save and publish" }));
    await screen.findByText("Saving…");
    for (const button of panel().getAllByRole("button", { name: /^Restore/ })) expect(button).toBeDisabled();
  });
});

describe("two versions of a lesson compared", () => {
  const comparison: LessonRevisionComparison = {
    older: REVISIONS[0],
    newer: null,
    changes: [
      { field: "takeaways", label: "Takeaways", parts: [{ kind: "same", text: "Sleep may be worse before it gets better" }, { kind: "removed", text: "Plan your evenings ahead" }] },
      { field: "quiz", label: "Quiz", parts: [{ kind: "same", text: "Q1. When does sleep usually settle?\n" }, { kind: "removed", text: "A) Day 1\n" }, { kind: "added", text: "A) Day 2\n" }] },
    ],
  };

  it("shows each change in words as well as colour, and restoring opens the lesson's editor", async () => {
    answer(200, { data: { lesson: LESSON } });
    render(<LessonRevisionDiff course="sobriety_launchpad" lesson="your-first-week" comparison={comparison} />);
    expect(screen.getByText("From the version saved 20 November 2026, 08:00 GMT by the import to the lesson as it is now.")).toBeInTheDocument();
    const takeaways = within(screen.getByRole("region", { name: "Takeaways" })).getAllByRole("listitem");
    expect(takeaways.map((item) => item.textContent)).toEqual(["Sleep may be worse before it gets better", "removed: Plan your evenings ahead"]);
    const quiz = screen.getByRole("region", { name: "Quiz" });
    expect(quiz.querySelector("del")).toHaveTextContent("removed: A) Day 1");
    expect(quiz.querySelector("ins")).toHaveTextContent("added: A) Day 2");
    fireEvent.click(screen.getByRole("button", { name: /^Restore the version saved 20 November 2026, 08:00 GMT by the import/ }));
    fireEvent.click(screen.getByRole("button", { name: "Yes, restore" }));
    await vi.waitFor(() => expect(router.push).toHaveBeenCalledWith("/admin/content/learn/sobriety_launchpad/your-first-week"));
    expect(fetchMock.mock.calls[0][0]).toBe("/api/admin/content/lessons/sobriety_launchpad/your-first-week/revisions/1/restore");
  });
});

describe("removing the lesson", () => {
  it("asks once, then takes it out of the course and goes back to the course's editor", async () => {
    answer(200, { data: { removed: true } });
    render(<LessonWorkspace lesson={LESSON} revisions={REVISIONS} />);
    const panel = within(screen.getByRole("region", { name: "Remove from the course" }));
    fireEvent.click(panel.getByRole("button", { name: "Remove lesson" }));
    expect(panel.getByRole("group", { name: "Remove lesson" })).toHaveTextContent("Take this lesson out of Sobriety Launchpad? Its page stops working and the lessons after it move up.");
    expect(fetchMock).not.toHaveBeenCalled();
    fireEvent.click(panel.getByRole("button", { name: "Yes, remove it" }));
    await vi.waitFor(() => expect(router.push).toHaveBeenCalledWith("/admin/content/learn/sobriety_launchpad"));
    expect(fetchMock.mock.calls[0][0]).toBe("/api/admin/content/lessons/sobriety_launchpad/your-first-week");
    expect(fetchMock.mock.calls[0][1]).toMatchObject({ method: "DELETE", headers: expect.objectContaining({ authorization: "Bearer editor-token" }) });
  });

  it("says why when the lesson is already gone, and stays", async () => {
    answer(404, { code: "lessonNotFound", message: "There is no such lesson." });
    render(<LessonWorkspace lesson={LESSON} revisions={REVISIONS} />);
    const panel = within(screen.getByRole("region", { name: "Remove from the course" }));
    fireEvent.click(panel.getByRole("button", { name: "Remove lesson" }));
    fireEvent.click(panel.getByRole("button", { name: "Yes, remove it" }));
    expect(await panel.findByText("There is no such lesson.")).toHaveAttribute("role", "status");
    expect(router.push).not.toHaveBeenCalled();
  });
});

