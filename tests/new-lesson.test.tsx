// @vitest-environment jsdom
// A new lesson's page in the newsroom (components/admin/content/learn/NewLessonWorkspace.tsx)
// against a fake API: the address follows the title until the editor types one; a reserved address
// is refused before anything is sent; "Save and publish" sends the address and the fields with the
// editor's token and opens the new lesson's editor; the server's refusal of a taken address sits
// beside the Address field. The rich-text body editor is a plain textarea here.
import { fireEvent, render, screen, within } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { NewLessonWorkspace } from "@/components/admin/content/learn/NewLessonWorkspace";
import { fakeApi, fakeRouter } from "./support/fake-api";

const router = fakeRouter();
vi.mock("next/navigation", async (importOriginal) => ({ ...(await importOriginal<typeof import("next/navigation")>()), useRouter: () => router }));
const { fetchMock, answer, sentBody } = fakeApi({ token: "editor-token", router });

vi.mock("@/components/admin/content/editor/StoryBodyEditor", () => import("./support/plain-body-editor"));

const COURSE = { slug: "sobriety_launchpad", title: "Sobriety Launchpad" };
const BODY = "Reading a label is a skill.\n\n## The small print\n\nIt says more than the front.";

const address = () => screen.getByRole("textbox", { name: "Address" });
const type = (name: string, value: string) => fireEvent.change(screen.getByRole("textbox", { name }), { target: { value } });

function fillLesson(title: string) {
  type("Title", title);
  type("Summary", "What the back of a bottle tells you.");
  type("Takeaway 1", "Read the ABV first");
  type("Takeaway 2", "Look for the word alcohol-free");
  type("Body", BODY);
}

describe("a new lesson's address", () => {
  it("follows the title until the editor types one, and names the page it will have", () => {
    render(<NewLessonWorkspace course={COURSE} lessonCount={4} />);
    expect(screen.getByRole("region", { name: "In the course" })).toHaveTextContent("The lesson goes last in Sobriety Launchpad, as lesson 5.");
    type("Title", "Reading a Label: the Basics");
    expect(address()).toHaveValue("reading-a-label-the-basics");
    expect(screen.getByText(/The lesson's page: \/learn\/sobriety_launchpad\/reading-a-label-the-basics\./)).toBeInTheDocument();
    // Nothing is saved yet, so there is no "last saved" version to warn about.
    expect(screen.getByText("Learners see the lesson as soon as it is saved.")).toBeInTheDocument();
    expect(screen.queryByText(/You have unsaved changes/)).toBeNull();
    fireEvent.change(address(), { target: { value: "labels" } });
    type("Title", "Reading labels");
    expect(address()).toHaveValue("labels");
  });

  it("refuses an address a course page already takes before sending anything", async () => {
    render(<NewLessonWorkspace course={COURSE} lessonCount={4} />);
    fillLesson("Certificate");
    fireEvent.click(screen.getByRole("button", { name: "Save and publish" }));
    const summary = await screen.findByRole("alert");
    expect(within(summary).getByRole("link", { name: "Address is taken by one of the course's own pages: choose another." })).toHaveAttribute("href", `#${address().id}`);
    expect(address()).toHaveAttribute("aria-invalid", "true");
    expect(fetchMock).not.toHaveBeenCalled();
    // A new title suggests a new address: the old address's refusal goes with it.
    type("Title", "Reading a certificate");
    expect(address()).toHaveValue("reading-a-certificate");
    expect(address()).not.toHaveAttribute("aria-invalid", "true");
  });
});

describe("publishing a new lesson", () => {
  it("sends its address and fields with the editor's token, then opens its own editor", async () => {
    answer(201, { data: { lesson: { course: COURSE, slug: "reading-a-label", position: 5, fields: {}, publicPath: "/learn/sobriety_launchpad/reading-a-label", updatedAt: "2026-11-28T10:15:00.000Z", updatedBy: "ana@example.com", warnings: [] } } });
    render(<NewLessonWorkspace course={COURSE} lessonCount={4} />);
    fillLesson("Reading a label");
    fireEvent.click(screen.getByRole("button", { name: "Save and publish" }));
    expect(await screen.findByText("Saved at 10:15")).toBeInTheDocument();
    expect(fetchMock.mock.calls[0][0]).toBe("/api/admin/content/lessons/sobriety_launchpad");
    expect(fetchMock.mock.calls[0][1]).toMatchObject({ method: "POST", headers: expect.objectContaining({ authorization: "Bearer editor-token" }) });
    expect(sentBody()).toEqual({
      slug: "reading-a-label",
      fields: { title: "Reading a label", summary: "What the back of a bottle tells you.", takeaways: ["Read the ABV first", "Look for the word alcohol-free"], body: BODY, quiz: [] },
    });
    expect(router.replace).toHaveBeenCalledWith("/admin/content/learn/sobriety_launchpad/reading-a-label");
  });

  it("shows the server's refusal of a taken address beside the Address field", async () => {
    const taken = "This course already has a lesson at this address. Choose another.";
    answer(409, { code: "lessonSlugTaken", message: taken, fields: { slug: taken } });
    render(<NewLessonWorkspace course={COURSE} lessonCount={4} />);
    fillLesson("Reading a label");
    fireEvent.click(screen.getByRole("button", { name: "Save and publish" }));
    expect(await screen.findByRole("alert")).toHaveFocus();
    expect(address()).toHaveAttribute("aria-invalid", "true");
    expect(screen.getByTestId("lesson-save-status")).toHaveTextContent(taken);
    expect(router.replace).not.toHaveBeenCalled();
    fireEvent.change(address(), { target: { value: "reading-a-label-2" } });
    expect(address()).not.toHaveAttribute("aria-invalid");
  });
});
