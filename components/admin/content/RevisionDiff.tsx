// What changed between two versions of a story (lib/content/revision-diff.ts), field by field:
// words added underlined and tinted green, words removed struck through and tinted red, each also
// announced as "added:" or "removed:" so the difference never rests on colour alone. Renders on
// the server; only the Restore button is a client component.
import type { ReactNode } from "react";
import type { RevisionComparison, StoryRevisionSummary } from "@/lib/admin/content-contract";
import type { DiffPart, FieldDiff } from "@/lib/content/revision-diff";
import { formatUkDateTime } from "@/lib/content/uk-time";
import { Panel } from "../Panel";
import { RestoreRevisionButton } from "./RestoreRevisionButton";
import { revisionAuthor } from "./revision-author";
import styles from "./RevisionDiff.module.css";

export interface RevisionDiffProps {
  storyId: string;
  comparison: RevisionComparison;
}

const describe = (revision: StoryRevisionSummary) => `saved ${formatUkDateTime(new Date(revision.at))} by ${revisionAuthor(revision.actor)}`;

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

/** Lists (topics, products) as one chip per item; text as running words, the body keeping its lines. */
function FieldChange({ change }: { change: FieldDiff }) {
  const list = change.field === "topics" || change.field === "products";
  return (
    <section className={styles.field} aria-labelledby={`diff-${change.field}`}>
      <h3 id={`diff-${change.field}`} className={styles.fieldTitle}>
        {change.label}
      </h3>
      {list ? (
        <ul className={styles.chips}>
          {change.parts.map((part, index) => (
            <li key={index} className={styles.chip}>
              <Part part={part} />
            </li>
          ))}
        </ul>
      ) : (
        <p className={change.field === "body" ? styles.body : styles.text}>
          {change.parts.map((part, index) => (
            <Part key={index} part={part} />
          ))}
        </p>
      )}
    </section>
  );
}

export function RevisionDiff({ storyId, comparison }: RevisionDiffProps) {
  const { older, newer, changes } = comparison;
  return (
    <Panel id="revision-diff" title="Changes">
      <div className={styles.stack}>
        <p className={styles.intro}>
          From the version {describe(older)} to {newer ? `the version ${describe(newer)}` : "the story as it is now"}.
        </p>
        <p className={styles.key}>
          <ins className={styles.added}>Added text</ins> is underlined; <del className={styles.removed}>removed text</del> is struck through.
        </p>
        {changes.length === 0 ? (
          <p className={styles.none}>No differences: the two versions are the same.</p>
        ) : (
          changes.map((change) => <FieldChange key={change.field} change={change} />)
        )}
        <div className={styles.restore}>
          <RestoreRevisionButton storyId={storyId} revisionId={older.id} context={describe(older)} openEditor />
        </div>
      </div>
    </Panel>
  );
}
