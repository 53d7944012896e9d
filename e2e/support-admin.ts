// Discount codes for browser tests (issue 24): a staff account, a code made through the back
// office's form (what staff do), and a code made through its API (what a shopper's journey needs
// before it starts). Shared by e2e/admin-discounts.spec.ts and the shop's discount journeys.
import { randomUUID } from "node:crypto";
import { expect, type APIRequestContext, type Page } from "@playwright/test";
import type { AdminDiscountDetail, DiscountCreateBody } from "../lib/admin/discounts";
import { createEmulatorUser, emulatorIdToken, makeEmulatorStaff } from "./emulator";
import { openPage, waitForHydration } from "./support";

export const STAFF_PASSWORD = "Staff2026drinks";

/** The example code: 10 % off products with a minimum of £40 of products. */
export const WELCOME10: DiscountCreateBody = {
  code: "WELCOME10",
  kind: "percentage",
  value: 10,
  minimumProductsPence: 4000,
  startsAt: null,
  endsAt: null,
  maxUses: null,
  maxUsesPerCustomer: null,
  combinable: false,
};

/** A new staff account on the Auth emulator: its email, and an ID token that carries the claim. */
export async function makeStaffAccount(name = "Dee Counter"): Promise<{ email: string; token: string }> {
  const email = `discounts-e2e-${randomUUID()}@example.com`;
  const { uid } = await createEmulatorUser(email, STAFF_PASSWORD, name);
  await makeEmulatorStaff(uid);
  return { email, token: (await emulatorIdToken(email, STAFF_PASSWORD)).idToken };
}

const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

/** The code as the API answers it, or null when there is no such code. */
export async function fetchDiscountCode(request: APIRequestContext, code: string, token: string): Promise<AdminDiscountDetail | null> {
  const answer = await request.get(`/api/admin/discounts/${encodeURIComponent(code)}`, { headers: bearer(token) });
  if (answer.status() === 404) return null;
  expect(answer.status(), await answer.text()).toBe(200);
  return ((await answer.json()) as { data: { discount: AdminDiscountDetail } }).data.discount;
}

/**
 * A code made through POST /api/admin/discounts as staff (a new staff account unless `token` is
 * given), e.g. `await ensureDiscountCode(request, WELCOME10)` or an expired one with
 * `{ code: "OLD5", kind: "fixed", value: 500, endsAt: "2026-01-01T00:00:00Z" }`. A code that
 * already exists (another test made it on the same server) is answered as it is.
 */
export async function ensureDiscountCode(
  request: APIRequestContext,
  body: Partial<DiscountCreateBody> & Pick<DiscountCreateBody, "code" | "kind">,
  token?: string,
): Promise<AdminDiscountDetail> {
  const staffToken = token ?? (await makeStaffAccount()).token;
  const answer = await request.post("/api/admin/discounts", { data: body, headers: bearer(staffToken) });
  if (answer.status() === 409) return (await fetchDiscountCode(request, body.code, staffToken))!;
  expect(answer.status(), await answer.text()).toBe(201);
  return ((await answer.json()) as { data: { discount: AdminDiscountDetail } }).data.discount;
}

export interface CodeThroughForm {
  code: string;
  percent?: number;
  amountPounds?: string;
  minimumPounds?: string;
}

/**
 * Fills /admin/discounts/new as staff would (signed in already) and creates the code: percentage
 * when `percent` is given, otherwise a fixed amount. Lands on the code's page.
 */
export async function createCodeThroughForm(page: Page, code: CodeThroughForm): Promise<void> {
  await openPage(page, "/admin/discounts/new");
  const form = page.getByRole("form", { name: "New discount code" });
  await form.getByLabel("Code", { exact: true }).fill(code.code);
  if (code.percent !== undefined) {
    await form.getByRole("radio", { name: "Percentage off products" }).check();
    await form.getByLabel("Percentage off", { exact: true }).fill(String(code.percent));
  } else {
    await form.getByRole("radio", { name: "Fixed amount off products" }).check();
    await form.getByLabel("Amount off, in pounds", { exact: true }).fill(code.amountPounds ?? "5");
  }
  if (code.minimumPounds) await form.getByLabel(/Minimum products total/).fill(code.minimumPounds);
  await form.getByRole("button", { name: "Create code" }).click();
  await expect(page.getByTestId("discount-created")).toContainText(`${code.code.toUpperCase()} created`);
  await waitForHydration(page);
}
