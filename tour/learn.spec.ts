import { expect, test } from "@playwright/test";
import { LEARN_STORAGE_KEY } from "../stores/learn";
import { declineCookies } from "../e2e/support";
import { open, snap } from "./support";

// LEARN's screens (issue 13): the course list with progress, a course, a lesson and its quiz
// (answered), and the completion page. Saved under .data/tour/<project>/learn-*.png.

test("the LEARN tour", async ({ page }, testInfo) => {
  const project = testInfo.project.name;
  await open(page, "/learn");
  await declineCookies(page);
  // A guest part-way through two courses and finished with a third.
  await page.evaluate((key) => {
    const at = "2026-11-20T10:00:00.000Z";
    const done = (...lessons: string[]) => Object.fromEntries(lessons.map((lesson) => [lesson, at]));
    const course = (completed: Record<string, string>, lastLesson: string | null) => ({ completed, quizzes: {}, lastLesson, lastOpenedAt: lastLesson ? at : null });
    localStorage.setItem(
      key,
      JSON.stringify({
        state: {
          owner: null,
          certificateName: "Sam Taylor",
          progress: {
            sobriety_launchpad: course(done("your-reason-and-your-goal", "what-changes-in-the-first-weeks"), "planning-for-the-six-oclock-moment"),
            dry_and_delish: course(done("stocking-your-home-bar"), "the-balance-of-a-good-drink"),
            bitter_truths: course(
              done("how-your-body-processes-alcohol", "alcohol-mood-and-anxiety", "the-long-term-risks-explained", "how-drinks-are-sold-to-us", "learning-to-love-bitterness"),
              "learning-to-love-bitterness",
            ),
          },
        },
        version: 1,
      }),
    );
  }, LEARN_STORAGE_KEY);
  await open(page, "/learn");
  await snap(page, "learn-01-courses", project);
  await open(page, "/learn/sobriety_launchpad");
  await expect(page.getByText("2 of 6 lessons complete")).toBeVisible();
  await snap(page, "learn-02-course", project);
  await open(page, "/learn/dry_and_delish/the-balance-of-a-good-drink");
  await snap(page, "learn-03-lesson", project);
  const quiz = page.getByTestId("quiz");
  const questions = quiz.getByRole("group");
  for (let index = 0; index < (await questions.count()); index += 1) await questions.nth(index).getByRole("radio").nth(1).check();
  await quiz.getByRole("button", { name: "Check my answers" }).click();
  await expect(quiz.getByTestId("quiz-score")).toBeVisible();
  await quiz.scrollIntoViewIfNeeded();
  await snap(page, "learn-04-quiz-marked", project, false);
  await open(page, "/learn/bitter_truths/certificate");
  await expect(page.getByTestId("certificate")).toBeVisible();
  await snap(page, "learn-05-certificate", project);
  await page.emulateMedia({ media: "print" });
  await snap(page, "learn-06-certificate-print", project, false);
});
