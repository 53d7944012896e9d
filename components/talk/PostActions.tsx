"use client";
// The buttons under a post: like, quote, and for its author edit and delete; for others report;
// for moderators hide or restore. Changes go to /api/talk and the page re-renders from the server.
import { useRouter } from "next/navigation";
import { useState, type FormEvent } from "react";
import { Dialog } from "@/components/shell/Dialog";
import { TALK_LIMITS } from "@/lib/talk/limits";
import { ErrorLine } from "./ErrorLine";
import { talkRequest } from "@/lib/talk/client";
import { useTalkAction } from "./use-talk-action";
import { QUOTE_EVENT, type QuoteDetail } from "./ReplyEditor";
import styles from "./Talk.module.css";

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
  const router = useRouter();
  const [state, setState] = useState({ likes, liked });
  const [editing, setEditing] = useState(false);
  const [draft, setDraft] = useState(body);
  const [reporting, setReporting] = useState(false);
  const [reason, setReason] = useState("");
  const { busy, error, run } = useTalkAction();
  const [notice, setNotice] = useState<string | null>(null);

  /** Runs a change; when the server accepts it, hands over its answer and re-renders the page. */
  async function act<T>(work: () => Promise<T>, after?: (result: T) => void): Promise<boolean> {
    const result = await run(work);
    if (result === null) return false;
    after?.(result);
    router.refresh();
    return true;
  }

  const toggleLike = () =>
    act(() => talkRequest<{ likes: number; liked: boolean }>(`/posts/${postId}/like`, state.liked ? "DELETE" : "POST"), (result) => setState(result));

  function quote() {
    window.dispatchEvent(new CustomEvent<QuoteDetail>(QUOTE_EVENT, { detail: { postId, author, body } }));
  }

  async function saveEdit(event: FormEvent) {
    event.preventDefault();
    if (await act(() => talkRequest(`/posts/${postId}`, "PATCH", { body: draft }))) setEditing(false);
  }

  async function sendReport(event: FormEvent) {
    event.preventDefault();
    if (await act(() => talkRequest(`/posts/${postId}/report`, "POST", { reason }))) {
      setReporting(false);
      setNotice("Thanks for telling us. A moderator will take a look.");
    }
  }

  const remove = () => {
    if (window.confirm("Delete this post? It will show as deleted by its author.")) void act(() => talkRequest(`/posts/${postId}`, "DELETE"));
  };

  return (
    <div className={styles.postActions}>
      {editing ? (
        <form className={styles.editor} onSubmit={saveEdit}>
          <label htmlFor={`edit-${postId}`} className={styles.label}>
            Edit your post
          </label>
          <textarea id={`edit-${postId}`} value={draft} onChange={(event) => setDraft(event.target.value)} rows={6} maxLength={TALK_LIMITS.bodyMax} className={styles.textarea} />
          <div className={styles.buttons}>
            <button type="submit" className="btn btn-pink btn-small" disabled={busy}>
              Save changes
            </button>
            <button type="button" className="btn btn-outline btn-small" onClick={() => setEditing(false)}>
              Cancel
            </button>
          </div>
        </form>
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
            <button type="button" className={styles.action} disabled={busy} onClick={() => act(() => talkRequest(`/moderation/posts/${postId}`, "POST", { action: hidden ? "restore" : "hide" }))}>
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
        <Dialog
          open
          title="Report this post"
          onClose={() => setReporting(false)}
          testId="report-dialog"
          actions={
            <>
              <button type="submit" form={`report-${postId}`} className="btn btn-pink" disabled={busy}>
                Send report
              </button>
              <button type="button" className="btn btn-outline" onClick={() => setReporting(false)}>
                Cancel
              </button>
            </>
          }
        >
          <form id={`report-${postId}`} onSubmit={sendReport} className={styles.editor}>
            <p>Tell the moderators what&rsquo;s wrong with {author}&rsquo;s post. Reports are private.</p>
            <label htmlFor={`reason-${postId}`} className={styles.label}>
              Reason
            </label>
            <textarea id={`reason-${postId}`} value={reason} onChange={(event) => setReason(event.target.value)} rows={3} maxLength={TALK_LIMITS.reasonMax} className={styles.textarea} />
            <ErrorLine error={error} />
        </form>
      </Dialog>
      ) : null}
    </div>
  );
}
