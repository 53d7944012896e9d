"use client";
// "Report" under a review, for signed-in customers only (a guest sees nothing): a short optional
// reason, then one report per customer. The server holds a review for staff at the second report.
import { useId, useState } from "react";
import { REVIEW_LIMITS, reportReviewApiPath } from "@/lib/reviews/contract";
import { useUiStore } from "@/stores/ui";
import { useUserStore } from "@/stores/user";
import { reviewRequest, ReviewRequestError } from "@/lib/reviews/client";
import styles from "./Reviews.module.css";

type State = { kind: "idle" } | { kind: "open" } | { kind: "sending" } | { kind: "done"; message: string } | { kind: "error"; message: string };

export function ReportButton({ reviewId, title }: { reviewId: string; title: string }) {
  const hydrated = useUiStore((state) => state.hydrated);
  const signedIn = useUserStore((state) => state.userStatus === "loggedIn");
  const [state, setState] = useState<State>({ kind: "idle" });
  const [reason, setReason] = useState("");
  const reasonId = useId();
  if (!hydrated || !signedIn) return null;

  async function send() {
    setState({ kind: "sending" });
    try {
      const answer = await reviewRequest<{ alreadyReported: boolean }>(reportReviewApiPath(reviewId), "POST", reason.trim() ? { reason: reason.trim() } : {});
      setState({ kind: "done", message: answer.alreadyReported ? "You have already reported this review." : "Thank you: we'll take a look at this review." });
    } catch (caught) {
      setState({ kind: "error", message: caught instanceof ReviewRequestError ? caught.message : "Something went wrong. Try again." });
    }
  }

  if (state.kind === "done") {
    return (
      <p className={styles.reportDone} role="status">
        {state.message}
      </p>
    );
  }
  if (state.kind === "idle") {
    return (
      <button type="button" className={styles.reportButton} onClick={() => setState({ kind: "open" })}>
        Report<span className="visually-hidden"> the review “{title}”</span>
      </button>
    );
  }
  return (
    <form
      className={styles.reportForm}
      onSubmit={(event) => {
        event.preventDefault();
        void send();
      }}
    >
      <label htmlFor={reasonId}>What is wrong with this review? (optional)</label>
      <textarea id={reasonId} value={reason} maxLength={REVIEW_LIMITS.reportReasonMax} rows={2} onChange={(event) => setReason(event.target.value)} />
      {state.kind === "error" && (
        <p className={styles.error} role="alert">
          {state.message}
        </p>
      )}
      <div className={styles.buttons}>
        <button type="submit" className="btn btn-small" disabled={state.kind === "sending"}>
          Send report
        </button>
        <button type="button" className="btn btn-outline btn-small" onClick={() => setState({ kind: "idle" })}>
          Cancel
        </button>
      </div>
    </form>
  );
}
