// @vitest-environment jsdom
// A certificate, once earned, survives a lesson added to the course afterwards
// (lib/learn/progress.ts courseStatus): the certificate page still shows it, dated and counted as
// earned, with the new lesson to go; the course page offers both the certificate and the way on;
// "Your courses" lists the course with Continue and its Certificate. The learner's progress comes
// from a mocked useLearnProgress (the store and the account sync are tested elsewhere).
import { cleanup, render, screen, within } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { Certificate } from "@/components/learn/Certificate";
import { CourseActions } from "@/components/learn/CourseProgress";
import { CoursesInProgress } from "@/components/learn/CoursesInProgress";
import { emptyCourseProgress, type LearnProgress } from "@/lib/learn/progress";
import type { CourseSummary } from "@/lib/learn/types";

const learner = vi.hoisted(() => ({ progress: {} as LearnProgress }));
vi.mock("@/components/learn/use-learn-progress", () => ({
  useLearnProgress: () => ({ ready: true, signedIn: false, progress: learner.progress, learnerName: "" }),
}));

const lesson = (slug: string, addedAt: string) => ({ slug, title: slug, summary: "", minutes: 5, hasQuiz: false, addedAt });
const COURSE: CourseSummary = {
  slug: "bitter_truths",
  title: "Bitter Truths",
  lessons: [lesson("one", "2026-10-01T00:00:00.000Z"), lesson("two", "2026-10-01T00:00:00.000Z"), lesson("three", "2026-11-20T09:00:00.000Z")],
};
/** Both first lessons done by 5 November; the third was added on 20 November. */
learner.progress = {
  bitter_truths: { ...emptyCourseProgress(), completed: { one: "2026-11-01T10:00:00.000Z", two: "2026-11-05T10:00:00.000Z" }, lastLesson: "two", lastOpenedAt: "2026-11-05T10:00:00.000Z" },
};

afterEach(cleanup);

describe("a certificate earned before the course grew", () => {
  it("still shows on the certificate page, dated and counted as earned, with the new lesson to go", () => {
    render(<Certificate course={COURSE} />);
    const certificate = screen.getByTestId("certificate");
    expect(certificate).toHaveTextContent("2 lessons · completed on 5 November 2026");
    expect(screen.queryByTestId("certificate-unfinished")).toBeNull();
    const grew = screen.getByTestId("certificate-course-grew");
    expect(grew).toHaveTextContent("The course has grown since you finished it: one new lesson to go.");
    expect(within(grew).getByRole("link", { name: "Continue the course" })).toHaveAttribute("href", "/learn/bitter_truths/two");
  });

  it("the course page offers the certificate and the way on", () => {
    render(<CourseActions course={COURSE} />);
    expect(screen.getByRole("link", { name: "View your certificate" })).toHaveAttribute("href", "/learn/bitter_truths/certificate");
    expect(screen.getByRole("link", { name: "Continue where you left off" })).toHaveAttribute("href", "/learn/bitter_truths/two");
  });

  it("'Your courses' lists it with Continue and its Certificate", () => {
    render(<CoursesInProgress courses={[COURSE]} />);
    expect(screen.getByRole("link", { name: "Continue Bitter Truths" })).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Certificate for Bitter Truths" })).toHaveAttribute("href", "/learn/bitter_truths/certificate");
  });

  it("a learner who had not finished before the lesson was added has no certificate yet", () => {
    const before = learner.progress;
    learner.progress = { bitter_truths: { ...emptyCourseProgress(), completed: { one: "2026-11-01T10:00:00.000Z" } } };
    render(<Certificate course={COURSE} />);
    expect(screen.getByTestId("certificate-unfinished")).toHaveTextContent("appears here once every lesson is marked complete");
    expect(screen.queryByTestId("certificate")).toBeNull();
    learner.progress = before;
  });
});
