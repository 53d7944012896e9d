import { describe, expect, it, vi } from "vitest";
import { assertSafeAuthConfig } from "@/lib/server/platform/startup-guard";

const EMULATOR = "127.0.0.1:9099";

function logger() {
  return { warn: vi.fn() };
}

describe("assertSafeAuthConfig", () => {
  it("refuses the auth emulator in production", () => {
    const log = logger();
    expect(() =>
      assertSafeAuthConfig({ NODE_ENV: "production", FIREBASE_AUTH_EMULATOR_HOST: EMULATOR }, log),
    ).toThrow(/FIREBASE_AUTH_EMULATOR_HOST.*production/);
    expect(log.warn).not.toHaveBeenCalled();
  });

  it("requires the opt-in to be exactly \"true\"", () => {
    expect(() =>
      assertSafeAuthConfig(
        { NODE_ENV: "production", FIREBASE_AUTH_EMULATOR_HOST: EMULATOR, ALLOW_AUTH_EMULATOR_IN_PRODUCTION: "1" },
        logger(),
      ),
    ).toThrow();
  });

  it("warns, but allows, the emulator in production with the explicit opt-in", () => {
    const log = logger();
    assertSafeAuthConfig(
      { NODE_ENV: "production", FIREBASE_AUTH_EMULATOR_HOST: EMULATOR, ALLOW_AUTH_EMULATOR_IN_PRODUCTION: "true" },
      log,
    );
    expect(log.warn).toHaveBeenCalledTimes(1);
    expect(log.warn.mock.calls[0][0]).toMatch(/FIREBASE_AUTH_EMULATOR_HOST/);
  });

  it("refuses the emulator in the production start (npm start), even with the opt-in", () => {
    const production = { NODE_ENV: "production", PRODUCTION_START: "true", ALLOW_AUTH_EMULATOR_IN_PRODUCTION: "true" };
    for (const emulator of [{ FIREBASE_AUTH_EMULATOR_HOST: EMULATOR }, { NEXT_PUBLIC_FIREBASE_AUTH_EMULATOR_HOST: EMULATOR }]) {
      const log = logger();
      expect(() => assertSafeAuthConfig({ ...production, ...emulator }, log)).toThrow("Refusing to start: the Firebase Auth emulator (127.0.0.1:9099) is configured");
      expect(log.warn).not.toHaveBeenCalled();
    }
    expect(() => assertSafeAuthConfig(production, logger())).not.toThrow();
  });

  it.each([
    ["development with the emulator", { NODE_ENV: "development", FIREBASE_AUTH_EMULATOR_HOST: EMULATOR }],
    ["test with the emulator", { NODE_ENV: "test", FIREBASE_AUTH_EMULATOR_HOST: EMULATOR }],
    ["production without the emulator", { NODE_ENV: "production" }],
    ["production with an empty emulator host", { NODE_ENV: "production", FIREBASE_AUTH_EMULATOR_HOST: "" }],
  ])("is silent in %s", (_name, env) => {
    const log = logger();
    expect(() => assertSafeAuthConfig(env, log)).not.toThrow();
    expect(log.warn).not.toHaveBeenCalled();
  });
});
