import { randomUUID } from "node:crypto";
import { expect, test, type Browser, type Page } from "@playwright/test";
import { axeViolations, createEmulatorUser, declineCookies, emulatorIdToken, makeEmulatorModerator, openPage, signInWith, waitForHydration } from "./support";

// TALK in the browser, at both sizes: a guest reads and is asked to sign in; a member starts a
// thread, replies, quotes, edits, likes and unlikes, and reports; a moderator hides the reported
// post and the member sees it hidden. axe-core on every TALK page, the editor and the report dialog.

const PASSWORD = "Sober2026drinks";

const open = openPage;
const signIn = (page: Page, email: string, next: string) => signInWith(page, email, PASSWORD, next);

async function account(name: string, moderator = false) {
  const email = `talk-${randomUUID()}@example.com`;
  const { uid } = await createEmulatorUser(email, PASSWORD, name);
  if (moderator) await makeEmulatorModerator(uid);
  // A token from a fresh sign-in: changing the profile makes the emulator refuse earlier tokens as revoked.
  const { idToken } = await emulatorIdToken(email, PASSWORD);
  return { email, uid, idToken };
}

/** Another member at their own desk: a second browser context. */
async function elsewhere(browser: Browser) {
  const context = await browser.newContext();
  return { context, page: await context.newPage() };
}

test("a guest reads the community and is asked to sign in to reply", async ({ page }) => {
  await open(page, "/talk");
  await declineCookies(page);
  // /talk itself has its axe pass in a11y.spec.ts (a shell route).
  await expect(page.getByRole("heading", { name: "Categories" })).toBeVisible();
  // The browser tests run on the demo data: its conversations say they are examples (issue 37.7).
  await expect(page.getByTestId("talk-demo-notice")).toHaveText("Example conversations: our team wrote these threads to show what TALK is for, and their members are invented.");
  await page.getByRole("link", { name: "Drinks reviews" }).first().click();
  await expect(page).toHaveURL(/\/talk\/c\/drinks-reviews$/);
  expect(await axeViolations(page)).toEqual([]);
  await page.getByRole("link", { name: /Haldenberg Pils/ }).click();
  await expect(page).toHaveURL(/\/talk\/t\/\d+\/from-the-shop-haldenberg-pils/);
  await expect(page.getByRole("article")).toHaveCount(6);
  await expect(page.getByTestId("talk-demo-notice")).toBeVisible();
  await expect(page.getByTestId("sign-in-to-reply").getByRole("link", { name: "Sign in to reply" })).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);
});

test("a member starts a thread, replies, quotes, edits, likes and reports; a moderator hides the post", async ({ browser, page, request }) => {
  test.setTimeout(120_000);
  // Bob's name is this run's own: the desktop and mobile runs share one moderation queue.
  const bobName = `Bob ${randomUUID().slice(0, 6)}`;
  const [ada, bob, mod] = await Promise.all([account("Ada Member"), account(bobName), account("Mo Derator", true)]);

  await signIn(page, ada.email, "/talk/c/recipes-and-mixology");
  await page.getByRole("button", { name: "Start a thread" }).click();
  const editor = page.getByTestId("new-thread");
  await editor.getByLabel("Title").fill("Ginger syrup: fresh or dried ginger?");
  await editor.getByLabel("Your post").fill("Making a **ginger syrup** this weekend. Fresh or dried?");
  expect(await axeViolations(page)).toEqual([]);
  await editor.getByRole("button", { name: "Post thread" }).click();
  await expect(page).toHaveURL(/\/talk\/t\/\d+\/ginger-syrup-fresh-or-dried-ginger$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Ginger syrup: fresh or dried ginger?");
  const threadUrl = new URL(page.url()).pathname;
  const threadId = Number(threadUrl.split("/")[3]);

  // Bob answers through the API; Ada replies, quoting him.
  const bobsText = `Fresh, always. Dried is dusty. (${randomUUID().slice(0, 8)})`;
  expect((await request.post(`/api/talk/threads/${threadId}/posts`, { headers: { authorization: `Bearer ${bob.idToken}` }, data: { body: bobsText } })).status()).toBe(201);
  await page.reload();
  await waitForHydration(page);
  const bobsPost = page.locator("#post-2");
  await expect(bobsPost).toContainText(bobsText);
  await bobsPost.getByRole("button", { name: "Quote" }).click();
  const reply = page.getByTestId("reply-editor").getByRole("textbox");
  await expect(reply).toHaveValue(new RegExp(`^> \\*\\*${bobName}\\*\\* wrote:`));
  await reply.press("End");
  await reply.pressSequentially(" Thanks Bob, fresh it is.");
  await page.getByRole("button", { name: "Post reply" }).click();
  const adasReply = page.locator("#post-3");
  await expect(adasReply.locator("blockquote")).toContainText("Fresh, always.");

  await adasReply.getByRole("button", { name: "Edit" }).click();
  await adasReply.getByLabel("Edit your post").fill("Thanks Bob, fresh it is. Peeled or not?");
  await adasReply.getByRole("button", { name: "Save changes" }).click();
  await expect(adasReply.getByText("edited")).toBeVisible();
  await expect(adasReply).toContainText("Peeled or not?");

  const likeButton = bobsPost.getByRole("button", { name: `Like post by ${bobName}, 0 likes` });
  await likeButton.click();
  await expect(bobsPost.getByRole("button", { name: `Unlike post by ${bobName}, 1 like` })).toHaveAttribute("aria-pressed", "true");
  await bobsPost.getByRole("button", { name: /^Unlike/ }).click();
  await expect(bobsPost.getByRole("button", { name: `Like post by ${bobName}, 0 likes` })).toBeVisible();

  await bobsPost.getByRole("button", { name: "Report" }).click();
  const dialog = page.getByTestId("report-dialog");
  await dialog.getByLabel("Reason").fill("Testing the report button");
  expect(await axeViolations(page)).toEqual([]);
  await dialog.getByRole("button", { name: "Send report" }).click();
  await expect(bobsPost.getByText("A moderator will take a look.")).toBeVisible();

  // The moderator hides it from the queue.
  const moderator = await elsewhere(browser);
  await signIn(moderator.page, mod.email, "/talk/moderation");
  const item = moderator.page.getByRole("article", { name: `Post by ${bobName} in Ginger syrup: fresh or dried ginger?` });
  await expect(item).toContainText("Testing the report button");
  expect(await axeViolations(moderator.page)).toEqual([]);
  await item.getByRole("button", { name: "Hide post" }).click();
  await expect(item).toHaveCount(0);

  await page.reload();
  await expect(page.locator("#post-2")).toContainText("This post was hidden by a moderator.");
  await expect(page.locator("#post-2")).not.toContainText(bobsText);

  // Bob was quoted: his notifications say so, and opening them reads them.
  const bobsDesk = await elsewhere(browser);
  await signIn(bobsDesk.page, bob.email, "/talk/notifications");
  await expect(bobsDesk.page.getByTestId("notifications")).toContainText("Ada Member quoted you in Ginger syrup: fresh or dried ginger?");
  expect(await axeViolations(bobsDesk.page)).toEqual([]);
  await Promise.all([moderator.context.close(), bobsDesk.context.close()]);
});
