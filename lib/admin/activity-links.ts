// Where an activity-log entry's subject leads (/admin/activity): the page that shows what the action
// changed. Newsroom entries lead to the newsroom's editors; a story's entry names its slug, which
// its editor's address (by id) does not carry, so it stays plain text.
import { adminDiscountPath, adminOrderPath, adminProductPath, type ActivityAction } from "./contract";
import { authorEditorPath } from "./content-contract";
import { courseEditorPath, lessonEditorPath } from "./learn-contract";
import { playlistEditorPath } from "./playlist-contract";
import { videoEditorPath } from "./video-contract";
import { ADMIN_DAMAGE_PATH } from "../damage/contract";
import { MEDIA_LIBRARY_PATH } from "../media/library-contract";
import { adminCustomerPath } from "../privacy/customers";
import { ADMIN_RETURNS_PATH } from "../returns/contract";
import { ADMIN_INBOX_PATH } from "../support/contract";

/** The address an entry's subject links to, or null when it is shown as text. */
export function activitySubjectHref(action: ActivityAction, subject: string): string | null {
  const [area] = action.split(".");
  switch (area) {
    case "product":
      return adminProductPath(subject);
    case "discount":
      return adminDiscountPath(subject);
    case "customer":
      return adminCustomerPath(subject);
    // A review action names the product: its page shows the reviews as customers see them.
    case "review":
      return `/shop/products/${encodeURIComponent(subject)}#reviews`;
    case "author":
      return authorEditorPath(subject);
    // A removed lesson or playlist has no editor left to open.
    case "lesson": {
      const [course, lesson] = subject.split("/");
      return course && lesson && action !== "lesson.remove" ? lessonEditorPath(course, lesson) : null;
    }
    case "course":
      return courseEditorPath(subject);
    case "video":
      return videoEditorPath(subject);
    case "playlist":
      return action === "playlist.remove" ? null : playlistEditorPath(subject);
    case "media":
      return MEDIA_LIBRARY_PATH;
    case "story":
      return null;
    // Returns and damage reports are named RET-/DMG-<order>-<n> and listed on their own desks
    // (every status, so a settled one is still there); a conversation has its own page.
    case "return":
      return `${ADMIN_RETURNS_PATH}?status=all`;
    case "damage":
      return `${ADMIN_DAMAGE_PATH}?status=all`;
    case "support":
      return `${ADMIN_INBOX_PATH}/${encodeURIComponent(subject)}`;
    default:
      return adminOrderPath(subject);
  }
}
