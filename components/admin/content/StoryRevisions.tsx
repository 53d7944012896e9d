"use client";
// A story's saved versions, newest first: who saved each and when, a comparison with the story as
// it is now, and a way back to it.
import Link from "next/link";
import { storyRevisionsPath, type StoryEditorData, type StoryRevisionSummary } from "@/lib/admin/content-contract";
import { formatUkDateTime } from "@/lib/content/uk-time";
import { Panel } from "../Panel";
import { RestoreRevisionButton } from "./RestoreRevisionButton";
import { revisionAuthor } from "./revision-author";
import styles from "./StoryStatusPanel.module.css";

export interface StoryRevisionsProps {
  storyId: string;
  revisions: StoryRevisionSummary[];
  /** While a save is being sent, restoring waits. */
  disabled?: boolean;
  /** The form has changes a restore would replace. */
  unsaved?: boolean;
  onRestored?: (story: StoryEditorData) => void;
}

export function StoryRevisions({ storyId, revisions, disabled = false, unsaved = false, onRestored }: StoryRevisionsProps) {
  const newestFirst = [...revisions].sort((a, b) => b.id - a.id);
  return (
    <Panel id="story-revisions" title="Revisions" aside={`${revisions.length} saved`}>
      {newestFirst.length === 0 ? (
        <p className={styles.empty}>No saved versions yet.</p>
      ) : (
        <ol className={styles.revisions}>
          {newestFirst.map((revision) => {
            const when = formatUkDateTime(new Date(revision.at));
            return (
              <li key={revision.id} className={styles.revision}>
                <p className={styles.revisionWho}>
                  <span className={styles.who}>{revisionAuthor(revision.actor)}</span>
                  <time dateTime={revision.at}>{when}</time>
                </p>
                <div className={styles.buttons}>
                  <Link href={storyRevisionsPath(storyId, revision.id)} className={styles.link}>
                    Compare with current<span className="visually-hidden"> (the version saved {when})</span>
                  </Link>
                  <RestoreRevisionButton storyId={storyId} revisionId={revision.id} context={`saved ${when}`} disabled={disabled} unsavedWarning={unsaved} onRestored={onRestored} />
                </div>
              </li>
            );
          })}
        </ol>
      )}
    </Panel>
  );
}
