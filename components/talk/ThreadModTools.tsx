"use client";
// Moderators' thread controls: pin or unpin, lock or unlock.
import { useRouter } from "next/navigation";
import { useState } from "react";
import { talkRequest, TalkError } from "./talk-client";
import styles from "./Talk.module.css";

export function ThreadModTools({ threadId, pinned, locked }: { threadId: number; pinned: boolean; locked: boolean }) {
  const router = useRouter();
  const [error, setError] = useState<string | null>(null);
  async function moderate(action: "pin" | "unpin" | "lock" | "unlock") {
    setError(null);
    try {
      await talkRequest(`/moderation/threads/${threadId}`, "POST", { action });
      router.refresh();
    } catch (caught) {
      setError(caught instanceof TalkError ? caught.message : "Something went wrong.");
    }
  }
  return (
    <div className={styles.modTools} aria-label="Moderator tools" role="group">
      <button type="button" className="btn btn-outline btn-small" onClick={() => moderate(pinned ? "unpin" : "pin")}>
        {pinned ? "Unpin thread" : "Pin thread"}
      </button>
      <button type="button" className="btn btn-outline btn-small" onClick={() => moderate(locked ? "unlock" : "lock")}>
        {locked ? "Unlock thread" : "Lock thread"}
      </button>
      {error ? (
        <p className={styles.error} role="alert">
          {error}
        </p>
      ) : null}
    </div>
  );
}
