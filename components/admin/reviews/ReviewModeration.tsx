"use client";
// The actions beside a review in /admin/reviews: publish (a held or hidden one), hide with a reason
// the author is told, and reply as the shop. One at a time; the page re-renders from the server.
import { useRouter } from "next/navigation";
import { useId, useState, useTransition } from "react";
import { adminReviewApiPath, REVIEW_LIMITS, type AdminReview, type AdminReviewAction } from "@/lib/reviews/contract";
import { AdminActionError, postAdminAction } from "@/lib/admin/client";
import actions from "../Actions.styles";

type State = { kind: "idle" } | { kind: "error"; message: string } | { kind: "done"; message: string };

export function ReviewModeration({ review }: { review: AdminReview }) {
  const router = useRouter();
  const id = useId();
  const [reason, setReason] = useState("");
  const [reply, setReply] = useState(review.reply?.body ?? "");
  const [sending, setSending] = useState(false);
  const [refreshing, startRefresh] = useTransition();
  const [state, setState] = useState<State>({ kind: "idle" });
  const busy = sending || refreshing;

  async function run(action: AdminReviewAction, done: string) {
    setSending(true);
    setState({ kind: "idle" });
    try {
      await postAdminAction(adminReviewApiPath(review.id), action, "This review no longer exists.");
      setState({ kind: "done", message: done });
      startRefresh(() => router.refresh());
    } catch (caught) {
      setState({ kind: "error", message: caught instanceof AdminActionError ? caught.message : "Something went wrong. Try again." });
    } finally {
      setSending(false);
    }
  }

  return (
    <div className={actions.actions} aria-label={`Moderate “${review.title}”`} role="group">
      {review.status !== "published" && (
        <div className={actions.block}>
          <button type="button" className={actions.primary} disabled={busy} onClick={() => void run({ action: "publish" }, "Published: it is on the product page.")}>
            Publish
          </button>
        </div>
      )}
      {review.status !== "hidden" && (
        <form
          className={`${actions.block} ${actions.form}`}
          onSubmit={(event) => {
            event.preventDefault();
            void run({ action: "hide", reason: reason.trim() }, "Hidden; the author has been told why.");
          }}
        >
          <div className={actions.field}>
            <label htmlFor={`${id}-reason`}>Reason for hiding (the author sees it)</label>
            <textarea id={`${id}-reason`} value={reason} rows={2} maxLength={REVIEW_LIMITS.hideReasonMax} minLength={REVIEW_LIMITS.hideReasonMin} required onChange={(event) => setReason(event.target.value)} />
          </div>
          <div className={actions.buttons}>
            <button type="submit" className={actions.dangerOutline} disabled={busy}>
              Hide review
            </button>
          </div>
        </form>
      )}
      <form
        className={`${actions.block} ${actions.form}`}
        onSubmit={(event) => {
          event.preventDefault();
          void run({ action: "reply", reply }, "Reply saved: it shows under the review.");
        }}
      >
        <div className={actions.field}>
          <label htmlFor={`${id}-reply`}>{review.reply ? "Edit our reply" : "Reply as Alcohol Free Co"}</label>
          <textarea id={`${id}-reply`} value={reply} rows={3} maxLength={REVIEW_LIMITS.replyMax} required onChange={(event) => setReply(event.target.value)} />
        </div>
        <div className={actions.buttons}>
          <button type="submit" className={actions.secondary} disabled={busy}>
            {review.reply ? "Update reply" : "Reply"}
          </button>
        </div>
      </form>
      {state.kind === "error" && (
        <p className={actions.error} role="alert">
          {state.message}
        </p>
      )}
      <p className={state.kind === "done" ? actions.done : "visually-hidden"} role="status">
        {state.kind === "done" ? state.message : ""}
      </p>
    </div>
  );
}
