// "Edit your post": the author's own post in a textarea, with Save changes and Cancel.
import type { FormEvent } from "react";
import { TALK_LIMITS } from "@/lib/talk/limits";
import styles from "./Talk.module.css";

interface PostEditFormProps {
  postId: number;
  draft: string;
  busy: boolean;
  onDraftChange: (draft: string) => void;
  onSubmit: (event: FormEvent) => void;
  onCancel: () => void;
}

export function PostEditForm({ postId, draft, busy, onDraftChange, onSubmit, onCancel }: PostEditFormProps) {
  return (
    <form className={styles.editor} onSubmit={onSubmit}>
      <label htmlFor={`edit-${postId}`} className={styles.label}>
        Edit your post
      </label>
      <textarea id={`edit-${postId}`} value={draft} onChange={(event) => onDraftChange(event.target.value)} rows={6} maxLength={TALK_LIMITS.bodyMax} className={styles.textarea} />
      <div className={styles.buttons}>
        <button type="submit" className="btn btn-pink btn-small" disabled={busy}>
          Save changes
        </button>
        <button type="button" className="btn btn-outline btn-small" onClick={onCancel}>
          Cancel
        </button>
      </div>
    </form>
  );
}
