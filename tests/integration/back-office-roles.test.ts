// The back office's two roles on real emulator tokens (issue 37, item 2): what a verified token and
// the account's own claims grant (lib/server/admin/staff.ts), and that an editor, who may use the
// newsroom, is turned away by the shop's staff API as a shopper is.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { verifiedToken } from "@/lib/server/auth/id-token";
import { backOfficeRoles, isEditorToken, isStaffToken, setEditor, setStaff } from "@/lib/server/admin/staff";
import { adminApi, signUpEditor } from "../support/admin";
import { signInEmulatorUser, signUpEmulatorUser } from "../support/handlers";
import { dropFreshDatabase, useEmptyDatabase } from "./test-db";

// The staff API limits requests per address in the database: a database of its own, with no rows.
beforeAll(async () => {
  process.env.ADMIN_API_RATE_LIMIT_IP = "0";
  await useEmptyDatabase();
});
afterAll(dropFreshDatabase);

const rolesOf = async (token: string) => backOfficeRoles(await verifiedToken(token));

describe("back-office roles come from the verified token and the account", () => {
  it("a shopper has none, an editor has editor, an account given both has both", async () => {
    const shopper = await signUpEmulatorUser("shopper");
    expect(await rolesOf(shopper.token)).toEqual([]);

    const editor = await signUpEditor();
    expect(await rolesOf(editor.token)).toEqual(["editor"]);
    expect(await isEditorToken(await verifiedToken(editor.token))).toBe(true);
    expect(await isStaffToken(await verifiedToken(editor.token))).toBe(false);

    await setStaff(editor.email, true);
    expect(await rolesOf(await signInEmulatorUser(editor.email))).toEqual(["staff", "editor"]);
    expect(await backOfficeRoles(null)).toEqual([]);
  });

  it("a removed claim is refused, even on a token issued while it was held", async () => {
    const editor = await signUpEditor();
    await setEditor(editor.email, false);
    expect(await rolesOf(editor.token)).toEqual([]);
  });

  it("taking one role keeps the other (one account may hold both)", async () => {
    const user = await signUpEmulatorUser("both");
    await setStaff(user.email, true);
    await setEditor(user.email, true);
    await setStaff(user.email, false);
    expect(await rolesOf(await signInEmulatorUser(user.email))).toEqual(["editor"]);
  });

  it("the shop's staff API answers an editor 403, as it does a shopper", async () => {
    const editor = await signUpEditor();
    const answer = await adminApi.queue(editor.token);
    expect([answer.status, answer.body.code]).toEqual([403, "forbidden"]);
  });
});
