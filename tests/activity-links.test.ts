// Where an activity entry's subject leads: each area's own page, the newsroom's editors included.
import { describe, expect, it } from "vitest";
import { activitySubjectHref } from "@/lib/admin/activity-links";

describe("activitySubjectHref", () => {
  it("sends shop entries to the shop's pages", () => {
    expect(activitySubjectHref("order.pack", "AFC-100001")).toBe("/admin/orders/AFC-100001");
    expect(activitySubjectHref("product.price", "haldenberg-pils")).toBe("/admin/products/haldenberg-pils");
    expect(activitySubjectHref("review.hide", "haldenberg-pils")).toBe("/shop/products/haldenberg-pils#reviews");
  });

  it("sends after-sales entries to their desks, never to an order page that would not find RET- or DMG-", () => {
    expect(activitySubjectHref("return.refund", "RET-100004-1")).toBe("/admin/returns?status=all");
    expect(activitySubjectHref("damage.replace", "DMG-100004-1")).toBe("/admin/damage?status=all");
    expect(activitySubjectHref("support.reply", "HELP-12")).toBe("/admin/inbox/HELP-12");
  });

  it("sends newsroom entries to their editors", () => {
    expect(activitySubjectHref("lesson.restore", "mindful_moderation/keeping-track-without-obsessing")).toBe("/admin/content/learn/mindful_moderation/keeping-track-without-obsessing");
    expect(activitySubjectHref("video.edit", "garden-spritz-in-three-minutes")).toBe("/admin/content/watch/garden-spritz-in-three-minutes");
    expect(activitySubjectHref("video.restore", "garden-spritz-in-three-minutes")).toBe("/admin/content/watch/garden-spritz-in-three-minutes");
    expect(activitySubjectHref("playlist.edit", "kitchen-disco")).toBe("/admin/content/listen/kitchen-disco");
    expect(activitySubjectHref("playlist.create", "garden-party")).toBe("/admin/content/listen/garden-party");
    expect(activitySubjectHref("course.edit", "bitter_truths")).toBe("/admin/content/learn/bitter_truths");
    expect(activitySubjectHref("course.restore", "bitter_truths")).toBe("/admin/content/learn/bitter_truths");
    expect(activitySubjectHref("author.edit", "nadia-okafor")).toBe("/admin/content/authors/nadia-okafor");
    expect(activitySubjectHref("author.restore", "nadia-okafor")).toBe("/admin/content/authors/nadia-okafor");
    expect(activitySubjectHref("media.replace", "/media/library/7.webp")).toBe("/admin/content/media");
  });

  it("shows a story's slug as text, since its editor is found by id", () => {
    expect(activitySubjectHref("story.publish", "a-quiet-pint")).toBeNull();
  });

  it("shows a removed playlist's or lesson's slug as text, since its editor is gone", () => {
    expect(activitySubjectHref("playlist.remove", "sunday-slow-down")).toBeNull();
    expect(activitySubjectHref("lesson.remove", "mindful_moderation/keeping-track-without-obsessing")).toBeNull();
  });
});
