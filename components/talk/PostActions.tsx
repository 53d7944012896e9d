"use client";
// The buttons under a post: like, quote, and for its author edit and delete; for others report;
// for moderators hide or restore. Changes go to /api/talk and the page re-renders from the server.
import { ErrorLine } from "./ErrorLine";
import { PostEditForm } from "./PostEditForm";
import { ReportPostDialog } from "./ReportPostDialog";
import styles from "./Talk.module.css";
import { usePostActions } from "./use-post-actions";

export interface PostActionsProps {
  postId: number;
  author: string;
  /** The post's Markdown, for quoting and editing; empty when it is deleted or hidden. */
  body: string;
  likes: number;
  liked: boolean;
  mine: boolean;
  signedIn: boolean;
  moderator: boolean;
  hidden: boolean;
  canReply: boolean;
}

export function PostActions({ postId, author, body, likes, liked, mine, signedIn, moderator, hidden, canReply }: PostActionsProps) {
  const { state, editing, setEditing, draft, setDraft, reporting, setReporting, reason, setReason, busy, error, notice, toggleLike, quote, saveEdit, sendReport, remove, moderate } =
    usePostActions({ postId, author, body, likes, liked, hidden });

  return (
    <div className={styles.postActions}>
      {editing ? (
        <PostEditForm postId={postId} draft={draft} busy={busy} onDraftChange={setDraft} onSubmit={saveEdit} onCancel={() => setEditing(false)} />
      ) : (
        <div className={styles.buttons}>
          <button
            type="button"
            className={`${styles.action} ${state.liked ? styles.liked : ""}`}
            aria-pressed={signedIn && !mine ? state.liked : undefined}
            disabled={!signedIn || mine || busy || !body}
            onClick={toggleLike}
            aria-label={`${state.liked ? "Unlike" : "Like"} post by ${author}, ${state.likes} ${state.likes === 1 ? "like" : "likes"}`}
            title={!signedIn ? "Sign in to like posts" : mine ? "You can't like your own post" : undefined}
          >
            ♥ {state.likes}
          </button>
          {signedIn && canReply && body ? (
            <button type="button" className={styles.action} onClick={quote}>
              Quote
            </button>
          ) : null}
          {mine && body ? (
            <>
              <button type="button" className={styles.action} onClick={() => setEditing(true)}>
                Edit
              </button>
              <button type="button" className={styles.action} onClick={remove} disabled={busy}>
                Delete
              </button>
            </>
          ) : null}
          {signedIn && !mine && body && !hidden ? (
            <button type="button" className={styles.action} onClick={() => setReporting(true)}>
              Report
            </button>
          ) : null}
          {moderator ? (
            <button type="button" className={styles.action} disabled={busy} onClick={moderate}>
              {hidden ? "Restore" : "Hide"}
            </button>
          ) : null}
        </div>
      )}
      {notice ? (
        <p className={styles.notice} role="status">
          {notice}
        </p>
      ) : null}
      <ErrorLine error={error} />
      {reporting ? (
        <ReportPostDialog
          postId={postId}
          author={author}
          reason={reason}
          busy={busy}
          error={error}
          onReasonChange={setReason}
          onSubmit={sendReport}
          onClose={() => setReporting(false)}
        />
      ) : null}
    </div>
  );
}
