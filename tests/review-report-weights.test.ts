// Weighted review reports (lib/reviews/report-weights.ts, issue 34.9): two throwaway accounts
// cannot take a customer's review off the page; two verified buyers can; staff always can.
import { describe, expect, it } from "vitest";
import { accountAgeDays, reportHoldsReview, reportWeight, type ReporterStanding } from "@/lib/reviews/report-weights";

const fresh: ReporterStanding = { staff: false, verifiedBuyer: false, accountAgeDays: 0 };
const established: ReporterStanding = { staff: false, verifiedBuyer: false, accountAgeDays: 45 };
const buyer: ReporterStanding = { staff: false, verifiedBuyer: true, accountAgeDays: 0 };
const staff: ReporterStanding = { staff: true, verifiedBuyer: false, accountAgeDays: 0 };

/** Whether these reporters, one after another, hold the review. */
function holds(reporters: ReporterStanding[]): boolean {
  let sum = 0;
  return reporters.some((reporter) => {
    const before = sum;
    sum += reportWeight(reporter);
    return reportHoldsReview(before, sum);
  });
}

describe("weighted review reports", () => {
  it("two new accounts do not hold a review", () => {
    expect(holds([fresh, fresh])).toBe(false);
  });

  it("two verified buyers do", () => {
    expect(holds([buyer, buyer])).toBe(true);
  });

  it("one verified buyer and one new account do not, in either order; nor a buyer and an established account", () => {
    expect(holds([buyer, fresh])).toBe(false);
    expect(holds([fresh, buyer])).toBe(false);
    expect(holds([buyer, established])).toBe(false);
  });

  it("a pile-on still reaches staff: three established accounts, or six new ones", () => {
    expect(holds([established, established])).toBe(false);
    expect(holds([established, established, established])).toBe(true);
    expect(holds(Array(5).fill(fresh))).toBe(false);
    expect(holds(Array(6).fill(fresh))).toBe(true);
  });

  it("a member of staff's report holds it at once", () => {
    expect(holds([staff])).toBe(true);
  });

  it("only the report that crosses the threshold holds: one after staff published it again does not", () => {
    expect(reportHoldsReview(3, 6)).toBe(true);
    expect(reportHoldsReview(6, 7)).toBe(false);
    expect(reportHoldsReview(0, 5)).toBe(false);
  });

  it("an account counts as established from 30 days old; an unknown age counts as new", () => {
    expect(reportWeight({ ...fresh, accountAgeDays: 29 })).toBe(reportWeight(fresh));
    expect(reportWeight({ ...fresh, accountAgeDays: 30 })).toBe(reportWeight(established));
    expect(reportWeight({ ...fresh, accountAgeDays: null })).toBe(reportWeight(fresh));
    expect(reportWeight(fresh)).toBeLessThan(reportWeight(established));
    expect(reportWeight(established)).toBeLessThan(reportWeight(buyer));
  });

  it("works out an account's age in whole days from Firebase's creation time", () => {
    const now = new Date("2026-11-26T12:00:00Z");
    expect(accountAgeDays("Mon, 26 Oct 2026 11:00:00 GMT", now)).toBe(31);
    expect(accountAgeDays("2026-11-26T11:59:00Z", now)).toBe(0);
    expect(accountAgeDays("2026-11-27T00:00:00Z", now)).toBe(0);
    expect(accountAgeDays("not a date", now)).toBeNull();
    expect(accountAgeDays(undefined, now)).toBeNull();
  });
});
