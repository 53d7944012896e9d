// "Delete my account" (issue 28.4, UK GDPR art. 17) as data: for every table in the database, what
// the erasure does to the customer's rows and why. lib/server/privacy/erase.ts carries it out in one
// transaction; tests/privacy-plan.test.ts checks every table of lib/server/schema.ts is named here,
// so a new table cannot be forgotten; docs/privacy.md explains it for people.

export type ErasureAction = "delete" | "anonymise" | "keep";

export interface ErasureStep {
  table: string;
  action: ErasureAction;
  /** Which rows are the customer's (how erase.ts finds them); "—" for tables that never hold them. */
  rows: string;
  /** For "anonymise": the columns rewritten; the rest are kept. */
  columns?: string[];
  why: string;
}

/** A neutral stand-in for the order's email: satisfies NOT NULL, reaches nobody (.invalid, RFC 2606). */
export const ERASED_EMAIL = "erased@erased.invalid";
/** What an erased order's addresses become: the country stays (the place of supply, for VAT). */
export const ERASED_ADDRESS_TEXT = "Erased";
export function erasedAddress(country: string | undefined): { firstName: string; lastName: string; line1: string; city: string; postcode: string; country: string } {
  return { firstName: "Former", lastName: "customer", line1: ERASED_ADDRESS_TEXT, city: ERASED_ADDRESS_TEXT, postcode: "", country: country && /^[A-Z]{2}$/.test(country) ? country : "GB" };
}
/** What a staff note on an erased customer's order reads afterwards (notes are free text). */
export const ERASED_NOTE_SUMMARY = "Note removed when the customer's account was erased";

/** What a reason staff typed on an erased customer's order (cancel, refund) reads afterwards: it is free text. */
export const ERASED_REASON = "Removed at the customer's request";
/** The same, inside a timeline event's summary: "Refunded £5.00, paid back by hand (reason removed at the customer's request)". */
export const ERASED_REASON_IN_SUMMARY = "reason removed at the customer's request";

/** The activity log's record of an erasure: the action, when, and the (pseudonymous, now dangling) uid. */
export const ERASURE_ACTIVITY_ACTION = "customer.erased";
/** actor_uid of an erasure the customer asked for themselves (actor_email stays null). */
export const SELF_SERVICE_ACTOR = "customer:self-service";

const NONE = "—";

export const ERASURE_PLAN: readonly ErasureStep[] = [
  // --- The customer's own things: deleted ---------------------------------------------------------
  { table: "addresses", action: "delete", rows: "customer = uid", why: "The address book exists only for the account." },
  { table: "carts", action: "delete", rows: "customer = uid, and guest carts of the browsers their orders came from", why: "Baskets (with any addresses typed at checkout) serve no purpose without the account." },
  { table: "favourites", action: "delete", rows: "customer = uid", why: "Preferences of the account." },
  { table: "stock_alerts", action: "delete", rows: "customer = uid, or email = the account's email", why: "A subscription ends with the account; guest subscriptions with the same address go too." },
  { table: "podcast_follows", action: "delete", rows: "user_id = uid", why: "LISTEN library." },
  { table: "podcast_saves", action: "delete", rows: "user_id = uid", why: "LISTEN library." },
  { table: "podcast_progress", action: "delete", rows: "user_id = uid", why: "Playback positions." },
  { table: "learn_completions", action: "delete", rows: "user_id = uid", why: "Course progress." },
  { table: "learn_quiz_results", action: "delete", rows: "user_id = uid", why: "Course progress." },
  { table: "learn_course_visits", action: "delete", rows: "user_id = uid", why: "Course progress." },
  { table: "reviews", action: "delete", rows: "customer = uid", why: "The issue: reviews are removed (their revisions and reports go with them, ON DELETE CASCADE)." },
  { table: "review_revisions", action: "delete", rows: "review of the customer's (cascade)", why: "Earlier text of the customer's reviews." },
  { table: "review_reports", action: "delete", rows: "reporter = uid (counts on the reviews lowered), and reports of the customer's reviews (cascade)", why: "Who reported what is the reporter's data." },
  { table: "support_threads", action: "delete", rows: "customer = uid, or email = the account's email", why: "Conversations with us through the contact form: nothing requires keeping them once the account goes." },
  { table: "support_messages", action: "delete", rows: "messages of those conversations (cascade)", why: "The words of those conversations, both sides." },
  { table: "customer_notes", action: "delete", rows: "customer = uid", why: "Staff's service notes about the customer." },
  { table: "talk_notifications", action: "delete", rows: "uid = uid", why: "The customer's TALK inbox." },
  { table: "talk_likes", action: "delete", rows: "uid = uid (like counts lowered)", why: "What the customer liked." },
  { table: "rate_limits", action: "delete", rows: "key ends with :uid or :email", why: "Counters keyed by the uid or email (back-in-stock limits per address)." },
  // --- Kept, without the person -------------------------------------------------------------------
  {
    table: "orders",
    action: "anonymise",
    rows: "customer = uid",
    columns: ["customer", "guest_id", "email", "delivery_address", "billing_address", "access_key"],
    why: "Invoices are VAT records: HMRC requires them kept for 6 years. Lines, amounts, VAT, status, dates, payment and carrier references stay; the name, email, addresses, phone and the link to the account go.",
  },
  {
    table: "order_events",
    action: "anonymise",
    rows: "events of those orders",
    columns: ["summary"],
    why: "'… email sent to <address>' loses the address; staff notes and the cancel and refund reasons staff typed (free text) are replaced.",
  },
  { table: "discount_redemptions", action: "anonymise", rows: "customer = uid, or order of the customer's", columns: ["customer", "email"], why: "The use of a code is part of the order's amounts; who used it is not." },
  { table: "talk_members", action: "anonymise", rows: "uid = uid", columns: ["display_name", "avatar_url"], why: "Posts stay in the conversation, shown as 'Former member'." },
  { table: "talk_posts", action: "keep", rows: "author_uid = uid", why: "The issue: TALK posts stay (others replied to and quoted them); the author reads 'Former member'." },
  { table: "talk_post_edits", action: "keep", rows: "edits of those posts", why: "The history of a post that stays." },
  { table: "talk_threads", action: "keep", rows: "author_uid = uid", why: "Threads stay with their replies; the author reads 'Former member'." },
  { table: "talk_reports", action: "keep", rows: "reporter_uid = uid", why: "Moderation record; holds only the (now dangling) uid and the reason chosen." },
  {
    table: "order_refunds",
    action: "anonymise",
    rows: "refunds of those orders",
    columns: ["reason"],
    why: "Money paid back is part of the tax record; the reason staff typed is free text that may name the customer, so it is replaced.",
  },
  {
    table: "order_returns",
    action: "anonymise",
    rows: "returns of those orders",
    columns: ["note", "refusal_reason", "requested_by"],
    why: "What was returned and refunded is part of the tax record; the customer's note and the reason staff typed are free text, and who asked names the account.",
  },
  {
    table: "damage_reports",
    action: "anonymise",
    rows: "damage reports of those orders",
    columns: ["note", "refusal_reason", "reported_by"],
    why: "What was refunded or replaced is part of the order's record; the customer's note and the reason staff typed are free text, and who reported names the account.",
  },
  {
    table: "damage_report_photos",
    action: "delete",
    rows: "photos of those reports",
    why: "A customer's photo may show their home or themselves; the report's outcome does not need it once the account goes.",
  },
  {
    table: "staff_activity",
    action: "keep",
    rows: "append-only (a trigger refuses UPDATE and DELETE)",
    why: "Never written with the customer's personal data: an erasure is logged as 'customer.erased' with the uid only; a customer's own cancel names 'customer:<uid>' (or 'customer:guest'), never the email; notes and exports name the uid, not the email or the text; order notes, cancels and refunds keep the reason's length, never its text.",
  },
  // --- Tables that never hold a customer ------------------------------------------------------------
  { table: "page_views", action: "keep", rows: NONE, why: "Path and referrer only, no identity." },
  { table: "talk_mod_actions", action: "keep", rows: NONE, why: "Moderators' actions (staff)." },
  { table: "stock_changes", action: "keep", rows: NONE, why: "Staff's stock changes." },
  { table: "discount_codes", action: "keep", rows: NONE, why: "The codes themselves." },
  { table: "talk_categories", action: "keep", rows: NONE, why: "Catalogue of TALK." },
  { table: "categories", action: "keep", rows: NONE, why: "Catalogue." },
  { table: "products", action: "keep", rows: NONE, why: "Catalogue." },
  { table: "product_categories", action: "keep", rows: NONE, why: "Catalogue." },
  { table: "product_packs", action: "keep", rows: NONE, why: "Catalogue." },
  { table: "product_slug_redirects", action: "keep", rows: NONE, why: "Catalogue: a product's earlier addresses." },
  { table: "product_images", action: "keep", rows: NONE, why: "Catalogue photos, uploaded by staff (the uploader is a staff uid); stripped of EXIF and GPS on upload." },
  { table: "product_image_sizes", action: "keep", rows: NONE, why: "Resized copies of the catalogue photos." },
  { table: "media_images", action: "keep", rows: NONE, why: "The newsroom's media library (uploaded by editors: staff uids and emails); stripped of EXIF and GPS on upload." },
  { table: "media_image_sizes", action: "keep", rows: NONE, why: "Resized copies of the media library's pictures." },
  { table: "learn_lessons", action: "keep", rows: NONE, why: "LEARN's lessons, as the newsroom publishes them (the last editor is a staff uid and email)." },
  { table: "learn_lesson_revisions", action: "keep", rows: NONE, why: "Editors' saved versions of lessons (staff uids and emails)." },
  { table: "learn_courses", action: "keep", rows: NONE, why: "LEARN's courses, as the newsroom publishes them (the last editor is a staff uid and email)." },
  { table: "learn_course_revisions", action: "keep", rows: NONE, why: "Editors' saved versions of courses (staff uids and emails)." },
  { table: "watch_videos", action: "keep", rows: NONE, why: "WATCH's videos, as the newsroom publishes them (the last editor is a staff uid and email)." },
  { table: "watch_video_revisions", action: "keep", rows: NONE, why: "Editors' saved versions of videos (staff uids and emails)." },
  { table: "watch_video_files", action: "keep", rows: NONE, why: "Films and captions editors upload for WATCH (the uploader is a staff uid); no customer data." },
  { table: "music_playlists", action: "keep", rows: NONE, why: "LISTEN's music playlists, as the newsroom publishes them (the last editor is a staff uid and email)." },
  { table: "music_playlist_revisions", action: "keep", rows: NONE, why: "Editors' saved versions of playlists (staff uids and emails)." },
  { table: "content_authors", action: "keep", rows: NONE, why: "READ's writers, as the newsroom publishes them." },
  { table: "content_author_revisions", action: "keep", rows: NONE, why: "Editors' saved versions of READ's writers (staff uids and emails)." },
  { table: "stories", action: "keep", rows: NONE, why: "READ's stories (the last editor is a staff uid)." },
  { table: "story_revisions", action: "keep", rows: NONE, why: "Editors' saved versions of stories (staff uids and emails)." },
  { table: "story_slug_redirects", action: "keep", rows: NONE, why: "READ: a story's earlier addresses." },
  { table: "meta", action: "keep", rows: NONE, why: "Database facts." },
  { table: "podcast_shows", action: "keep", rows: NONE, why: "Feeds." },
  { table: "podcast_episodes", action: "keep", rows: NONE, why: "Feeds." },
];

export function stepFor(table: string): ErasureStep | undefined {
  return ERASURE_PLAN.find((step) => step.table === table);
}
