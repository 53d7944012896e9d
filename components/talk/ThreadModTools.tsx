"use client";
// Moderators' thread controls: pin or unpin, lock or unlock.
import { useRouter } from "next/navigation";
import { ErrorLine } from "./ErrorLine";
import { talkRequest } from "@/lib/talk/client";
import { useTalkAction } from "./use-talk-action";
import styles from "./Talk.module.css";

export function ThreadModTools({ threadId, pinned, locked }: { threadId: number; pinned: boolean; locked: boolean }) {
  const router = useRouter();
  const { busy, error, run } = useTalkAction();
  async function moderate(action: "pin" | "unpin" | "lock" | "unlock") {
    if (await run(() => talkRequest(`/moderation/threads/${threadId}`, "POST", { action }))) router.refresh();
  }
  return (
    <div className={styles.modTools} aria-label="Moderator tools" role="group">
      <button type="button" className="btn btn-outline btn-small" disabled={busy} onClick={() => moderate(pinned ? "unpin" : "pin")}>
        {pinned ? "Unpin thread" : "Pin thread"}
      </button>
      <button type="button" className="btn btn-outline btn-small" disabled={busy} onClick={() => moderate(locked ? "unlock" : "lock")}>
        {locked ? "Unlock thread" : "Lock thread"}
      </button>
      <ErrorLine error={error} />
    </div>
  );
}
