"use client";
// The newsroom's story editor (issue 37): the form on the left, where the story stands and its
// saved versions in a sticky panel on the right (one column below 1100px). State and saving:
// use-story-editor.ts; the body's rich-text editor: editor/StoryBodyEditor.tsx.
import type { StoryEditorData, StoryFormOptions } from "@/lib/admin/content-contract";
import { Panel } from "../Panel";
import { StoryBodyEditor } from "./editor/StoryBodyEditor";
import { SearchFields, StoryFields } from "./StoryFields";
import { StoryProductPicker } from "./StoryProductPicker";
import { StoryRevisions } from "./StoryRevisions";
import { StoryStatusPanel } from "./StoryStatusPanel";
import { storyFieldId } from "./story-form-values";
import { saveLine, useStoryEditor, type StoryEditorState } from "./use-story-editor";
import styles from "./StoryWorkspace.styles";

export interface StoryWorkspaceProps {
  /** null: a new story. */
  story: StoryEditorData | null;
  options: StoryFormOptions;
  /** The story was created a moment ago (?created=1). */
  justCreated?: boolean;
}

export function StoryWorkspace({ story, options, justCreated = false }: StoryWorkspaceProps) {
  const editor = useStoryEditor({ story, options });
  const { current } = editor;
  return (
    <div className={styles.grid}>
      <div className={styles.main}>
        {justCreated && (
          <p className={styles.created} role="status">
            Draft created. It saves itself as you write; nobody outside the newsroom can see it until it is published.
          </p>
        )}
        <Panel id="story-form" title={current ? "Story" : "New story"}>
          <StoryForm editor={editor} options={options} />
        </Panel>
      </div>
      <div className={styles.side}>
        {current ? (
          <>
            <StoryStatusPanel story={current} ensureSaved={editor.ensureSaved} onChanged={(next) => editor.adopt(next, false)} />
            <StoryRevisions storyId={current.id} revisions={current.revisions} disabled={editor.busy} unsaved={editor.dirty} onRestored={(next) => editor.adopt(next, true)} />
          </>
        ) : (
          <Panel id="story-next" title="What happens next">
            <p className={styles.help}>
              &ldquo;Create draft&rdquo; saves the story as a draft only the newsroom can see. From then on it saves itself as you write, and you can preview it, publish it or schedule it.
            </p>
          </Panel>
        )}
      </div>
    </div>
  );
}

function StoryForm({ editor, options }: { editor: StoryEditorState; options: StoryFormOptions }) {
  const { current, values, errors } = editor;
  const published = current?.status === "published";
  return (
    <form
      className={styles.form}
      noValidate
      aria-label={current ? `Edit ${current.fields.title}` : "New story"}
      aria-busy={editor.busy}
      onSubmit={(event) => {
        event.preventDefault();
        void (current ? editor.save() : editor.create());
      }}
    >
      <StoryFields editor={editor} options={options} published={published} />
      <StoryProductPicker editor={editor} products={options.products} />
      <SearchFields editor={editor} />
      <div className={styles.field}>
        <StoryBodyEditor key={editor.bodyKey} id={storyFieldId("body")} label="Body" initialMarkdown={values.body} onChange={(markdown) => editor.set("body", markdown)} images={options.images} errorId={errors.body ? `${storyFieldId("body")}-error` : undefined} />
        {errors.body && (
          <p id={`${storyFieldId("body")}-error`} className={styles.fieldError}>
            <span className="visually-hidden">Error: </span>
            {errors.body}
          </p>
        )}
      </div>
      <div className={styles.saveBar}>
        <button type="submit" className={styles.primary} disabled={editor.busy}>
          {!current ? "Create draft" : published ? "Update story" : "Save"}
        </button>
        {published && editor.dirty && <p className={styles.unsaved}>You have unsaved changes. Readers see the story as it was last updated.</p>}
        <p className={styles.saveStatus} role="status" aria-live="polite" data-testid="story-save-status">
          {saveLine(editor.saveState, editor.autosaves ? "Changes save themselves 2 seconds after you stop typing." : "")}
        </p>
      </div>
    </form>
  );
}
