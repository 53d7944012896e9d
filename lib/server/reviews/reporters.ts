import "server-only";
import { accountAgeDays, reportWeight } from "@/lib/reviews/report-weights";
import { getDb } from "../platform/db";
import { getAdminAuth } from "../auth/firebase-admin";
import { hasDispatchedOrder } from "./eligibility";

// What the server knows of a reporter, for the weight of their report (issue 34.9,
// lib/reviews/report-weights.ts): staff from the route's claim check, a verified buyer from our own
// orders, and the account's age from its Firebase user record (not the token's auth_time, which is
// the last sign-in, nor anything the browser says). A record that cannot be read counts as new.

async function accountCreatedAt(uid: string): Promise<string | null> {
  try {
    return (await getAdminAuth().getUser(uid)).metadata.creationTime ?? null;
  } catch {
    return null;
  }
}

/** The weight of a report by `uid` (verified by the route); `staff` from isStaffToken. */
export async function reporterWeight(uid: string, staff: boolean): Promise<number> {
  if (staff) return reportWeight({ staff, verifiedBuyer: false, accountAgeDays: null });
  const [verifiedBuyer, createdAt] = await Promise.all([getDb().then((db) => hasDispatchedOrder(db, uid)), accountCreatedAt(uid)]);
  return reportWeight({ staff, verifiedBuyer, accountAgeDays: accountAgeDays(createdAt) });
}
