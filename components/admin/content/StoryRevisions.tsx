"use client";
// Saved versions, newest first: who saved each and when, a comparison with the story (or lesson, or
// video) as it is now, and a way back to it. RevisionList is shared by stories, lessons
// (learn/LessonRevisions.tsx) and videos (watch/VideoRevisions.tsx); StoryRevisions and
// StoryRestoreButton tie it to a story's API.
import Link from "next/link";
import { storyEditorPath, storyRevisionsPath, type StoryEditorData, type StoryRevisionSummary } from "@/lib/admin/content-contract";
import { restoreRevision } from "@/lib/admin/content-client";
import { formatUkDateTime } from "@/lib/content/uk-time";
import { Panel } from "../Panel";
import { RestoreRevisionButton, type RevisionNoun } from "./RestoreRevisionButton";
import { revisionAuthor } from "./revision-author";
import styles from "./StoryStatusPanel.styles";

export interface RevisionListProps<Restored> {
  /** The panel's id (its heading's anchor). */
  panelId: string;
  noun: RevisionNoun;
  revisions: StoryRevisionSummary[];
  /** The comparison page of one revision with the current version. */
  compareHref: (revisionId: number) => string;
  restore: (revisionId: number) => Promise<Restored>;
  /** While a save is being sent, restoring waits. */
  disabled?: boolean;
  /** The form has changes a restore would replace. */
  unsaved?: boolean;
  onRestored?: (restored: Restored) => void;
}

export function RevisionList<Restored>({ panelId, noun, revisions, compareHref, restore, disabled = false, unsaved = false, onRestored }: RevisionListProps<Restored>) {
  const newestFirst = [...revisions].sort((a, b) => b.id - a.id);
  return (
    <Panel id={panelId} title="Revisions" aside={`${revisions.length} saved`}>
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
                  <Link href={compareHref(revision.id)} className={styles.link}>
                    Compare with current<span className="visually-hidden"> (the version saved {when})</span>
                  </Link>
                  <RestoreRevisionButton revisionId={revision.id} context={`saved ${when}`} noun={noun} restore={restore} disabled={disabled} unsavedWarning={unsaved} onRestored={onRestored} />
                </div>
              </li>
            );
          })}
        </ol>
      )}
    </Panel>
  );
}

export interface StoryRevisionsProps {
  storyId: string;
  revisions: StoryRevisionSummary[];
  /** While a save is being sent, restoring waits. */
  disabled?: boolean;
  /** The form has changes a restore would replace. */
  unsaved?: boolean;
  onRestored?: (story: StoryEditorData) => void;
}

export function StoryRevisions({ storyId, ...rest }: StoryRevisionsProps) {
  return (
    <RevisionList panelId="story-revisions" noun="story" compareHref={(revisionId) => storyRevisionsPath(storyId, revisionId)} restore={(revisionId) => restoreRevision(storyId, revisionId)} {...rest} />
  );
}

/** The comparison page's Restore (its props cross from the server, so the story's API is bound here). */
export function StoryRestoreButton({ storyId, revisionId, context }: { storyId: string; revisionId: number; context: string }) {
  return <RestoreRevisionButton revisionId={revisionId} context={context} noun="story" restore={(id) => restoreRevision(storyId, id)} editorHref={storyEditorPath(storyId)} />;
}
