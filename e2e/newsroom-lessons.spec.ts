import { randomUUID } from "node:crypto";
import { expect, test, type Page } from "@playwright/test";
import { axeViolations, createEmulatorUser, makeEmulatorEditor, signInWith } from "./support";

// The newsroom's lesson editor (issue 37.6) in a real browser on the production build: at 1440 an
// editor opens a lesson from the newsroom, fixes a quiz question's option and moves its right
// answer (the warnings follow as they edit), saves, and a learner on the lesson page sees the fix
// at once; at 768 the editor with its quiz. axe-core on each. The rules (the quiz's checks, who may
// save, the marking against the saved answers, sanitising) are proved in
// tests/integration/newsroom-lessons.test.ts and tests/lesson-editor.test.tsx.
// This lesson is used by no other browser test, which may run beside this one.

const PASSWORD = "Editor2026drinks";
const LESSON_TITLE = "Keeping track without obsessing";
const LESSON_PATH = "/learn/mindful_moderation/keeping-track-without-obsessing";

async function signInAsEditor(page: Page, next: string): Promise<void> {
  const email = `lessons-e2e-${randomUUID()}@example.com`;
  const { uid } = await createEmulatorUser(email, PASSWORD, "Lena Lessons");
  await makeEmulatorEditor(uid);
  await signInWith(page, email, PASSWORD, next);
}

test.describe("an editor fixes a lesson's quiz", () => {
  test.use({ viewport: { width: 1440, height: 900 } });
  test.skip(({ isMobile }) => isMobile, "the newsroom is used on desktops and tablets");

  test("open it from the newsroom, change an option and the right answer, save, and a learner sees the fix", async ({ page, browser }) => {
    // A sign-in, a save, axe and a second visitor: 20 to 32 s on a busy two-core machine
    // with two workers, past the 30 s default (CI timed the video's journey out at 30 s).
    test.setTimeout(60_000);
    const id = randomUUID().slice(0, 6);
    await signInAsEditor(page, "/admin/content");
    await page.getByRole("link", { name: LESSON_TITLE, exact: true }).click();
    await expect(page.getByRole("heading", { level: 1, name: LESSON_TITLE })).toBeVisible();
    expect(await axeViolations(page), "the lesson editor").toEqual([]);

    const question = page.getByRole("region", { name: "Question 1" });
    // Shorter than the longest wrong option: a right answer that is the longest would be warned
    // about, and the newsroom's own browser test expects no quiz with warnings.
    const fixed = `Each week ${id}`;
    await question.getByLabel("Option 2", { exact: true }).fill(fixed);
    await question.getByRole("radio", { name: "Right answer (option 2)" }).check();
    await expect(question.getByLabel("Why option 2 is wrong (optional)")).toHaveCount(0);
    await expect(page.getByTestId("quiz-warnings")).toContainText("No warnings");
    await expect(page.getByText("You have unsaved changes.", { exact: false })).toBeVisible();

    await page.getByRole("button", { name: "Save and publish" }).click();
    await expect(page.getByTestId("lesson-save-status")).toHaveText(/^Saved at \d\d:\d\d$/);

    const learner = await browser.newContext();
    const lessonPage = await learner.newPage();
    await lessonPage.goto(LESSON_PATH);
    const quiz = lessonPage.getByTestId("quiz");
    const first = quiz.getByRole("group").first();
    await expect(first.getByText(fixed)).toBeVisible();
    await learner.close();
  });
});

test.describe("the lesson editor on a tablet", () => {
  test.use({ viewport: { width: 768, height: 1024 } });
  test.skip(({ isMobile }) => isMobile, "the newsroom is used on desktops and tablets");

  test("the quiz's warnings follow the right answers as the editor moves them", async ({ page }) => {
    await signInAsEditor(page, "/admin/content/learn/mindful_moderation/keeping-track-without-obsessing");
    const warnings = page.getByTestId("quiz-warnings");
    await expect(page.getByRole("heading", { level: 2, name: "Quiz" })).toBeVisible();
    for (const n of [1, 2, 3]) await page.getByRole("region", { name: `Question ${n}` }).getByRole("radio", { name: "Right answer (option 3)" }).check();
    await expect(warnings).toContainText("third");
    expect(await axeViolations(page), "the quiz editor with a warning").toEqual([]);
  });
});
