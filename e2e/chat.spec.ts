import { expect, test, type Page } from "@playwright/test";
import { axeViolations, declineCookies, waitForHydration } from "./support";

// The assistant in the browser, at both sizes: ask for a red under £10 and add one from its
// button; the box-remainder info message arrives after a typing indicator of about a second; ask
// what fills the box and add the suggestion until checkout opens; mute closes the chat; on a
// phone a drawer link closes it. axe-core with the chat open. A substitute question and a
// follow-up ("cheaper?") answered from the conversation the sidebar sends.

async function openChat(page: Page) {
  await page.getByTestId("chat-launcher").click();
  const chat = page.getByTestId("chat-sidebar");
  await expect(chat).toBeVisible();
  await expect(chat.getByRole("log")).toContainText("Hello!", { timeout: 5_000 });
  return chat;
}

async function askChat(page: Page, question: string) {
  const chat = page.getByTestId("chat-sidebar");
  const before = await chat.getByRole("log").getByRole("listitem").count();
  await chat.getByLabel("Your question").fill(question);
  await chat.getByRole("button", { name: "Send" }).click();
  // The question, then the answer after its typing indicator.
  await expect(chat.getByRole("log").getByRole("listitem")).toHaveCount(before + 2, { timeout: 10_000 });
  return chat.getByRole("log").getByRole("listitem").last();
}

test("ask for a red under £10, add it, hear the box remainder, fill the box from the suggestion, then mute", async ({ page }) => {
  test.setTimeout(90_000);
  await page.goto("/");
  await waitForHydration(page);
  await declineCookies(page);
  const chat = await openChat(page);
  expect(await axeViolations(page)).toEqual([]);

  const reds = await askChat(page, "a red wine under £10");
  await expect(reds).toContainText("in stock");
  const prices = [...((await reds.locator("p").textContent()) ?? "").matchAll(/£(\d+\.\d\d)/g)].map((match) => Number(match[1]));
  expect(prices.length).toBeGreaterThan(0);
  for (const price of prices) expect(price).toBeLessThanOrEqual(10);
  // Watch the typing indicator come and go (the mini cart opening must not race the check).
  await page.evaluate(() => {
    const seen: { shown?: number; hidden?: number } = {};
    (window as unknown as { __typing: typeof seen }).__typing = seen;
    new MutationObserver(() => {
      const typing = document.querySelector('[data-testid="chat-typing"]');
      if (typing && seen.shown === undefined) seen.shown = performance.now();
      if (!typing && seen.shown !== undefined && seen.hidden === undefined) seen.hidden = performance.now();
    }).observe(document.body, { childList: true, subtree: true });
  });
  await reds.getByRole("button", { name: /^Add .+ to basket$/ }).first().click();
  await expect(page.getByTestId("mini-cart")).toBeVisible();

  // The info message: a typing indicator for about a second, then the remainder.
  await expect(chat.getByRole("log")).toContainText("Add 5 more to fill your Wine & Spirits Box.", { timeout: 5_000 });
  const typed = await page.evaluate(() => (window as unknown as { __typing: { shown?: number; hidden?: number } }).__typing);
  expect(typed.shown, "a typing indicator showed").toBeDefined();
  // About a second: the store's 1000 ms, plus timer and render delay on a busy machine (CI saw 1.66 s).
  expect(typed.hidden! - typed.shown!).toBeGreaterThan(800);
  expect(typed.hidden! - typed.shown!).toBeLessThan(3_000);
  await page.getByTestId("mini-cart").getByRole("button", { name: "Close basket" }).click();

  const fill = await askChat(page, "what fills my box?");
  await expect(fill).toContainText("Add 5 more to fill your Wine & Spirits Box.");
  const adds = fill.getByRole("button", { name: /^Add \d+ × / });
  const count = await adds.count();
  expect(count).toBeGreaterThan(0);
  for (let index = 0; index < count; index += 1) {
    await adds.nth(index).click();
    if (index < count - 1) await page.getByTestId("mini-cart").getByRole("button", { name: "Close basket" }).click();
  }
  await expect(page.getByTestId("mini-cart").getByRole("button", { name: "Go to Checkout" })).toBeVisible();
  await page.getByTestId("mini-cart").getByRole("button", { name: "Close basket" }).click();

  await chat.getByRole("button", { name: "Mute" }).click();
  await expect(chat).toBeHidden();
});

test("a substitute question, then a follow-up that leans on it: the sidebar sends the conversation", async ({ page, isMobile }) => {
  test.skip(isMobile, "behaviour, not layout: checked once, in the desktop project");
  await page.goto("/");
  await waitForHydration(page);
  await declineCookies(page);
  await openChat(page);
  const aperitifs = await askChat(page, "anything like aperol?");
  await expect(aperitifs).toContainText("stands in for bitter aperitif");
  const firstPrice = Number(/ml (?:bottle|can), £(\d+\.\d\d)/.exec((await aperitifs.locator("p").textContent()) ?? "")![1]);
  const cheaper = await askChat(page, "cheaper?");
  // Each product reads "(700 ml bottle, £19.99; …)": its price, not the one it is cheaper than.
  const prices = [...((await cheaper.locator("p").textContent()) ?? "").matchAll(/ml (?:bottle|can), £(\d+\.\d\d)/g)].map((match) => Number(match[1]));
  expect(prices.length).toBeGreaterThan(0);
  for (const price of prices) expect(price).toBeLessThan(firstPrice);
  await expect(cheaper.getByRole("button", { name: /^Add .+ to basket$/ }).first()).toBeVisible();
});

test("on a phone, a link in the menu drawer closes the chat", async ({ page, isMobile }) => {
  test.skip(!isMobile, "the drawer is the phone's menu");
  await page.goto("/");
  await waitForHydration(page);
  await declineCookies(page);
  const chat = await openChat(page);
  await page.getByRole("button", { name: "Open menu" }).click();
  const drawer = page.getByRole("dialog", { name: "Site menu" });
  await drawer.getByRole("button", { name: "LEARN" }).click();
  await drawer.getByRole("link", { name: "Sobriety Launchpad" }).click();
  await expect(page).toHaveURL(/\/learn\/sobriety_launchpad$/);
  await expect(chat).toBeHidden();
});
