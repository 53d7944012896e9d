// The contact form and the back office's inbox (issue 38.4: api-routes/contact.ts and
// api-routes/admin/inbox.ts over lib/server/support/), on a real database and real emulator tokens:
// a message opens a conversation (emailed its link); staff reply (emailed, logged) and close it; the
// customer writes back through the link only; the limits, the robots' field, strict bodies and
// staff-only routes hold.
import { readdir, readFile } from "node:fs/promises";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { handleContact, handleCustomerMessage } from "@/api-routes/contact";
import { handleThreadAction } from "@/api-routes/admin/inbox";
import { getDb } from "@/lib/server/platform/db";
import { staffActivity, supportThreads } from "@/lib/server/schema";
import { adminThread, customerThread, listThreads } from "@/lib/server/support/threads";
import { callHandler, nonStaffCallers, signUpStaff, type StaffAccount } from "../support/admin";
import { signUpEmulatorUser } from "../support/handlers";
import { buildExport } from "@/lib/server/privacy/export";
import { dropFreshDatabase, engineName, useFreshDatabase } from "./test-db";

let staff: StaffAccount;
let member: { uid: string; token: string; email: string };

beforeAll(async () => {
  await useFreshDatabase();
  process.env.CONTACT_RATE_LIMIT_IP = "0";
  process.env.CONTACT_RATE_LIMIT_EMAIL = "0";
  process.env.CONTACT_REPLY_RATE_LIMIT_IP = "0";
  process.env.ADMIN_API_RATE_LIMIT_IP = "0";
  process.env.ADMIN_API_RATE_LIMIT_MEMBER = "0";
  [staff, member] = await Promise.all([signUpStaff(), signUpEmulatorUser("asker")]);
  await getDb();
});

afterAll(async () => {
  delete process.env.CONTACT_RATE_LIMIT_IP;
  delete process.env.CONTACT_RATE_LIMIT_EMAIL;
  await dropFreshDatabase();
});

const contact = (body: unknown, token?: string) => callHandler(handleContact, "POST", "/api/help/contact", token, body);
const writeBack = (reference: string, body: unknown) =>
  callHandler((request) => handleCustomerMessage(request, { params: Promise.resolve({ reference }) }), "POST", `/api/help/messages/${reference}`, undefined, body);
const staffAct = (reference: string, token: string | undefined, body: unknown) =>
  callHandler((request) => handleThreadAction(request, { params: Promise.resolve({ reference }) }), "POST", `/api/admin/inbox/${reference}`, token, body);

const question = { name: "Priya Shah", email: "Priya@Example.com", topic: "delivery", orderReference: "afc100001", message: "Can you deliver to a PO box?\nThanks.", website: "" };

/** The newest mail of `kind` for `reference` in the outbox, decoded (quoted-printable). */
async function outboxMail(reference: string, kind: string): Promise<string> {
  const dir = process.env.MAIL_OUTBOX_DIR!;
  const names = (await readdir(dir)).filter((file) => file.endsWith(`-${reference}-${kind}.eml`)).sort();
  expect(names.length, `${kind} mail for ${reference}`).toBeGreaterThan(0);
  const raw = await readFile(`${dir}/${names.at(-1)}`, "utf8");
  return raw.replace(/=\r?\n/g, "").replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
}

async function keyOf(reference: string): Promise<string> {
  const db = await getDb();
  return (await db.select().from(supportThreads).where(eq(supportThreads.number, Number(reference.slice(5)))))[0].accessKey;
}

describe(`the contact form and the inbox (${engineName()})`, () => {
  it("a guest's question opens a conversation, emailed with its link; staff reply (emailed, logged) and close it; the customer writes back and it opens again", async () => {
    const sent = await contact(question);
    expect(sent.status, JSON.stringify(sent.body)).toBe(201);
    const reference = sent.body.data.reference as string;
    expect(reference).toMatch(/^HELP-\d+$/);
    const key = await keyOf(reference);
    const received = await outboxMail(reference, "contactReceived");
    expect(received).toContain(`/help/messages/${reference}?key=${key}`);

    const listed = await listThreads("open");
    expect(listed.rows.find((row) => row.reference === reference)).toMatchObject({ name: "Priya Shah", email: "priya@example.com", topic: "delivery", orderReference: "AFC-100001", messageCount: 1 });

    const reply = await staffAct(reference, staff.token, { action: "reply", body: "  Yes, we deliver to PO boxes.  " });
    expect(reply.status, JSON.stringify(reply.body)).toBe(200);
    expect(reply.body.data.thread).toMatchObject({ status: "answered", messageCount: 2 });
    expect(reply.body.data.thread.messages[1]).toMatchObject({ author: "staff", body: "Yes, we deliver to PO boxes.", staffEmail: staff.email });
    const mail = await outboxMail(reference, "supportReply");
    expect(mail).toContain("Yes, we deliver to PO boxes.");
    expect(mail).not.toContain(staff.email);

    expect((await staffAct(reference, staff.token, { action: "close" })).body.data.thread.status).toBe("closed");
    const again = await staffAct(reference, staff.token, { action: "close" });
    expect(again.status).toBe(409);
    expect(again.body.message).toBe(`${reference} is already closed.`);

    const back = await writeBack(reference, { key, message: "Great, I will order tonight." });
    expect(back.status, JSON.stringify(back.body)).toBe(201);
    expect(back.body.data.thread.status).toBe("open");
    expect(back.body.data.thread.messages.map((m: { author: string }) => m.author)).toEqual(["customer", "staff", "customer"]);
    expect(JSON.stringify(back.body)).not.toContain(staff.email);
    expect((await adminThread(reference))!.messages).toHaveLength(3);

    const db = await getDb();
    const log = await db.select().from(staffActivity).where(eq(staffActivity.subject, reference));
    expect(log.map((entry) => entry.action).sort()).toEqual(["support.close", "support.reply"]);
    expect(JSON.stringify(log)).not.toContain("PO boxes");
  });

  it("a signed-in customer's conversation names their account from the token only; a bad token is 401", async () => {
    const sent = await contact({ ...question, email: "someone-else@example.com" }, member.token);
    expect(sent.status).toBe(201);
    expect((await adminThread(sent.body.data.reference))!.customerUid).toBe(member.uid);
    expect((await contact(question, "garbage")).status).toBe(401);
    // Theirs to download: the conversation, both sides, in their data export.
    const exported = await buildExport(member.uid);
    expect(exported.conversations).toEqual([
      expect.objectContaining({ reference: sent.body.data.reference, topic: "delivery", email: "someone-else@example.com", messages: [expect.objectContaining({ from: "customer", body: "Can you deliver to a PO box?\nThanks." })] }),
    ]);
  });

  it("the link is the only way in: a wrong key or another conversation's key is 404, as an unknown reference", async () => {
    const first = (await contact(question)).body.data.reference as string;
    const second = (await contact(question)).body.data.reference as string;
    const firstKey = await keyOf(first);
    expect((await writeBack(second, { key: firstKey, message: "Let me into this one." })).status).toBe(404);
    expect((await writeBack(first, { key: "not-the-key", message: "Let me in please." })).status).toBe(404);
    expect((await writeBack("HELP-999999", { key: firstKey, message: "Let me in please." })).status).toBe(404);
    expect(await customerThread(second, firstKey)).toBeNull();
    expect((await customerThread(first, firstKey))!.messages).toHaveLength(1);
  });

  it("bad input: each field's sentence, a robot's hidden field, extra fields and over-long messages are refused and nothing is stored", async () => {
    const db = await getDb();
    const before = (await db.select().from(supportThreads)).length;
    const cases: [unknown, string][] = [
      [{ ...question, name: " " }, "Enter your name."],
      [{ ...question, email: "not-an-address" }, "Enter your email address, like name@example.com."],
      [{ ...question, topic: "refundMeNow" }, "Choose what your message is about."],
      [{ ...question, orderReference: "12" }, "Order references look like AFC-100001."],
      [{ ...question, message: "Help" }, "Tell us a little more: at least 10 characters."],
      [{ ...question, message: "x".repeat(3001) }, "Keep your message under 3,000 characters."],
    ];
    for (const [body, sentence] of cases) {
      const answer = await contact(body);
      expect(answer.status, JSON.stringify(body).slice(0, 80)).toBe(400);
      expect(JSON.stringify(answer.body)).toContain(sentence);
    }
    const robot = await contact({ ...question, website: "http://spam.example" });
    expect(robot.status).toBe(400);
    expect(robot.body.code).toBe("automated");
    expect((await contact({ ...question, customer: member.uid })).status).toBe(400);
    expect((await db.select().from(supportThreads)).length).toBe(before);
  });

  it("the limits: a sixth message from one address within the hour is 429, and nothing more is stored", async () => {
    process.env.CONTACT_RATE_LIMIT_EMAIL = "5";
    const email = `limit-${Date.now()}@example.com`;
    for (let i = 0; i < 5; i++) expect((await contact({ ...question, email })).status).toBe(201);
    const sixth = await contact({ ...question, email });
    expect(sixth.status).toBe(429);
    process.env.CONTACT_RATE_LIMIT_EMAIL = "0";
    const db = await getDb();
    expect((await db.select().from(supportThreads).where(eq(supportThreads.email, email))).length).toBe(5);
  });

  it("staff only: every caller who is not staff is turned away and nothing changes; staff's strict bodies", async () => {
    const reference = (await contact(question)).body.data.reference as string;
    for (const [token, status] of await nonStaffCallers()) {
      expect((await staffAct(reference, token, { action: "reply", body: "Not mine to answer" })).status).toBe(status);
    }
    expect((await adminThread(reference))!.messages).toHaveLength(1);
    expect((await staffAct(reference, staff.token, { action: "reply", body: "  " })).status).toBe(400);
    expect((await staffAct(reference, staff.token, { action: "reply", body: "Hello", author: "customer" })).status).toBe(400);
    expect((await staffAct("HELP-999999", staff.token, { action: "close" })).status).toBe(404);
    expect((await staffAct(reference, staff.token, { action: "reopen" })).body.message).toBe(`${reference} is not closed.`);
  });
});
