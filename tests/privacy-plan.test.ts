// lib/privacy (issue 28.4): the erasure plan names every table of the database exactly once (a new
// table cannot be forgotten), the re-authentication window, the export's file name and shape, and
// the confirmation email's words.
import { getTableConfig, PgTable } from "drizzle-orm/pg-core";
import { describe, expect, it } from "vitest";
import { exportFileName, isRecentSignIn, REAUTH_MAX_AGE_SECONDS } from "@/lib/privacy/contract";
import { ERASED_EMAIL, ERASURE_PLAN, erasedAddress, stepFor } from "@/lib/privacy/erasure-plan";
import { EXPORT_SECTIONS } from "@/lib/privacy/export-document";
import { accountErasedMessage } from "@/lib/server/mail/account-erased-mail";
import * as schema from "@/lib/server/schema";

const tables = (Object.values(schema) as unknown[])
  .filter((value): value is PgTable => value instanceof PgTable)
  .map((table) => getTableConfig(table).name)
  .sort();

describe("the erasure plan", () => {
  it("names every table of the schema, and only those, once each", () => {
    expect(tables.length).toBeGreaterThan(30);
    const planned = ERASURE_PLAN.map((step) => step.table).sort();
    expect(planned).toEqual(tables);
    expect(new Set(planned).size).toBe(planned.length);
  });

  it("deletes the customer's own things, anonymises the orders and keeps the append-only log", () => {
    for (const table of ["addresses", "carts", "favourites", "stock_alerts", "podcast_follows", "podcast_saves", "podcast_progress", "learn_completions", "learn_quiz_results", "learn_course_visits", "reviews", "customer_notes"]) {
      expect(stepFor(table)?.action, table).toBe("delete");
    }
    expect(stepFor("orders")).toMatchObject({ action: "anonymise", columns: expect.arrayContaining(["email", "delivery_address", "billing_address", "customer"]) });
    expect(stepFor("orders")?.columns).not.toContain("items");
    expect(stepFor("orders")?.columns).not.toContain("amounts");
    expect(stepFor("talk_members")).toMatchObject({ action: "anonymise", columns: ["display_name", "avatar_url"] });
    expect(stepFor("talk_posts")?.action).toBe("keep");
    expect(stepFor("staff_activity")?.action).toBe("keep");
    for (const step of ERASURE_PLAN) expect(step.why.length, step.table).toBeGreaterThan(5);
  });

  it("replaces addresses with neutral words, keeping only a valid country", () => {
    expect(erasedAddress("GB")).toEqual({ firstName: "Former", lastName: "customer", line1: "Erased", city: "Erased", postcode: "", country: "GB" });
    expect(erasedAddress("IE").country).toBe("IE");
    expect(erasedAddress("<script>").country).toBe("GB");
    expect(erasedAddress(undefined).country).toBe("GB");
    expect(ERASED_EMAIL.endsWith(".invalid")).toBe(true);
  });
});

describe("the re-authentication window", () => {
  const now = Date.UTC(2026, 10, 24, 12, 0, 0);
  const seconds = now / 1000;
  it("accepts a sign-in up to 5 minutes old", () => {
    expect(REAUTH_MAX_AGE_SECONDS).toBe(300);
    expect(isRecentSignIn(seconds, now)).toBe(true);
    expect(isRecentSignIn(seconds - 299, now)).toBe(true);
    expect(isRecentSignIn(seconds - 300, now)).toBe(true);
  });
  it("refuses an older one, one far in the future, and anything that is not a number", () => {
    expect(isRecentSignIn(seconds - 301, now)).toBe(false);
    expect(isRecentSignIn(seconds - 86_400, now)).toBe(false);
    expect(isRecentSignIn(seconds + 3_600, now)).toBe(false);
    for (const bad of [undefined, null, "1700000000", Number.NaN, Number.POSITIVE_INFINITY]) expect(isRecentSignIn(bad, now)).toBe(false);
  });
});

describe("the export", () => {
  it("is named for the day it was made", () => {
    expect(exportFileName(new Date("2026-11-24T23:59:00Z"))).toBe("alcohol-free-co-data-2026-11-24.json");
  });
  it("lists the kinds the issue names", () => {
    expect(EXPORT_SECTIONS).toEqual(["profile", "addresses", "orders", "returns", "damageReports", "conversations", "carts", "reviews", "favourites", "stockAlerts", "podcasts", "courses", "talk"]);
  });
});

describe("the confirmation email", () => {
  it("says what was erased and what is kept, in plain words", () => {
    const message = accountErasedMessage(new Date("2026-11-24T12:00:00Z"));
    expect(message.subject).toBe("Your Alcohol Free Co account has been deleted");
    expect(message.text).toContain("24 November 2026");
    expect(message.text).toContain("6 years");
    expect(message.text).toContain("former member");
    expect(message.html).toContain("Your account has been deleted");
  });
});
