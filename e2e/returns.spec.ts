import { randomUUID } from "node:crypto";
import { expect, test, type Page } from "@playwright/test";
import sharp from "sharp";
import { SEED_PRODUCTS } from "../lib/catalogue/seed-data";
import { axeViolations, createEmulatorUser, emulatorIdToken, openPage, signInWith, waitForHydration } from "./support";
import { makeStaffAccount, STAFF_PASSWORD } from "./support-admin";
import { outboxMessage, signedInOrder } from "./support-orders";

// Returns (issue 38.2) and damage (38.3), the one journey: a signed-in customer returns two bottles
// of a delivered order from its page (1440 in the desktop project, 390 in the mobile one), and
// staff mark the parcel received and refund it from /admin/returns (1440 beside the desktop
// customer, 768 beside the phone); then the customer reports a broken bottle of the same order with
// a photo, and staff see the photo and send a replacement from /admin/damage. The emails reach the
// outbox. axe-core on the order page, the return form, the requested return, /admin/returns before
// and after, the damage form, and /admin/damage. The rules, refusals and permissions are tested
// below the browser (tests/returns-rules.test.ts, tests/damage-rules.test.ts, tests/integration/).

const PASSWORD = "Returns2026drinks";
// A 330 ml drink no other journey orders (admin takes the first, reviews the second).
const drink = SEED_PRODUCTS.filter((product) => product.sizeMl === 330 && product.stock >= 200)[2];

test("a signed-in customer returns two bottles of a delivered order, and staff receive and refund them", async ({ page, request, browser, isMobile }) => {
  test.setTimeout(200_000);
  const email = `returns-e2e-${randomUUID()}@example.com`;
  await createEmulatorUser(email, PASSWORD, "Rosa Turner");
  const { uid, idToken } = await emulatorIdToken(email, PASSWORD);
  const staff = await makeStaffAccount("Reg Turns");
  const reference = await signedInOrder(request, {
    uid,
    token: idToken,
    staffToken: staff.token,
    sku: drink.sku,
    steps: ["pack", "dispatch", "deliver"],
    address: { firstName: "Rosa", lastName: "Turner", line1: "3 Mill Lane", city: "Norwich", postcode: "NR1 1AA" },
  });
  const twoBottles = `£${((2 * drink.pricePence) / 100).toFixed(2)}`;

  await signInWith(page, email, PASSWORD, `/account/shop/orders/${reference}`);
  const returns = page.getByTestId("return-items");
  await expect(returns.getByRole("button", { name: "Return items" })).toBeVisible();
  expect(await axeViolations(page), "delivered order with Return items").toEqual([]);

  await returns.getByRole("button", { name: "Return items" }).click();
  const form = page.getByTestId("return-form");
  await expect(form).toBeVisible();
  await form.getByRole("button", { name: "Send return request" }).click();
  await expect(form.getByText("Choose at least one item to return.").first()).toBeVisible();
  expect(await axeViolations(page), "return form with its errors").toEqual([]);
  await form.getByLabel(`Packs of ${drink.name} to return`).fill("2");
  await form.getByLabel("I changed my mind").check();
  await form.getByLabel("The drinks are unopened, with the seal intact").check();
  await form.getByRole("button", { name: "Send return request" }).click();
  const returnReference = `RET-${reference.replace("AFC-", "")}-1`;
  await expect(page.getByText(`Return ${returnReference} requested.`)).toBeVisible();
  // The page re-reads the order: the return is listed once that refresh has settled.
  const yourReturns = returns.getByRole("list", { name: "Your returns" });
  await expect(yourReturns).toContainText(returnReference);
  await expect(yourReturns).not.toHaveAttribute("aria-busy");
  expect(await axeViolations(page), "return requested").toEqual([]);
  expect(await outboxMessage(reference, "returnRequested")).toContain(returnReference);

  // Staff at the bench: a desktop beside the desktop customer, a tablet beside the phone.
  const desk = await browser.newContext({ viewport: isMobile ? { width: 768, height: 1024 } : { width: 1440, height: 900 } });
  const staffPage = await desk.newPage();
  await signInWith(staffPage, staff.email, STAFF_PASSWORD, "/admin/returns");
  // Other journeys' returns may be listed too: this one's card, named by its reference.
  const card = staffPage.getByRole("article", { name: returnReference });
  await expect(card).toBeVisible();
  await waitForHydration(staffPage);
  expect(await axeViolations(staffPage), "admin returns: requested").toEqual([]);
  await card.getByRole("button", { name: "Mark received" }).click();
  await expect(staffPage.getByText(`${returnReference} marked received.`)).toBeVisible();
  await card.getByRole("button", { name: `Refund ${twoBottles}…` }).click();
  await card.getByLabel("Put the drinks back on the shelf").check();
  await card.getByRole("button", { name: `Refund ${twoBottles}`, exact: true }).click();
  await expect(staffPage.getByText(`${returnReference} refunded: ${twoBottles}.`)).toBeVisible();
  expect(await outboxMessage(reference, "refunded")).toContain(twoBottles);
  await openPage(staffPage, "/admin/returns?status=refunded");
  await expect(staffPage.getByRole("article", { name: returnReference })).toContainText("Back on the shelf");
  expect(await axeViolations(staffPage), "admin returns: refunded").toEqual([]);
  await desk.close();

  await openPage(page, `/account/shop/orders/${reference}`);
  await expect(page.getByTestId("return-items").getByText(`Refunded ${twoBottles}`)).toBeVisible();
  await reportBrokenBottle(page, reference);

  const bench = await browser.newContext({ viewport: isMobile ? { width: 768, height: 1024 } : { width: 1440, height: 900 } });
  await replaceFromBackOffice(await bench.newPage(), staff.email, `DMG-${reference.replace("AFC-", "")}-1`, reference);
  await bench.close();
  await openPage(page, `/account/shop/orders/${reference}`);
  await expect(page.getByTestId("damage-report").getByText(/We are sending a replacement at no charge: order AFC-\d+/)).toBeVisible();
});

/** The customer reports one bottle of the order as broken, with a photo from their phone. */
async function reportBrokenBottle(page: Page, reference: string) {
  const damage = page.getByTestId("damage-report");
  await damage.getByRole("button", { name: "Report damaged or missing items" }).click();
  const form = page.getByTestId("damage-form");
  await form.getByLabel("How many packs?").fill("1");
  await form.getByLabel("Damaged: broken, leaking or crushed").check();
  const photo = await sharp({ create: { width: 1200, height: 900, channels: 3, background: "#7a3b2e" } }).jpeg().toBuffer();
  await form.getByLabel(/^Photos/).setInputFiles({ name: "broken-bottle.jpg", mimeType: "image/jpeg", buffer: photo });
  await expect(form.getByRole("button", { name: "Remove broken-bottle.jpg" })).toBeVisible();
  expect(await axeViolations(page), "damage form with a photo").toEqual([]);
  await form.getByRole("button", { name: "Send report" }).click();
  const damageReference = `DMG-${reference.replace("AFC-", "")}-1`;
  await expect(page.getByText(`Report ${damageReference} sent.`)).toBeVisible();
  expect(await outboxMessage(reference, "damageReported")).toContain(damageReference);
}

/** Staff see the report with its photo (served to them), and send the bottle again at no charge. */
async function replaceFromBackOffice(staffPage: Page, staffEmail: string, damageReference: string, reference: string) {
  await signInWith(staffPage, staffEmail, STAFF_PASSWORD, "/admin/damage");
  const card = staffPage.getByRole("article", { name: damageReference });
  const thumbnail = card.getByRole("img", { name: `Photo 1 of 1 sent with ${damageReference}` });
  await thumbnail.scrollIntoViewIfNeeded();
  await expect.poll(() => thumbnail.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth)).toBe(1200);
  await waitForHydration(staffPage);
  expect(await axeViolations(staffPage), "admin damage: reported").toEqual([]);
  await card.getByRole("button", { name: "Send a replacement…" }).click();
  await card.getByRole("button", { name: "Send the replacement" }).click();
  await expect(staffPage.getByText(new RegExp(`${damageReference}: replacement order AFC-\\d+ is in the packing queue`))).toBeVisible();
  expect(await outboxMessage(reference, "damageReplaced")).toContain("at no charge");
}
