// "Report this post": a modal with a private reason for the moderators.
import type { FormEvent } from "react";
import { Dialog } from "@/components/shell/Dialog";
import { TALK_LIMITS } from "@/lib/talk/limits";
import { ErrorLine } from "./ErrorLine";
import styles from "./Talk.module.css";

interface ReportPostDialogProps {
  postId: number;
  author: string;
  reason: string;
  busy: boolean;
  error: string | null;
  onReasonChange: (reason: string) => void;
  onSubmit: (event: FormEvent) => void;
  onClose: () => void;
}

export function ReportPostDialog({ postId, author, reason, busy, error, onReasonChange, onSubmit, onClose }: ReportPostDialogProps) {
  return (
    <Dialog
      open
      title="Report this post"
      onClose={onClose}
      testId="report-dialog"
      actions={
        <>
          <button type="submit" form={`report-${postId}`} className="btn btn-pink" disabled={busy}>
            Send report
          </button>
          <button type="button" className="btn btn-outline" onClick={onClose}>
            Cancel
          </button>
        </>
      }
    >
      <form id={`report-${postId}`} onSubmit={onSubmit} className={styles.editor}>
        <p>Tell the moderators what&rsquo;s wrong with {author}&rsquo;s post. Reports are private.</p>
        <label htmlFor={`reason-${postId}`} className={styles.label}>
          Reason
        </label>
        <textarea id={`reason-${postId}`} value={reason} onChange={(event) => onReasonChange(event.target.value)} rows={3} maxLength={TALK_LIMITS.reasonMax} className={styles.textarea} />
        <ErrorLine error={error} />
      </form>
    </Dialog>
  );
}
