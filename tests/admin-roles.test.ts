// What each back-office role opens (lib/admin/roles.ts): claims read strictly, the nav by role,
// and where /admin leads.
import { describe, expect, it } from "vitest";
import { backOfficeHome, rolesFromClaims, sectionsFor } from "@/lib/admin/roles";

describe("rolesFromClaims", () => {
  it("counts a role only when its claim is exactly true", () => {
    expect(rolesFromClaims({ staff: true })).toEqual(["staff"]);
    expect(rolesFromClaims({ editor: true, moderator: true })).toEqual(["editor"]);
    expect(rolesFromClaims({ editor: true, staff: true })).toEqual(["staff", "editor"]);
    expect(rolesFromClaims({ staff: "true", editor: 1 })).toEqual([]);
    expect(rolesFromClaims({ admin: true })).toEqual([]);
    expect(rolesFromClaims(null)).toEqual([]);
    expect(rolesFromClaims(undefined)).toEqual([]);
  });
});

describe("sectionsFor", () => {
  const labels = (roles: Parameters<typeof sectionsFor>[0]) => sectionsFor(roles).map((section) => section.label);

  it("staff see the shop's sections, an editor the newsroom only, one account with both sees all", () => {
    expect(labels(["staff"])).toEqual(["Dashboard", "Orders", "Returns", "Damage", "Inbox", "Products", "Discounts", "Customers", "Reviews", "Activity"]);
    expect(labels(["editor"])).toEqual(["Newsroom"]);
    expect(labels(["staff", "editor"])).toEqual(["Dashboard", "Orders", "Returns", "Damage", "Inbox", "Products", "Discounts", "Customers", "Reviews", "Activity", "Newsroom"]);
    expect(labels([])).toEqual([]);
  });

  it("marks the section a path belongs to, and only that one", () => {
    const current = (path: string) => sectionsFor(["staff", "editor"]).filter((section) => section.match(path)).map((section) => section.label);
    expect(current("/admin")).toEqual(["Dashboard"]);
    expect(current("/admin/orders/AF-1001")).toEqual(["Orders"]);
    expect(current("/admin/returns")).toEqual(["Returns"]);
    expect(current("/admin/inbox")).toEqual(["Inbox"]);
    expect(current("/admin/inbox/HELP-1001")).toEqual(["Inbox"]);
    expect(current("/admin/inboxes")).toEqual([]);
    expect(current("/admin/content")).toEqual(["Newsroom"]);
    expect(current("/admin/contentious")).toEqual([]);
  });
});

describe("backOfficeHome", () => {
  it("is the dashboard for staff (and for nobody), the newsroom for an editor only", () => {
    expect(backOfficeHome(["staff"])).toBe("/admin");
    expect(backOfficeHome(["staff", "editor"])).toBe("/admin");
    expect(backOfficeHome(["editor"])).toBe("/admin/content");
    expect(backOfficeHome([])).toBe("/admin");
  });
});
