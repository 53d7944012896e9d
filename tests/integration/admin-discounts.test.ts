// The back office's discount codes API (api-routes/admin/discounts.ts) on a real database and real
// emulator tokens: who may call it, a code's whole life (create → list → edit → pause → resume →
// end) each in the activity log, the refusals and their sentences, the list's states and filters,
// and a code's page with the orders placed with it.
import { and, eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { handleDiscountAction, handleDiscountCreate, handleDiscountDetail, handleDiscountList } from "@/api-routes/admin/discounts";
import { getDb } from "@/lib/server/platform/db";
import { discountCodes, discountRedemptions, staffActivity } from "@/lib/server/schema";
import { setModerator } from "@/lib/server/talk/roles";
import { insertOrder, signUpStaff } from "../support/admin";
import { signInEmulatorUser, signUpEmulatorUser, type Json } from "../support/handlers";
import { dropFreshDatabase, engineName, useFreshDatabase } from "./test-db";

let staff: { uid: string; token: string; email: string };

beforeAll(async () => {
  await useFreshDatabase();
  process.env.ADMIN_API_RATE_LIMIT_IP = "0";
  process.env.ADMIN_API_RATE_LIMIT_MEMBER = "0";
  staff = await signUpStaff();
  await getDb(); // migrate and seed the fresh database here, not inside the first test
});
afterAll(dropFreshDatabase);

type Handler = (request: Request) => Promise<Response>;

async function call(handler: Handler, method: string, path: string, token: string | undefined, body?: unknown) {
  const headers: Record<string, string> = { "content-type": "application/json" };
  if (token) headers.authorization = `Bearer ${token}`;
  const request = new Request(`http://localhost${path}`, { method, headers, body: body === undefined ? undefined : typeof body === "string" ? body : JSON.stringify(body) });
  const response = await handler(request);
  return { status: response.status, body: (await response.json()) as Json };
}
const withCode = (code: string) => ({ params: Promise.resolve({ code }) });
/** The four routes, called with `token` (none: a guest). */
const apiAs = (token: string | undefined) => ({
  list: (query = "") => call(handleDiscountList, "GET", `/api/admin/discounts${query}`, token),
  create: (body: unknown) => call(handleDiscountCreate, "POST", "/api/admin/discounts", token, body),
  detail: (code: string) => call((r) => handleDiscountDetail(r, withCode(code)), "GET", `/api/admin/discounts/${code}`, token),
  act: (code: string, body: unknown) => call((r) => handleDiscountAction(r, withCode(code)), "POST", `/api/admin/discounts/${code}`, token, body),
});
/** The routes as the staff member of this file. */
const api = {
  list: (query = "") => apiAs(staff.token).list(query),
  create: (body: unknown) => apiAs(staff.token).create(body),
  detail: (code: string) => apiAs(staff.token).detail(code),
  act: (code: string, body: unknown) => apiAs(staff.token).act(code, body),
};

const settings = { kind: "percentage", value: 10, minimumProductsPence: 4000, startsAt: null, endsAt: null, maxUses: null, maxUsesPerCustomer: null, combinable: false };

async function activityOf(code: string) {
  const db = await getDb();
  return db.select().from(staffActivity).where(eq(staffActivity.subject, code)).orderBy(staffActivity.id);
}

/** What the shop's order transaction does when an order uses a code: one redemption, the code's counters raised. */
async function redeem(code: string, amountPence: number, email = "ada@example.com") {
  const db = await getDb();
  const order = await insertOrder("placed", "payOnDelivery", email);
  const [row] = await db
    .update(discountCodes)
    .set({ uses: sql`${discountCodes.uses} + 1`, discountGivenPence: sql`${discountCodes.discountGivenPence} + ${amountPence}` })
    .where(eq(discountCodes.code, code))
    .returning();
  await db.insert(discountRedemptions).values({ codeId: row.id, orderId: order.id, customer: null, email, amountPence });
  return order;
}

describe(`the back office's discount codes API (${engineName()})`, () => {
  it("answers guests 401, and members, moderators and a forged staff claim 403, on every route, changing nothing", async () => {
    expect((await api.create({ code: "GUARDED", ...settings })).status).toBe(201);
    const member = await signUpEmulatorUser("member");
    const moderator = await signUpEmulatorUser("moderator");
    await setModerator(moderator.email, true);
    const moderatorToken = await signInEmulatorUser(moderator.email);
    const [header, payload] = member.token.split(".");
    const claims = JSON.parse(Buffer.from(payload, "base64url").toString());
    const forged = `${header}.${Buffer.from(JSON.stringify({ ...claims, staff: true })).toString("base64url")}.`;
    const calls = (token: string | undefined) => {
      const as = apiAs(token);
      return [as.list(), as.create({ code: "INTRUDER", ...settings }), as.detail("GUARDED"), as.act("GUARDED", { action: "end" })];
    };
    for (const [token, status] of [[undefined, 401], ["garbage", 401], [member.token, 403], [moderatorToken, 403], [forged, 403]] as const) {
      for (const answer of await Promise.all(calls(token))) {
        expect(answer.status, `${String(token).slice(0, 12)} ${JSON.stringify(answer.body).slice(0, 200)}`).toBe(status);
        expect(answer.body.data).toBeUndefined();
      }
    }
    expect((await api.detail("GUARDED")).body.data.discount.status).toBe("active");
    expect((await api.detail("INTRUDER")).status).toBe(404);
  });

  it("creates, lists, edits, pauses, resumes and ends a code, each in the activity log", async () => {
    const created = await api.create({ code: "welcome10", ...settings });
    expect(created.status).toBe(201);
    expect(created.body.data.discount).toMatchObject({ code: "WELCOME10", label: "10% off products", state: "active", status: "active", uses: 0, discountGivenPence: 0 });

    const listed = await api.list("?q=welcome");
    expect(listed.body.data.discounts.map((d: Json) => d.code)).toEqual(["WELCOME10"]);
    expect(listed.body.data.counts).toMatchObject({ active: 1, all: 1 });

    const edit = { action: "edit", ...settings, kind: "fixed", value: 750, maxUses: 100, maxUsesPerCustomer: 1, endsAt: "2027-01-01T00:00:00Z" };
    const edited = await api.act("welcome10", edit);
    expect(edited.status).toBe(200);
    expect(edited.body.data.discount).toMatchObject({ label: "£7.50 off products", maxUses: 100, endsAt: "2027-01-01T00:00:00.000Z" });
    expect((await api.act("WELCOME10", edit)).status).toBe(200); // unchanged: no second log line

    expect((await api.act("WELCOME10", { action: "pause" })).body.data.discount).toMatchObject({ status: "paused", state: "paused" });
    expect((await api.list("?state=paused&q=WELCOME")).body.data.discounts.map((d: Json) => d.code)).toEqual(["WELCOME10"]);
    expect((await api.act("WELCOME10", { action: "resume" })).body.data.discount.state).toBe("active");
    const ended = await api.act("WELCOME10", { action: "end" });
    expect(ended.body.data.discount).toMatchObject({ status: "ended", state: "ended", actions: { resume: { allowed: false }, edit: { allowed: false } } });

    const log = await activityOf("WELCOME10");
    expect(log.map((entry) => entry.action)).toEqual(["discount.create", "discount.edit", "discount.pause", "discount.resume", "discount.end"]);
    expect(log.every((entry) => entry.actorUid === staff.uid && entry.actorEmail === staff.email)).toBe(true);
    expect(log[0].after).toMatchObject({ label: "10% off products", minimumProductsPence: 4000, status: "active" });
    expect(log[1].before).toMatchObject({ kind: "percentage", value: 10, maxUses: null });
    expect(log[1].after).toMatchObject({ kind: "fixed", value: 750, maxUses: 100, label: "£7.50 off products" });
    expect([log[2].before, log[2].after]).toEqual([{ status: "active" }, { status: "paused" }]);
    expect([log[4].before, log[4].after]).toEqual([{ status: "active" }, { status: "ended" }]);
  });

  it("refuses a code that exists, in any case, with 409 and a sentence naming the field", async () => {
    expect((await api.create({ code: "SPRING15", ...settings, value: 15 })).status).toBe(201);
    for (const code of ["SPRING15", "spring15", " Spring 15 "]) {
      const again = await api.create({ code, ...settings });
      expect([again.status, again.body.code], code).toEqual([409, "codeExists"]);
      expect(again.body.message).toBe("There is already a code SPRING15. Choose another code, or open SPRING15 to change it.");
      expect(again.body.fields).toEqual({ code: again.body.message });
    }
    expect((await api.detail("spring15")).body.data.discount.value).toBe(15);
    expect(await activityOf("SPRING15")).toHaveLength(1);
  });

  it("never resumes, edits or ends an ended code again, and says why", async () => {
    await api.create({ code: "GONE5", ...settings });
    await api.act("GONE5", { action: "end" });
    const refusals = {
      resume: "GONE5 has ended, so it can't be resumed. Create a new code instead.",
      pause: "GONE5 has ended, so it can't be paused. Create a new code instead.",
      end: "GONE5 has already ended.",
      edit: "GONE5 has ended, so it can't be edited. Create a new code instead.",
    };
    for (const [action, message] of Object.entries(refusals)) {
      const body = action === "edit" ? { action, ...settings, value: 50 } : { action };
      const answer = await api.act("gone5", body);
      expect([answer.status, answer.body.code, answer.body.message]).toEqual([409, "illegalTransition", message]);
    }
    expect((await api.act("GONE5", { action: "end" })).status).toBe(409);
    expect((await api.detail("GONE5")).body.data.discount).toMatchObject({ status: "ended", value: 10 });
    expect((await activityOf("GONE5")).map((e) => e.action)).toEqual(["discount.create", "discount.end"]);
    const active = await api.create({ code: "HERE5", ...settings });
    expect((await api.act(active.body.data.discount.code, { action: "resume" })).body.message).toBe("HERE5 isn't paused, so there is nothing to resume.");
  });

  it("refuses to lower the total uses below the uses so far, and shows the orders placed with the code", async () => {
    await api.create({ code: "LIMITED3", ...settings, maxUses: 3 });
    const first = await redeem("LIMITED3", 480, "ada@example.com");
    const second = await redeem("LIMITED3", 520, "Grace@Example.org".toLowerCase());
    const lower = await api.act("LIMITED3", { action: "edit", ...settings, maxUses: 1 });
    expect([lower.status, lower.body.code]).toEqual([409, "maxUsesBelowUses"]);
    expect(lower.body.message).toBe("LIMITED3 has been used 2 times, so its total uses can't be set below 2. Leave it blank for no limit.");
    expect(lower.body.fields).toEqual({ maxUses: lower.body.message });
    expect((await api.act("LIMITED3", { action: "edit", ...settings, maxUses: 2 })).status).toBe(200);

    const { discount } = (await api.detail("LIMITED3")).body.data;
    expect(discount).toMatchObject({ uses: 2, maxUses: 2, state: "usedUp", discountGivenPence: 1000, stats: { customers: 2, ordersTotalPence: first.totalPence + second.totalPence } });
    expect(discount.redemptions.map((r: Json) => [r.reference, r.amountPence, r.orderStatus])).toEqual([
      [second.reference, 520, "placed"],
      [first.reference, 480, "placed"],
    ]);
    expect(discount.redemptions[0].reference).toMatch(/^AFC-\d{6,}$/);
    expect(discount.stats.lastUsedAt).not.toBeNull();
    expect((await api.list("?state=usedUp&q=LIMITED")).body.data.discounts.map((d: Json) => d.code)).toEqual(["LIMITED3"]);
  });

  it("lists each state under its own filter, with counts that match the rows", async () => {
    const day = 86_400_000;
    const future = new Date(Date.now() + 10 * day).toISOString();
    const past = new Date(Date.now() - day).toISOString();
    const made = {
      STATEACTIVE: { ...settings },
      STATESCHEDULED: { ...settings, startsAt: future },
      STATEEXPIRED: { ...settings, startsAt: new Date(Date.now() - 10 * day).toISOString(), endsAt: past },
      STATEPAUSED: { ...settings, endsAt: past },
      STATEENDED: { ...settings },
      STATEUSEDUP: { ...settings, maxUses: 1 },
    };
    for (const [code, body] of Object.entries(made)) expect((await api.create({ code, ...body })).status).toBe(201);
    await api.act("STATEPAUSED", { action: "pause" });
    await api.act("STATEENDED", { action: "end" });
    await redeem("STATEUSEDUP", 100);
    const all = (await api.list("?q=STATE")).body.data;
    expect(all.counts).toEqual({ active: 1, scheduled: 1, paused: 1, usedUp: 1, expired: 1, ended: 1, all: 6 });
    for (const state of ["active", "scheduled", "paused", "usedUp", "expired", "ended"]) {
      const page = (await api.list(`?q=STATE&state=${state}`)).body.data;
      expect(page.discounts.map((d: Json) => [d.code, d.state]), state).toEqual([[`STATE${state.toUpperCase()}`, state]]);
      expect(page.total).toBe(1);
    }
    expect((await api.list("?q=NOSUCHCODE")).body.data).toMatchObject({ total: 0, discounts: [], counts: { all: 0 } });
  });

  it("refuses bodies that are malformed, assign counters or rename a code, changing nothing", async () => {
    await api.create({ code: "STEADY20", ...settings, value: 20 });
    const refused = [
      [{ code: "STEADY21", ...settings, uses: 99 }, "create"],
      [{ code: "STEADY22", ...settings, discountGivenPence: 1 }, "create"],
      [{ code: "NO-WAY", ...settings }, "create"],
      [{ code: "STEADY23", ...settings, value: 0 }, "create"],
      [{ code: "STEADY24", ...settings, startsAt: "2026-12-02T00:00:00Z", endsAt: "2026-12-01T00:00:00Z" }, "create"],
      ["not json", "create"],
      [{ action: "edit", ...settings, code: "RENAMED" }, "act"],
      [{ action: "edit", ...settings, status: "active" }, "act"],
      [{ action: "pause", uses: 0 }, "act"],
      [{ action: "teleport" }, "act"],
    ] as const;
    for (const [body, route] of refused) {
      const answer = route === "create" ? await api.create(body) : await api.act("STEADY20", body);
      expect([answer.status, answer.body.code], JSON.stringify(body)).toEqual([400, "invalidBody"]);
    }
    const badEnd = await api.create({ code: "STEADY25", ...settings, startsAt: "2026-12-02T00:00:00Z", endsAt: "2026-12-01T00:00:00Z" });
    expect(badEnd.body.fields).toEqual({ endsAt: "The end must be after the start." });
    expect((await api.act("NOSUCH99", { action: "pause" })).status).toBe(404);
    expect((await api.act("../etc", { action: "pause" })).status).toBe(404);
    expect((await api.detail("NOSUCH99")).body.code).toBe("discountNotFound");
    const db = await getDb();
    expect(await db.select().from(discountCodes).where(and(sql`${discountCodes.code} LIKE 'STEADY%'`, eq(discountCodes.code, "STEADY20")))).toHaveLength(1);
    expect(await db.select().from(discountCodes).where(sql`${discountCodes.code} LIKE 'STEADY2_' AND ${discountCodes.code} <> 'STEADY20'`)).toHaveLength(0);
    expect((await api.detail("STEADY20")).body.data.discount).toMatchObject({ value: 20, uses: 0, status: "active" });
  });

  it("lets one of two members creating the same code at once have it", async () => {
    const other = await signUpStaff();
    const answers = await Promise.all([api.create({ code: "RACE10", ...settings }), apiAs(other.token).create({ code: "race10", ...settings })]);
    expect(answers.map((answer) => answer.status).sort()).toEqual([201, 409]);
    expect(await activityOf("RACE10")).toHaveLength(1);
  });
});
