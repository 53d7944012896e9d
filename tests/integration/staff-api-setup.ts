// The setup every staff API integration file shares: its own fresh database for the file, and a
// staff account to call the API with (../support/admin.ts staffForApiTests).
import { afterAll, beforeAll } from "vitest";
import { staffForApiTests, type StaffAccount } from "../support/admin";
import { dropFreshDatabase, useFreshDatabase } from "./test-db";

/**
 * Registers the file's beforeAll and afterAll. The account returned is filled in by beforeAll, so
 * read its token inside tests (or functions they call), never at the file's top level.
 */
export function staffOnFreshDatabase(): StaffAccount {
  const staff: StaffAccount = { uid: "", token: "", email: "" };
  beforeAll(async () => {
    await useFreshDatabase();
    Object.assign(staff, await staffForApiTests());
  });
  afterAll(dropFreshDatabase);
  return staff;
}
