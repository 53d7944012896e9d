"use client";
// The course's own fields: title, audience, level, summary, outcomes (3 to 6, one field each),
// illustration, tone and its introduction in the newsroom's rich-text editor, which reads and
// writes the Markdown the course page renders (as a lesson's body: LessonFields.tsx).
import { COURSE_ILLUSTRATIONS, COURSE_LEVELS, COURSE_LIMITS, COURSE_TONES } from "@/lib/content/schema";
import { StoryBodyEditor } from "../editor/StoryBodyEditor";
import { FieldError, StoryChoiceGroup, StoryFormField } from "../StoryField";
import { OUTCOMES, errorAt, fieldId, fieldName, newOutcomeKey, type CourseValues } from "./course-form-values";
import type { CourseEditorState } from "./use-course-editor";
import story from "../StoryWorkspace.styles";
import styles from "./LessonEditor.styles";

type Editor = Pick<CourseEditorState, "values" | "errors" | "change">;
type FieldsEditor = Editor & Pick<CourseEditorState, "bodyKey">;
type TextField = "title" | "audience" | "summary" | "body";
type ChoiceField = "level" | "illustration" | "tone";

const CHOICES: Record<ChoiceField, { label: string; options: readonly string[]; hint: string }> = {
  level: { label: "Level", options: COURSE_LEVELS, hint: "Shown beside the number of lessons." },
  illustration: { label: "Illustration", options: COURSE_ILLUSTRATIONS, hint: "The drawing on the course's card." },
  tone: { label: "Tone", options: COURSE_TONES, hint: "The colour of the course's card." },
};

export function CourseEditorFields({ editor }: { editor: FieldsEditor }) {
  const { values, errors, change } = editor;
  const setText = (field: TextField, text: string) => change({ recipe: (now) => ({ ...now, [field]: text }), clears: [field] });
  const setChoice = (field: ChoiceField, value: string) => change({ recipe: (now) => ({ ...now, [field]: value }), clears: [field] });
  return (
    <>
      <StoryFormField field={fieldName("title")} label="Title" error={errorAt(errors, "title")} count={{ length: values.title.length, max: COURSE_LIMITS.title }}>
        {(control) => <input {...control} className={story.input} value={values.title} onChange={(event) => setText("title", event.target.value)} />}
      </StoryFormField>
      <StoryFormField field={fieldName("audience")} label="Audience" hint="Who the course is for, shown above its title." error={errorAt(errors, "audience")} count={{ length: values.audience.length, max: COURSE_LIMITS.audience }}>
        {(control) => <input {...control} className={story.input} value={values.audience} onChange={(event) => setText("audience", event.target.value)} />}
      </StoryFormField>
      <ChoiceField field="level" value={values.level} error={errorAt(errors, "level")} onChange={setChoice} />
      <StoryFormField field={fieldName("summary")} label="Summary" hint="Two or three sentences under the title, shown on the course's card too." error={errorAt(errors, "summary")} count={{ length: values.summary.length, max: COURSE_LIMITS.summary }}>
        {(control) => <textarea {...control} className={story.textarea} rows={4} value={values.summary} onChange={(event) => setText("summary", event.target.value)} />}
      </StoryFormField>
      <OutcomesField editor={editor} />
      <ChoiceField field="illustration" value={values.illustration} error={errorAt(errors, "illustration")} onChange={setChoice} />
      <ChoiceField field="tone" value={values.tone} error={errorAt(errors, "tone")} onChange={setChoice} />
      <div className={story.field}>
        <StoryBodyEditor key={editor.bodyKey} id={fieldId("body")} label="Introduction" initialMarkdown={values.body} onChange={(markdown) => setText("body", markdown)} errorId={errors.body ? `${fieldId("body")}-error` : undefined} />
        <p className={story.hint}>Shown under “About this course”: a few short paragraphs, at most {COURSE_LIMITS.body.toLocaleString("en-GB")} characters of text.</p>
        <FieldError id={fieldId("body")} error={errorAt(errors, "body")} />
      </div>
    </>
  );
}

function ChoiceField({ field, value, error, onChange }: { field: ChoiceField; value: string; error?: string; onChange: (field: ChoiceField, value: string) => void }) {
  const { label, options, hint } = CHOICES[field];
  return (
    <StoryFormField field={fieldName(field)} label={label} hint={hint} error={error}>
      {(control) => (
        <select {...control} className={story.input} value={value} onChange={(event) => onChange(field, event.target.value)}>
          {options.map((option) => (
            <option key={option} value={option}>
              {option}
            </option>
          ))}
        </select>
      )}
    </StoryFormField>
  );
}

function OutcomesField({ editor }: { editor: Editor }) {
  const { values, errors, change } = editor;
  const { outcomes } = values;
  const set = (recipe: (list: CourseValues["outcomes"]) => CourseValues["outcomes"]) => (now: CourseValues) => ({ ...now, outcomes: recipe(now.outcomes) });
  const add = () => change({ recipe: set((list) => [...list, { key: newOutcomeKey(), text: "" }]), clears: ["outcomes"], focus: fieldId(`outcomes.${outcomes.length}`) });
  const remove = (index: number) =>
    change({
      recipe: set((list) => list.filter((_, at) => at !== index)),
      clears: ["outcomes"],
      focus: fieldId(`outcomes.${Math.min(index, outcomes.length - 2)}`),
      announce: `Outcome ${index + 1} removed.`,
    });
  return (
    <StoryChoiceGroup field={fieldName("outcomes")} legend="What learners will learn" hint={`${OUTCOMES.min} to ${OUTCOMES.max} short lines, listed under “What you’ll learn”.`} error={errorAt(errors, "outcomes")}>
      <ol className={styles.takeaways}>
        {outcomes.map((outcome, index) => (
          <li key={outcome.key} className={styles.takeaway}>
            <StoryFormField field={fieldName(`outcomes.${index}`)} label={`Outcome ${index + 1}`} error={errorAt(errors, `outcomes.${index}`)} count={{ length: outcome.text.length, max: COURSE_LIMITS.outcome }}>
              {(control) => (
                <input
                  {...control}
                  className={story.input}
                  value={outcome.text}
                  onChange={(event) => change({ recipe: set((list) => list.map((item, at) => (at === index ? { ...item, text: event.target.value } : item))), clears: [`outcomes.${index}`] })}
                />
              )}
            </StoryFormField>
            {outcomes.length > OUTCOMES.min && (
              <button type="button" className={styles.remove} onClick={() => remove(index)}>
                Remove<span className="visually-hidden"> outcome {index + 1}</span>
              </button>
            )}
          </li>
        ))}
      </ol>
      {outcomes.length < OUTCOMES.max ? (
        <button type="button" className={styles.add} onClick={add}>
          Add an outcome
        </button>
      ) : (
        <p className={story.hint}>A course lists at most {OUTCOMES.max} outcomes.</p>
      )}
    </StoryChoiceGroup>
  );
}
