import { expect, test } from "@playwright/test";
import { declineCookies } from "../e2e/support";
import { open, snap } from "./support";

// The assistant's screens (issue 15): the chat open on a product page, and a box-fill suggestion.
// Saved under .data/tour/<project>/chat-*.png.

test("the chat tour", async ({ page }, testInfo) => {
  const project = testInfo.project.name;
  await open(page, "/shop/products/maison-verlaine-merlot");
  await declineCookies(page);
  await page.getByTestId("chat-launcher").click();
  const chat = page.getByTestId("chat-sidebar");
  await expect(chat.getByRole("log")).toContainText("Hello!");
  await chat.getByLabel("Your question").fill("a red wine under £10");
  await chat.getByRole("button", { name: "Send" }).click();
  await expect(chat.getByRole("button", { name: /^Add .+ to basket$/ }).first()).toBeVisible({ timeout: 10_000 });
  await snap(page, "chat-01-product-page", project, false);

  await chat.getByRole("button", { name: /^Add .+ to basket$/ }).first().click();
  await page.getByTestId("mini-cart").getByRole("button", { name: "Close basket" }).click();
  await expect(chat.getByRole("log")).toContainText("Add 5 more to fill your Wine & Spirits Box.");
  await chat.getByLabel("Your question").fill("what fills my box under £40?");
  await chat.getByRole("button", { name: "Send" }).click();
  await expect(chat.getByRole("button", { name: /^Add \d+ × / }).first()).toBeVisible({ timeout: 10_000 });
  await snap(page, "chat-02-box-fill", project, false);
});
