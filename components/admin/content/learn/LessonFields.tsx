"use client";
// The lesson's own fields: its title, summary, takeaways (2 to 5, one field each) and its body in
// the newsroom's rich-text editor, which reads and writes the Markdown the site renders.
import type { ReactNode } from "react";
import { LESSON_WORDS } from "@/lib/content/schema";
import { StoryBodyEditor } from "../editor/StoryBodyEditor";
import { FieldError, StoryChoiceGroup, StoryFormField } from "../StoryField";
import { LIMITS, TAKEAWAYS, errorAt, fieldId, fieldName, newKey, type LessonValues } from "./lesson-form-values";
import type { LessonEditorState } from "./use-lesson-editor";
import story from "../StoryWorkspace.styles";
import styles from "./LessonEditor.styles";

type Editor = Pick<LessonEditorState, "values" | "errors" | "change">;

/** `afterTitle`: a field that belongs under the title (a new lesson's address, suggested from it). */
export function LessonFields({ editor, afterTitle }: { editor: Editor & Pick<LessonEditorState, "bodyKey">; afterTitle?: ReactNode }) {
  const { values, errors, change } = editor;
  const setText = (field: "title" | "summary" | "body", text: string) => change({ recipe: (now) => ({ ...now, [field]: text }), clears: [field] });
  return (
    <>
      <StoryFormField field="title" label="Title" error={errorAt(errors, "title")} count={{ length: values.title.length, max: LIMITS.title }}>
        {(control) => <input {...control} className={story.input} value={values.title} onChange={(event) => setText("title", event.target.value)} />}
      </StoryFormField>
      {afterTitle}
      <StoryFormField field="summary" label="Summary" hint="One or two sentences under the title, shown on the course page too." error={errorAt(errors, "summary")} count={{ length: values.summary.length, max: LIMITS.summary }}>
        {(control) => <textarea {...control} className={story.textarea} rows={3} value={values.summary} onChange={(event) => setText("summary", event.target.value)} />}
      </StoryFormField>
      <TakeawaysField editor={editor} />
      <div className={story.field}>
        <StoryBodyEditor key={editor.bodyKey} id={fieldId("body")} label="Body" initialMarkdown={values.body} onChange={(markdown) => setText("body", markdown)} errorId={errors.body ? `${fieldId("body")}-error` : undefined} />
        <p className={story.hint}>
          A lesson runs {LESSON_WORDS.min} to {LESSON_WORDS.max} words. Use Heading 2 for its sections; the server counts the words when you save.
        </p>
        <FieldError id={fieldId("body")} error={errorAt(errors, "body")} />
      </div>
    </>
  );
}

function TakeawaysField({ editor }: { editor: Editor }) {
  const { values, errors, change } = editor;
  const { takeaways } = values;
  const set = (recipe: (list: LessonValues["takeaways"]) => LessonValues["takeaways"]) => (now: LessonValues) => ({ ...now, takeaways: recipe(now.takeaways) });
  const add = () => change({ recipe: set((list) => [...list, { key: newKey("t"), text: "" }]), clears: ["takeaways"], focus: fieldId(`takeaways.${takeaways.length}`) });
  const remove = (index: number) =>
    change({
      recipe: set((list) => list.filter((_, at) => at !== index)),
      clears: ["takeaways"],
      focus: fieldId(`takeaways.${Math.min(index, takeaways.length - 2)}`),
      announce: `Takeaway ${index + 1} removed.`,
    });
  const hint = `${TAKEAWAYS.min} to ${TAKEAWAYS.max} short lines, shown as the lesson's key points.`;
  return (
    <StoryChoiceGroup field="takeaways" legend="Takeaways" hint={hint} error={errorAt(errors, "takeaways")}>
      <ol className={styles.takeaways}>
        {takeaways.map((takeaway, index) => (
          <li key={takeaway.key} className={styles.takeaway}>
            <StoryFormField field={fieldName(`takeaways.${index}`)} label={`Takeaway ${index + 1}`} error={errorAt(errors, `takeaways.${index}`)} count={{ length: takeaway.text.length, max: LIMITS.takeaway }}>
              {(control) => (
                <input
                  {...control}
                  className={story.input}
                  value={takeaway.text}
                  onChange={(event) => change({ recipe: set((list) => list.map((item, at) => (at === index ? { ...item, text: event.target.value } : item))), clears: [`takeaways.${index}`] })}
                />
              )}
            </StoryFormField>
            {takeaways.length > TAKEAWAYS.min && (
              <button type="button" className={styles.remove} onClick={() => remove(index)}>
                Remove<span className="visually-hidden"> takeaway {index + 1}</span>
              </button>
            )}
          </li>
        ))}
      </ol>
      {takeaways.length < TAKEAWAYS.max ? (
        <button type="button" className={styles.add} onClick={add}>
          Add a takeaway
        </button>
      ) : (
        <p className={story.hint}>A lesson lists at most {TAKEAWAYS.max} takeaways.</p>
      )}
    </StoryChoiceGroup>
  );
}
