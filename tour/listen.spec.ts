import { expect, test } from "@playwright/test";
import { createEmulatorUser, declineCookies } from "../e2e/support";
import { open, snap } from "./support";

// LISTEN's screens (issue 12): /listen, a show, an episode, the player as a bar, minimised and
// maximised, both modals, music, and a signed-in listener's My Podcasts. Saved under
// .data/tour/<project>/listen-*.png.

test("the LISTEN tour", async ({ page }, testInfo) => {
  const project = testInfo.project.name;
  await open(page, "/listen");
  await declineCookies(page);
  await snap(page, "listen-01-home", project);
  await open(page, "/listen/podcasts/show/the-clear-head");
  await snap(page, "listen-02-show", project);
  await open(page, "/listen/podcasts/episode/the-clear-head/telling-your-friends");
  await snap(page, "listen-03-episode", project);

  await page.getByRole("button", { name: "Play Telling your friends" }).click();
  const bar = page.getByTestId("player-bar");
  await expect(bar).toBeVisible();
  await page.waitForTimeout(1500);
  await snap(page, "listen-04-bar", project, false);
  await bar.getByRole("button", { name: "Minimise" }).click();
  await snap(page, "listen-05-minimised", project, false);
  await bar.getByRole("button", { name: "Maximise" }).click();
  await expect(page.getByTestId("player-transcript")).toBeVisible();
  await page.waitForTimeout(1500);
  await snap(page, "listen-06-maximised", project, false);
  await bar.getByRole("button", { name: "Close", exact: true }).click();
  await snap(page, "listen-07-close-modal", project, false);
  await page.getByRole("alertdialog").getByRole("button", { name: "Back" }).click();
  await bar.getByRole("button", { name: "Back to bar" }).click();

  await page.route("**/media/music/*.mp3", (route) => route.fulfill({ status: 404, body: "" }));
  await open(page, "/music");
  await snap(page, "listen-08-music", project);
  await page.getByRole("button", { name: "Play Late Brunch" }).click();
  await expect(page.getByRole("alertdialog", { name: "Something went wrong playing the podcast" })).toBeVisible();
  await snap(page, "listen-09-error-modal", project, false);
  await page.getByRole("alertdialog").getByRole("button", { name: "Close" }).click();

  const email = `tour-listener-${Date.now()}-${project}@example.com`;
  await createEmulatorUser(email, "Sober2026drinks", "Tour Listener");
  await open(page, "/account/signin");
  const form = page.getByRole("form", { name: "Sign in" });
  await form.getByLabel("Email").fill(email);
  await form.getByLabel("Password", { exact: true }).fill("Sober2026drinks");
  await form.getByRole("button", { name: "Sign in", exact: true }).click();
  await expect(page).toHaveURL(/\/account$/, { timeout: 15_000 });
  for (const show of ["dry-run", "zero-proof-kitchen"]) {
    await open(page, `/listen/podcasts/show/${show}`);
    await expect(page.getByTestId("follow-button")).toHaveAttribute("aria-pressed", "false");
    await page.getByTestId("follow-button").click();
    await expect(page.getByTestId("follow-button")).toHaveAttribute("aria-pressed", "true");
  }
  await open(page, "/listen/podcasts/episode/behind-the-label/the-buyers-tasting");
  await expect(page.getByTestId("save-button")).toHaveAttribute("aria-pressed", "false");
  await page.getByTestId("save-button").click();
  await expect(page.getByTestId("save-button")).toHaveAttribute("aria-pressed", "true");
  await open(page, "/listen/podcasts/my-podcasts");
  await snap(page, "listen-10-my-podcasts", project);
});
