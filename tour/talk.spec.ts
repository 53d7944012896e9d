import { randomUUID } from "node:crypto";
import { expect, test } from "@playwright/test";
import { createEmulatorUser, declineCookies, emulatorIdToken, makeEmulatorModerator } from "../e2e/support";
import { open, snap } from "./support";

// TALK's screens (issue 14): the community home, a category, a thread, the new-thread editor and
// the moderation queue. Saved under .data/tour/<project>/talk-*.png.

const PASSWORD = "Sober2026drinks";

test("the TALK tour", async ({ page, request }, testInfo) => {
  const project = testInfo.project.name;
  await open(page, "/talk");
  await declineCookies(page);
  await snap(page, "talk-01-home", project);
  await open(page, "/talk/c/support");
  await snap(page, "talk-02-category", project);
  await open(page, "/talk/c/getting-started");
  await page.getByRole("link", { name: "Welcome! Introduce yourself here" }).click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Welcome! Introduce yourself here");
  await snap(page, "talk-03-thread", project);

  // A moderator with one reported post waiting.
  const email = `tour-mod-${randomUUID()}@example.com`;
  const { uid } = await createEmulatorUser(email, PASSWORD, "Mo Derator");
  await makeEmulatorModerator(uid);
  const reporter = `tour-rep-${randomUUID()}@example.com`;
  await createEmulatorUser(reporter, PASSWORD, "Rita Reporter");
  const { idToken } = await emulatorIdToken(reporter, PASSWORD);
  const threadId = Number(new URL(page.url()).pathname.split("/")[3]);
  const created = await request.post(`/api/talk/threads/${threadId}/posts`, { headers: { authorization: `Bearer ${idToken}` }, data: { body: "Buy cheap followers at spam dot example, best prices!!!" } });
  const spamId = (await created.json()).data.id as number;
  const second = `tour-rep2-${randomUUID()}@example.com`;
  await createEmulatorUser(second, PASSWORD, "Sam Second");
  const secondToken = (await emulatorIdToken(second, PASSWORD)).idToken;
  await request.post(`/api/talk/posts/${spamId}/report`, { headers: { authorization: `Bearer ${secondToken}` }, data: { reason: "Spam: selling followers" } });

  await open(page, `/account/signin?next=${encodeURIComponent("/talk")}`);
  const form = page.getByRole("form", { name: "Sign in" });
  await form.getByLabel("Email").fill(email);
  await form.getByLabel("Password", { exact: true }).fill(PASSWORD);
  await form.getByRole("button", { name: "Sign in", exact: true }).click();
  await expect(page).toHaveURL(/\/talk$/, { timeout: 15_000 });
  await page.getByRole("button", { name: "Start a thread" }).click();
  await page.getByTestId("new-thread").getByLabel("Title").fill("Favourite alcohol-free beer for a barbecue?");
  await page.getByTestId("new-thread").getByLabel("Your post").fill("Summer's a long way off but I'm planning ahead. **Lager or pale ale?**");
  await page.getByTestId("new-thread").scrollIntoViewIfNeeded();
  await snap(page, "talk-04-editor", project, false);
  await open(page, "/talk/moderation");
  await expect(page.getByTestId("moderation-queue")).toBeVisible();
  await snap(page, "talk-05-moderation", project);
});
