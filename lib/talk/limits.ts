// TALK's lengths, rates and refusal messages: plain data, shared by the server (which enforces
// them) and the editors (which say them before sending).
export const TALK_LIMITS = {
  titleMin: 8,
  titleMax: 120,
  bodyMin: 2,
  bodyMax: 10_000,
  reasonMin: 3,
  reasonMax: 500,
  /** Per member per rolling hour; accounts younger than newAccountHours get the "new" numbers. */
  threadsPerHour: 3,
  repliesPerHour: 20,
  newThreadsPerHour: 1,
  newRepliesPerHour: 5,
  newAccountHours: 24,
  /** The same body from the same member within this many seconds is refused. */
  duplicateSeconds: 60,
  /** Reports from this many different members hide a post until a moderator reviews it. */
  reportsToHide: 3,
  postsPerPage: 20,
  threadsPerPage: 20,
} as const;

const L = TALK_LIMITS;

export const TALK_MESSAGES = {
  title: `Titles need ${L.titleMin} to ${L.titleMax} characters.`,
  body: `Posts need ${L.bodyMin} to ${L.bodyMax.toLocaleString("en-GB")} characters.`,
  reason: `Please give a reason of ${L.reasonMin} to ${L.reasonMax} characters.`,
  duplicate: "You posted exactly this a moment ago. Please wait a minute or change what you wrote.",
  threadRate: "You've started as many threads as you can in an hour. Please try again a little later.",
  replyRate: "You've posted as many replies as you can in an hour. Please try again a little later.",
  locked: "This thread is locked, so it can't take new replies.",
  notYours: "You can only change your own posts.",
  deleted: "This post has been deleted.",
  moderatorsOnly: "Only moderators can do that.",
  noSuchThread: "No such thread.",
  noSuchPost: "No such post.",
  noSuchCategory: "No such category.",
  quoteElsewhere: "You can only quote a post from the same thread.",
  ownPost: "You can't report or like your own post.",
} as const;
