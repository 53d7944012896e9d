import { describe, expect, it } from "vitest";
import { COOKIE_MAX_AGE_SECONDS, COOKIE_NAMES, STATE_PERSISTENCE_KEY } from "@/lib/constants";
import { COOKIE_POLICY, STORAGE_POLICY, formatDuration } from "@/lib/cookie-policy";
import { PLAYER_STORAGE_KEY } from "@/stores/player";

describe("formatDuration", () => {
  it("words cookie lifetimes as people read them", () => {
    expect(formatDuration(2_592_000)).toBe("30 days");
    expect(formatDuration(365 * 24 * 60 * 60)).toBe("1 year");
    expect(formatDuration(365 * 24 * 60 * 60, { unit: "days" })).toBe("365 days");
    expect(formatDuration(2 * 365 * 24 * 60 * 60)).toBe("2 years");
    expect(formatDuration(86_400)).toBe("1 day");
    expect(formatDuration(7200)).toBe("2 hours");
    expect(formatDuration(90)).toBe("90 seconds");
  });

  it("refuses a negative or non-finite duration", () => {
    expect(() => formatDuration(-1)).toThrow(RangeError);
    expect(() => formatDuration(Number.NaN)).toThrow(RangeError);
  });
});

describe("cookie policy", () => {
  it("lists every cookie the site sets or reads, once", () => {
    const names = COOKIE_POLICY.map((cookie) => cookie.name);
    // Every cookie the site sets or reads; afcpluid is neither today (lib/constants.ts says why).
    const used = Object.values(COOKIE_NAMES).filter((name) => name !== COOKIE_NAMES.payloadUserId);
    expect(names.sort()).toEqual(used.sort());
  });

  it("states the lifetimes of spec §9", () => {
    const byName = Object.fromEntries(COOKIE_POLICY.map((cookie) => [cookie.name, cookie]));
    expect(byName[COOKIE_NAMES.token].lifetime).toBe("30 days");
    expect(byName[COOKIE_NAMES.token].maxAgeSeconds).toBe(COOKIE_MAX_AGE_SECONDS.token);
    expect(byName[COOKIE_NAMES.cartId].lifetime).toBe("1 year");
    expect(byName[COOKIE_NAMES.userId].lifetime).toBe("1 year");
    expect(byName[COOKIE_NAMES.consent].lifetime).toBe("365 days");
    expect(byName[COOKIE_NAMES.consentDeclined].lifetime).toBe("365 days");
    expect(byName[COOKIE_NAMES.payloadUserId]).toBeUndefined();
  });

  it("names the browser storage keys the stores really use", () => {
    const names = STORAGE_POLICY.map((item) => item.name);
    expect(names).toContain(STATE_PERSISTENCE_KEY);
    expect(names).toContain(PLAYER_STORAGE_KEY);
  });
});
