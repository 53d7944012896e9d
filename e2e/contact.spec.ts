import { randomUUID } from "node:crypto";
import { expect, test } from "@playwright/test";
import { axeViolations, openPage, signInWith, waitForHydration } from "./support";
import { makeStaffAccount, STAFF_PASSWORD } from "./support-admin";
import { outboxMessage } from "./support-orders";

// Contact and the inbox (issue 38.4), the one journey: a guest writes through the help centre's
// contact form (390 in the mobile project, 1440 in the desktop one), staff answer it from
// /admin/inbox (768 beside the phone, 1440 beside the desktop), the reply reaches the outbox, and
// the guest reads both sides through the link in our email and writes back. axe-core on the form
// with its errors, the thank-you, the inbox, the conversation (staff) and the conversation (customer).
// Rules, limits and permissions are tested below the browser (tests/integration/support-inbox.test.ts).

test("a guest's question through the contact form is answered by staff, and the guest reads the reply and writes back", async ({ page, browser, isMobile }) => {
  test.setTimeout(120_000);
  const email = `contact-e2e-${randomUUID().slice(0, 8)}@example.com`;
  const staff = await makeStaffAccount("Ina Box");

  await openPage(page, "/help#contact");
  const form = page.getByTestId("contact-form");
  await waitForHydration(page);
  await form.getByRole("button", { name: "Send message" }).click();
  await expect(form.getByText("Enter your name.").first()).toBeVisible();
  expect(await axeViolations(page), "contact form with its errors").toEqual([]);
  await form.getByLabel("Name").fill("Nia Guest");
  await form.getByLabel("Email").fill(email);
  await form.getByLabel("Delivery").check();
  await form.getByLabel("Message").fill("Can you deliver to a locker at my station?");
  await form.getByRole("button", { name: "Send message" }).click();
  const thanks = page.getByText(/^Thank you\. Your message HELP-\d+ has reached us\./);
  await expect(thanks).toBeVisible();
  const reference = /HELP-\d+/.exec((await thanks.textContent()) ?? "")![0];
  expect(await axeViolations(page), "contact form sent").toEqual([]);
  const link = /https?:\/\/\S+\/help\/messages\/HELP-\d+\?key=[\w-]+/.exec(await outboxMessage(reference, "contactReceived"))![0];

  const desk = await browser.newContext({ viewport: isMobile ? { width: 768, height: 1024 } : { width: 1440, height: 900 } });
  const staffPage = await desk.newPage();
  await signInWith(staffPage, staff.email, STAFF_PASSWORD, "/admin/inbox");
  const card = staffPage.locator(`[data-testid="inbox-thread"][data-reference="${reference}"]`);
  await expect(card).toContainText("Can you deliver to a locker");
  expect(await axeViolations(staffPage), "inbox").toEqual([]);
  await card.getByTestId("inbox-thread-link").click();
  await expect(staffPage.getByRole("heading", { level: 1 })).toContainText(reference);
  await waitForHydration(staffPage);
  expect(await axeViolations(staffPage), "conversation (staff)").toEqual([]);
  await staffPage.getByLabel("Reply to Nia Guest").fill("Yes: choose the locker as your delivery address at checkout.");
  await staffPage.getByRole("button", { name: "Send reply" }).click();
  await expect(staffPage.getByText(`Reply sent to ${email}.`)).toBeVisible();
  // The page reads itself again: the reply is in the conversation, not only said to have gone.
  await expect(staffPage.locator('[data-testid="thread-message"][data-author="staff"]')).toContainText("choose the locker");
  expect(await outboxMessage(reference, "supportReply")).toContain("Yes: choose the locker as your delivery address at checkout.");
  await desk.close();

  await openPage(page, new URL(link).pathname + new URL(link).search);
  await expect(page.getByText("Yes: choose the locker as your delivery address at checkout.")).toBeVisible();
  expect(await axeViolations(page), "conversation (customer)").toEqual([]);
  await waitForHydration(page);
  await page.getByRole("textbox", { name: "Write back" }).fill("Thank you, that works for me.");
  await page.getByRole("button", { name: "Send", exact: true }).click();
  await expect(page.getByText("Sent. We will reply by email.")).toBeVisible();
  await expect(page.getByText("Thank you, that works for me.").first()).toBeVisible();
});
