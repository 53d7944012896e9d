"use client";
// One quiz question: what is asked, four options with one right answer (one radio group, under its
// own legend), why each wrong option is wrong (the right option's reason is hidden and never sent),
// and the explanation every learner sees. Its heading takes focus when it moves.
import { useId } from "react";
import { QUIZ_OPTIONS } from "@/lib/learn/quiz";
import { FieldError, StoryFormField } from "../StoryField";
import { LIMITS, answerRadioId, errorAt, fieldId, fieldName, questionHeadingId, type FieldErrors, type QuestionValues } from "./lesson-form-values";
import story from "../StoryWorkspace.styles";
import styles from "./LessonEditor.styles";
import quizStyles from "./Quiz.styles";

export interface QuestionEditorProps {
  index: number;
  count: number;
  question: QuestionValues;
  errors: FieldErrors;
  /** The right option is longer than every other one (a warning, shown here too). */
  longest: boolean;
  /** Applies a change to this question and settles the error paths it names. */
  onChange: (patch: (question: QuestionValues) => Partial<QuestionValues>, clears: string[]) => void;
  onMove: (by: -1 | 1) => void;
  onRemove: () => void;
}

const replaceAt = (list: readonly string[], index: number, value: string) => list.map((item, at) => (at === index ? value : item));

export function QuestionEditor({ index, count, question, errors, longest, onChange, onMove, onRemove }: QuestionEditorProps) {
  const path = `quiz.${index}`;
  const n = index + 1;
  const headingId = questionHeadingId(index);
  return (
    <section className={quizStyles.question} aria-labelledby={headingId} data-testid="quiz-question">
      <div className={quizStyles.questionHead}>
        <h3 id={headingId} className={quizStyles.questionTitle} tabIndex={-1}>
          Question {n}
        </h3>
        <div className={quizStyles.tools}>
          <button type="button" className={styles.tool} disabled={index === 0} onClick={() => onMove(-1)}>
            Move up<span className="visually-hidden"> (question {n})</span>
          </button>
          <button type="button" className={styles.tool} disabled={index === count - 1} onClick={() => onMove(1)}>
            Move down<span className="visually-hidden"> (question {n})</span>
          </button>
          <button type="button" className={styles.remove} onClick={onRemove}>
            Remove question<span className="visually-hidden"> {n}</span>
          </button>
        </div>
      </div>
      <StoryFormField field={fieldName(`${path}.question`)} label="Question" error={errorAt(errors, `${path}.question`)} count={{ length: question.question.length, max: LIMITS.question }}>
        {(control) => <textarea {...control} className={story.textarea} rows={2} value={question.question} onChange={(event) => onChange(() => ({ question: event.target.value }), [`${path}.question`])} />}
      </StoryFormField>
      <OptionsGroup index={index} question={question} errors={errors} onChange={onChange} />
      {longest && <p className={quizStyles.questionWarning}>Warning: the right answer is the longest option, so a learner can guess it by its length.</p>}
      <StoryFormField field={fieldName(`${path}.explanation`)} label="Explanation" hint="Shown to every learner once they have answered, whichever option they picked." error={errorAt(errors, `${path}.explanation`)} count={{ length: question.explanation.length, max: LIMITS.explanation }}>
        {(control) => <textarea {...control} className={story.textarea} rows={3} value={question.explanation} onChange={(event) => onChange(() => ({ explanation: event.target.value }), [`${path}.explanation`])} />}
      </StoryFormField>
    </section>
  );
}

function OptionsGroup({ index, question, errors, onChange }: Pick<QuestionEditorProps, "index" | "question" | "errors" | "onChange">) {
  const path = `quiz.${index}`;
  const groupId = fieldId(`${path}.answer`);
  // The radios' name stays with the question as it moves, so two groups never share one.
  const name = useId();
  const groupError = [errorAt(errors, `${path}.options`), errorAt(errors, `${path}.answer`)].filter(Boolean).join(" ") || undefined;
  return (
    <fieldset className={quizStyles.options} aria-describedby={`${groupId}-hint${groupError ? ` ${groupId}-error` : ""}`}>
      <legend className={story.groupLegend}>Right answer for question {index + 1}</legend>
      <p id={`${groupId}-hint`} className={story.hint}>
        Write four options and choose the right one. For each wrong option you can say why it is wrong.
      </p>
      <FieldError id={groupId} error={groupError} />
      {Array.from({ length: QUIZ_OPTIONS }, (_, option) => {
        const right = question.answer === option + 1;
        const optionPath = `${path}.options.${option}`;
        const whyPath = `${path}.whys.${option}`;
        return (
          <div key={option} className={right ? quizStyles.rightOption : quizStyles.option}>
            <div className={quizStyles.optionRow}>
              <StoryFormField field={fieldName(optionPath)} label={`Option ${option + 1}`} error={errorAt(errors, optionPath)} count={{ length: question.options[option].length, max: LIMITS.option }}>
                {(control) => (
                  <input {...control} className={story.input} value={question.options[option]} onChange={(event) => onChange((now) => ({ options: replaceAt(now.options, option, event.target.value) }), [optionPath, `${path}.options`])} />
                )}
              </StoryFormField>
              <label className={quizStyles.rightChoice}>
                <input type="radio" id={answerRadioId(index, option)} name={name} checked={right} onChange={() => onChange(() => ({ answer: option + 1 }), [`${path}.answer`, ...Array.from({ length: QUIZ_OPTIONS }, (__, at) => `${path}.whys.${at}`)])} />
                Right answer<span className="visually-hidden"> (option {option + 1})</span>
              </label>
            </div>
            {right ? (
              <p className={quizStyles.rightNote}>The right answer: learners who pick it see the explanation.</p>
            ) : (
              <StoryFormField field={fieldName(whyPath)} label={`Why option ${option + 1} is wrong`} optional hint="Shown to a learner who picks it." error={errorAt(errors, whyPath)} count={{ length: question.whys[option].length, max: LIMITS.why }}>
                {(control) => <textarea {...control} className={`${story.textarea} ${quizStyles.why}`} rows={2} value={question.whys[option]} onChange={(event) => onChange((now) => ({ whys: replaceAt(now.whys, option, event.target.value) }), [whyPath])} />}
              </StoryFormField>
            )}
          </div>
        );
      })}
    </fieldset>
  );
}
