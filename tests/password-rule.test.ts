import { describe, expect, it } from "vitest";
import { meetsPasswordRule, passwordProblem, PASSWORD_RULE_TEXT } from "@/lib/auth/password-rule";

describe("password rule", () => {
  it("states the rule the forms show", () => {
    expect(PASSWORD_RULE_TEXT).toBe("At least 8 characters, with a letter and a number");
  });

  it.each(["abcdefg1", "Passw0rd", "1234567a", "correct horse 9", "ünïcödé7"])("accepts %j", (password) => {
    expect(passwordProblem(password)).toBeNull();
    expect(meetsPasswordRule(password)).toBe(true);
  });

  it.each([
    ["", /Enter a password/],
    ["abc1", /at least 8 characters/],
    ["abcdefgh", /number/],
    ["12345678", /letter/],
    ["!!!!!!!!", /letter/],
    ["x".repeat(5000) + "1", /too long/],
  ])("refuses %j", (password, message) => {
    expect(passwordProblem(password)).toMatch(message);
    expect(meetsPasswordRule(password)).toBe(false);
  });

  it("counts characters, not UTF-16 units", () => {
    expect(passwordProblem("😀😀😀a1")).toMatch(/8 characters/);
  });
});
