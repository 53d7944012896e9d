import { randomUUID } from "node:crypto";
import { expect, test, type Page } from "@playwright/test";
import { axeViolations, createEmulatorUser, makeEmulatorEditor, makeEmulatorStaff, openPage, signInWith } from "./support";

// The newsroom's door (issue 37, item 2), at the two sizes the back office is used (1440 and 768):
// an editor lands on the newsroom from /admin, sees only the newsroom in the nav and the demo
// quizzes without warnings, and is refused the shop's pages; a member of staff without the editor
// claim is refused the newsroom. axe-core on the newsroom and, at both sizes, on each kind of editor. Who the server believes is proved in
// tests/integration/back-office-roles.test.ts; this is the journey in the browser.

const PASSWORD = "Editor2026drinks";

async function account(role: "editor" | "staff"): Promise<string> {
  const email = `newsroom-e2e-${randomUUID()}@example.com`;
  const { uid } = await createEmulatorUser(email, PASSWORD, role === "editor" ? "Eddie Editor" : "Sam Packer");
  await (role === "editor" ? makeEmulatorEditor(uid) : makeEmulatorStaff(uid));
  return email;
}

const navLinks = (page: Page) => page.getByRole("navigation", { name: "Back office" }).getByRole("link");

for (const size of [
  { name: "desktop", viewport: { width: 1440, height: 900 } },
  { name: "tablet", viewport: { width: 768, height: 1024 } },
]) {
  test.describe(`the newsroom on a ${size.name}`, () => {
    test.use({ viewport: size.viewport });
    test.skip(({ isMobile }) => isMobile, "the back office is used on desktops and tablets");

    test("an editor opens /admin, lands in the newsroom, and is refused the shop's pages", async ({ page }) => {
      await signInWith(page, await account("editor"), PASSWORD, "/admin/content");
      await openPage(page, "/admin");
      await expect(page).toHaveURL(/\/admin\/content$/);
      await expect(page.getByRole("heading", { level: 1, name: "Newsroom" })).toBeVisible();
      await expect(navLinks(page)).toHaveText(["Newsroom"]);
      await expect(navLinks(page).first()).toHaveAttribute("aria-current", "page");
      // The demo's quizzes were rewritten to pass the quiz editor's warnings.
      await expect(page.getByText("0 quizzes with warnings")).toBeVisible();
      await expect(page.getByTestId("newsroom-lesson").filter({ hasText: "No quiz warnings" }).first()).toBeVisible();
      await expect(page.getByTestId("newsroom-stories").getByRole("link", { name: /^The UK drinking guideline in its own words/ })).toHaveAttribute("href", /^\/admin\/content\/stories\/[0-9a-f-]{36}$/);
      expect(await axeViolations(page), "newsroom").toEqual([]);

      const orders = await page.goto("/admin/orders");
      expect(orders?.status()).toBe(403);
      await expect(page.getByRole("heading", { name: "Staff only" })).toBeVisible();
    });

    test("an editor opens the authors, an author, a new story and a new playlist (axe on each)", async ({ page }) => {
      test.setTimeout(75_000); // a sign-in and four axe passes: about 40 s on a busy two-core machine
      await signInWith(page, await account("editor"), PASSWORD, "/admin/content");
      await page.getByRole("link", { name: "Authors" }).click();
      await expect(page.getByRole("heading", { level: 1, name: "Authors" })).toBeVisible();
      expect(await axeViolations(page), "the authors").toEqual([]);
      await page.getByRole("table").getByRole("link").first().click();
      await expect(page.getByRole("button", { name: /Save/ })).toBeVisible();
      expect(await axeViolations(page), "an author").toEqual([]);
      await openPage(page, "/admin/content/stories/new");
      await expect(page.getByRole("heading", { level: 1, name: "New story" })).toBeVisible();
      expect(await axeViolations(page), "a new story").toEqual([]);
      await openPage(page, "/admin/content/listen/new");
      await expect(page.getByRole("heading", { level: 1, name: "New playlist" })).toBeVisible();
      expect(await axeViolations(page), "a new playlist").toEqual([]);
    });

    test("an editor opens a video's, a playlist's and a course's editor, and the new-video page (axe on each)", async ({ page }) => {
      test.setTimeout(75_000); // a sign-in and four axe passes, as the tour above
      await signInWith(page, await account("editor"), PASSWORD, "/admin/content/watch/garden-spritz-in-three-minutes");
      await expect(page.getByRole("heading", { level: 1, name: "Garden spritz in three minutes" })).toBeVisible();
      expect(await axeViolations(page), "a video's editor").toEqual([]);
      await openPage(page, "/admin/content/watch/new");
      await expect(page.getByRole("heading", { level: 1, name: "New video" })).toBeVisible();
      expect(await axeViolations(page), "the new-video page").toEqual([]);
      await openPage(page, "/admin/content");
      await page.getByTestId("newsroom-playlists").getByRole("link").first().click();
      await expect(page.getByRole("button", { name: "Save and publish" })).toBeVisible();
      expect(await axeViolations(page), "a playlist's editor").toEqual([]);
      await openPage(page, "/admin/content/learn/bitter_truths");
      await expect(page.getByRole("heading", { level: 1, name: "Bitter Truths" })).toBeVisible();
      expect(await axeViolations(page), "a course's editor").toEqual([]);
    });

    test("a member of staff without the editor claim is refused the newsroom", async ({ page }) => {
      await signInWith(page, await account("staff"), PASSWORD, "/admin");
      await expect(navLinks(page)).toHaveText(["Dashboard", "Orders", "Returns", "Damage", "Inbox", "Products", "Discounts", "Customers", "Reviews", "Activity"]);
      const newsroom = await page.goto("/admin/content");
      expect(newsroom?.status()).toBe(403);
      await expect(page.getByRole("heading", { name: "Staff only" })).toBeVisible();
    });
  });
}
