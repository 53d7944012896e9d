// What changed between two versions of a story, a lesson or a video (lib/content/revision-diff.ts,
// lib/learn/lesson-revision-diff.ts, lib/watch/video-revision-diff.ts), field by field: words added underlined and tinted green,
// words removed struck through and tinted red, each also announced as "added:" or "removed:" so
// the difference never rests on colour alone. Renders on the server; only the Restore button is a
// client component, so the caller hands it over ready-made (restoreButton). RevisionChanges is
// shared; RevisionDiff is a story's (learn/LessonRevisionDiff.tsx a lesson's, watch/VideoRevisionDiff.tsx a video's).
import type { ReactNode } from "react";
import type { RevisionComparison, StoryRevisionSummary } from "@/lib/admin/content-contract";
import type { DiffPart } from "@/lib/content/revision-diff";
import { formatUkDateTime } from "@/lib/content/uk-time";
import { Panel } from "../Panel";
import type { RevisionNoun } from "./RestoreRevisionButton";
import { revisionSavedBy } from "./revision-author";
import { StoryRestoreButton } from "./StoryRevisions";
import styles from "./RevisionDiff.styles";

/** How a field's changes are drawn: chips (slugs), items (a list of sentences), lines (kept as written) or running words. */
export type DiffLayout = "chips" | "items" | "lines" | "words";

export interface ShownFieldDiff {
  field: string;
  label: string;
  parts: DiffPart[];
}

export interface ShownComparison {
  older: StoryRevisionSummary;
  /** null: the story, lesson or video as it is now. */
  newer: StoryRevisionSummary | null;
  changes: readonly ShownFieldDiff[];
}

const describe = (revision: StoryRevisionSummary) => `saved ${formatUkDateTime(new Date(revision.at))} by ${revisionSavedBy(revision.actor)}`;

function Part({ part }: { part: DiffPart }): ReactNode {
  if (part.kind === "added") {
    return (
      <ins className={styles.added}>
        <span className="visually-hidden">added: </span>
        {part.text}
      </ins>
    );
  }
  if (part.kind === "removed") {
    return (
      <del className={styles.removed}>
        <span className="visually-hidden">removed: </span>
        {part.text}
      </del>
    );
  }
  return <span>{part.text}</span>;
}

/** A list as one chip or line per item; text as running words, or keeping its lines (a body, a quiz). */
function FieldChange({ change, layout }: { change: ShownFieldDiff; layout: DiffLayout }) {
  return (
    <section className={styles.field} aria-labelledby={`diff-${change.field}`}>
      <h3 id={`diff-${change.field}`} className={styles.fieldTitle}>
        {change.label}
      </h3>
      {layout === "chips" || layout === "items" ? (
        <ul className={layout === "chips" ? styles.chips : styles.items}>
          {change.parts.map((part, index) => (
            <li key={index} className={layout === "chips" ? styles.chip : styles.item}>
              <Part part={part} />
            </li>
          ))}
        </ul>
      ) : (
        <p className={layout === "lines" ? styles.body : styles.text}>
          {change.parts.map((part, index) => (
            <Part key={index} part={part} />
          ))}
        </p>
      )}
    </section>
  );
}

export interface RevisionChangesProps {
  comparison: ShownComparison;
  noun: RevisionNoun;
  layoutOf: (field: string) => DiffLayout;
  /** The Restore button for the older revision, named by `context` ("saved … by …"). */
  restoreButton: (revisionId: number, context: string) => ReactNode;
}

export function RevisionChanges({ comparison, noun, layoutOf, restoreButton }: RevisionChangesProps) {
  const { older, newer, changes } = comparison;
  return (
    <Panel id="revision-diff" title="Changes">
      <div className={styles.stack}>
        <p className={styles.intro}>
          From the version {describe(older)} to {newer ? `the version ${describe(newer)}` : noun === "author" ? "the author's details as they are now" : `the ${noun} as it is now`}.
        </p>
        <p className={styles.key}>
          <ins className={styles.added}>Added text</ins> is underlined; <del className={styles.removed}>removed text</del> is struck through.
        </p>
        {changes.length === 0 ? (
          <p className={styles.none}>No differences: the two versions are the same.</p>
        ) : (
          changes.map((change) => <FieldChange key={change.field} change={change} layout={layoutOf(change.field)} />)
        )}
        <div className={styles.restore}>{restoreButton(older.id, describe(older))}</div>
      </div>
    </Panel>
  );
}

export interface RevisionDiffProps {
  storyId: string;
  comparison: RevisionComparison;
}

/** A story's fields: topics and products as chips, the body by lines, the rest as words. */
const storyLayout = (field: string): DiffLayout => (field === "topics" || field === "products" ? "chips" : field === "body" ? "lines" : "words");

/** Two versions of a story compared, with a Restore that opens the story's editor. */
export function RevisionDiff({ storyId, comparison }: RevisionDiffProps) {
  return (
    <RevisionChanges
      comparison={comparison}
      noun="story"
      layoutOf={storyLayout}
      restoreButton={(revisionId, context) => <StoryRestoreButton storyId={storyId} revisionId={revisionId} context={context} />}
    />
  );
}
