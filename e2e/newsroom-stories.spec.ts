import { randomUUID } from "node:crypto";
import { expect, test, type Browser, type Page } from "@playwright/test";
import { axeViolations, createEmulatorUser, makeEmulatorEditor, signInWith } from "./support";

// The newsroom's journeys (issue 37) in a real browser on the production build: at 1440 an editor
// writes a story with a picture, a product and a video, previews it as readers will see it (a guest still
// gets 404), schedules it a minute ahead (readers do not see it yet), publishes it at once, and a
// reader on a phone (390) finds it on READ and in the feed; at 768 an editor changes a published story, compares
// the revision with the story as it is now and restores it. axe-core on each new page and state.
// The rules (workflow, slugs, sanitising, permissions) are proved in unit and integration tests.

const PASSWORD = "Editor2026drinks";

async function signInAsEditor(page: Page, next: string): Promise<void> {
  const email = `stories-e2e-${randomUUID()}@example.com`;
  const { uid } = await createEmulatorUser(email, PASSWORD, "Eddie Editor");
  await makeEmulatorEditor(uid);
  await signInWith(page, email, PASSWORD, next);
}

/** UK wall-clock time, "YYYY-MM-DDTHH:mm", of the first whole minute at least `leadMs` from now. */
function ukMinuteAhead(leadMs: number): string {
  const at = new Date(Math.ceil((Date.now() + leadMs) / 60_000) * 60_000);
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat("en-GB", { timeZone: "Europe/London", year: "numeric", month: "2-digit", day: "2-digit", hour: "2-digit", minute: "2-digit", hourCycle: "h23" })
      .formatToParts(at)
      .map((part) => [part.type, part.value]),
  );
  return `${parts.year}-${parts.month}-${parts.day}T${parts.hour}:${parts.minute}`;
}

async function readerOnPhone(browser: Browser) {
  return browser.newContext({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
}

test.describe("an editor's story, from draft to a reader's phone", () => {
  test.use({ viewport: { width: 1440, height: 900 } });
  test.skip(({ isMobile }) => isMobile, "the newsroom is used on desktops and tablets; the reader's phone is opened inside the test");

  test("write with a picture, a product and a video, preview, schedule it, publish it now, then read it on READ and in the feed", async ({ page, browser }) => {
    test.setTimeout(90_000);
    const id = randomUUID().slice(0, 8);
    const title = `A quiet pint at the quiz ${id}`;
    await signInAsEditor(page, "/admin/content/stories/new");
    await expect(page.getByRole("heading", { level: 1, name: "New story" })).toBeVisible();

    await page.getByLabel("Title", { exact: true }).fill(title);
    await expect(page.getByLabel("Slug", { exact: true })).toHaveValue(`a-quiet-pint-at-the-quiz-${id}`);
    // A feature: READ's NEWS list belongs to the READ browser test, which runs beside this one.
    await page.getByLabel("Section").selectOption("features");
    await page.getByLabel("Standfirst").fill("What a pub quiz team ordered when two of them stopped drinking, and why nobody noticed.");
    await page.getByLabel("Hero image", { exact: true }).fill("/images/read/after-dry-january.svg");
    await page.getByLabel("Hero image alt text").fill("A bar chart drawn over a calendar page");
    await page.getByLabel("Filter products").fill("pils");
    await page.getByRole("group", { name: "Products" }).getByRole("checkbox").first().check();
    await page.getByLabel("Video").selectOption({ label: "Garden spritz in three minutes" });

    const body = page.getByRole("textbox", { name: "Body" });
    await body.click();
    await page.keyboard.type("Round four was music, and the alcohol-free lager lasted all night.");
    await page.getByRole("toolbar", { name: "Formatting" }).getByRole("button", { name: "Image" }).click();
    await page.getByLabel("Picture address").fill("/images/read/after-dry-january.svg");
    await page.getByLabel("Alt text (required)").fill("The quiz team's table, drawn as a chart");
    await page.getByRole("button", { name: "Insert image" }).click();
    await expect(body.getByRole("img", { name: "The quiz team's table, drawn as a chart" })).toBeVisible();

    await page.getByRole("button", { name: "Create draft" }).click();
    await expect(page).toHaveURL(/\/admin\/content\/stories\/[0-9a-f-]{36}\?created=1$/);
    await expect(page.getByTestId("story-status").first()).toHaveText("Draft");
    expect(await axeViolations(page), "the editor with a draft").toEqual([]);

    await page.getByRole("link", { name: "Preview" }).click();
    await expect(page).toHaveURL(new RegExp(`/article/a-quiet-pint-at-the-quiz-${id}$`));
    await expect(page.getByRole("complementary", { name: "Preview" })).toContainText("Preview: Draft.");
    await expect(page.getByTestId("article-body").getByRole("img", { name: "The quiz team's table, drawn as a chart" })).toBeVisible();
    await expect(page.getByRole("heading", { name: "Shop the story" })).toBeVisible();
    await expect(page.getByRole("region", { name: "Watch" }).getByRole("link", { name: "Garden spritz in three minutes" })).toHaveAttribute("href", "/watch/garden-spritz-in-three-minutes");
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", /noindex/);
    expect(await axeViolations(page), "the preview").toEqual([]);

    const guest = await browser.newContext();
    const guestAnswer = await (await guest.newPage()).goto(`/article/a-quiet-pint-at-the-quiz-${id}`);
    expect(guestAnswer?.status()).toBe(404);
    await guest.close();

    await page.getByRole("link", { name: "Exit preview" }).click();
    await expect(page).toHaveURL(/\/admin\/content\/stories\/[0-9a-f-]{36}$/);
    await page.getByLabel("Publish at (UK time)").fill(ukMinuteAhead(60_000));
    await page.getByRole("button", { name: "Schedule" }).click();
    await expect(page.getByTestId("story-status").first()).toHaveText("Scheduled");

    // The scheduled story stays off READ; the job that publishes it at its time is proved with real
    // timers in the cluster suite (attack/cluster.test.ts), so here the editor brings it forward.
    const reader = await readerOnPhone(browser);
    const phone = await reader.newPage();
    await phone.goto("/read");
    await expect(phone.getByRole("heading", { level: 1 })).toBeVisible();
    await expect(phone.getByRole("link", { name: title })).toHaveCount(0);
    await page.getByRole("button", { name: "Publish now" }).click();
    await page.getByRole("button", { name: "Yes, publish now" }).click();
    await expect(page.getByTestId("story-status").first()).toHaveText("Published");

    await phone.goto("/read");
    await phone.getByRole("link", { name: title }).first().click();
    await expect(phone.getByRole("heading", { level: 1, name: title })).toBeVisible();
    await expect(phone.getByRole("complementary", { name: "Preview" })).toHaveCount(0);
    const feed = await phone.request.get("/read/feed.xml");
    expect(await feed.text()).toContain(`/article/a-quiet-pint-at-the-quiz-${id}`);
    await reader.close();
  });
});

test.describe("revisions on a tablet", () => {
  test.use({ viewport: { width: 768, height: 1024 } });
  test.skip(({ isMobile }) => isMobile, "the newsroom is used on desktops and tablets");

  test("change a published story, compare the revision with it, and restore it", async ({ page }) => {
    await signInAsEditor(page, "/admin/content");
    const story = page.getByTestId("newsroom-stories").getByRole("link", { name: /^How to build an alcohol-free home bar/ });
    await story.click();
    await expect(page.getByTestId("story-status").first()).toHaveText("Published");
    const title = page.getByLabel("Title", { exact: true });
    const original = await title.inputValue();
    await title.fill(`${original} (changed in a test)`);
    await expect(page.getByText("You have unsaved changes")).toBeVisible();
    await page.getByRole("button", { name: "Update story" }).click();
    await expect(page.getByText(/Saved at \d\d:\d\d/)).toBeVisible();

    await page.getByRole("link", { name: /Compare with current/ }).last().click();
    await expect(page.getByRole("heading", { level: 1, name: "Compare revisions" })).toBeVisible();
    await expect(page.getByRole("heading", { level: 3, name: "Title" })).toBeVisible();
    await expect(page.locator("ins").filter({ hasText: "(changed in a test)" })).toBeVisible();
    expect(await axeViolations(page), "the revision diff").toEqual([]);

    await page.getByRole("button", { name: /^Restore/ }).click();
    await page.getByRole("button", { name: /^Yes, restore/ }).click();
    await expect(page).toHaveURL(/\/admin\/content\/stories\/[0-9a-f-]{36}$/);
    await expect(page.getByLabel("Title", { exact: true })).toHaveValue(original);
  });
});
