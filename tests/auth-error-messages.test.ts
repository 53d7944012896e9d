import { describe, expect, it } from "vitest";
import { AUTH_MESSAGES, authErrorCode, authErrorMessage } from "@/lib/auth/error-messages";

describe("authErrorMessage", () => {
  it.each([
    ["auth/invalid-credential", AUTH_MESSAGES.wrongCredentials],
    ["auth/wrong-password", AUTH_MESSAGES.wrongCredentials],
    ["auth/user-not-found", AUTH_MESSAGES.wrongCredentials],
    ["auth/too-many-requests", AUTH_MESSAGES.tooManyRequests],
    ["auth/invalid-email", AUTH_MESSAGES.invalidEmail],
    ["auth/network-request-failed", AUTH_MESSAGES.network],
    ["auth/email-already-in-use", AUTH_MESSAGES.emailInUse],
    ["auth/expired-action-code", AUTH_MESSAGES.expiredLink],
    ["auth/invalid-action-code", AUTH_MESSAGES.expiredLink],
  ])("%s in plain words", (code, message) => {
    expect(authErrorMessage({ code, message: `Firebase: Error (${code}).` })).toBe(message);
  });

  it("matches the wording the forms promise", () => {
    expect(AUTH_MESSAGES.wrongCredentials).toBe("That email and password don't match an account.");
    expect(AUTH_MESSAGES.tooManyRequests).toBe("Too many attempts. Please wait a moment and try again.");
    expect(AUTH_MESSAGES.invalidEmail).toBe("Enter a valid email address.");
    expect(AUTH_MESSAGES.network).toBe("We couldn't reach the sign-in service. Please try again.");
    expect(AUTH_MESSAGES.emailInUse).toBe("An account already uses that email. Sign in instead?");
  });

  it("never shows a raw or unknown code", () => {
    for (const error of [{ code: "auth/something-new" }, { code: 42 }, new Error("auth/odd"), null, undefined, "auth/x"]) {
      const message = authErrorMessage(error);
      expect(message).toBe(AUTH_MESSAGES.generic);
      expect(message).not.toMatch(/auth\//);
    }
    for (const message of Object.values(AUTH_MESSAGES)) expect(message).not.toMatch(/auth\//);
  });

  it("treats a failed fetch as a network problem", () => {
    expect(authErrorMessage(new TypeError("Failed to fetch"))).toBe(AUTH_MESSAGES.network);
  });

  it("does not read inherited keys as codes", () => {
    expect(authErrorMessage({ code: "toString" })).toBe(AUTH_MESSAGES.generic);
    expect(authErrorMessage({ code: "__proto__" })).toBe(AUTH_MESSAGES.generic);
  });
});

describe("authErrorCode", () => {
  it("reads a string code only", () => {
    expect(authErrorCode({ code: "auth/x" })).toBe("auth/x");
    expect(authErrorCode({ code: 1 })).toBeNull();
    expect(authErrorCode(new Error("x"))).toBeNull();
    expect(authErrorCode(null)).toBeNull();
  });
});
