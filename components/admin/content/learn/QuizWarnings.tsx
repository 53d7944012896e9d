// The quiz's warnings as the editor types (lib/learn/quiz-warnings.ts): patterns a learner could
// score on without reading the lesson. Warnings, not errors: the lesson still saves. A polite live
// region, so a screen reader hears a warning come and go.
import type { QuizWarning } from "@/lib/learn/quiz-warnings";
import quizStyles from "./Quiz.styles";

export const NO_WARNINGS = "No warnings: the right answers vary in place and length.";

export function QuizWarnings({ warnings, questions }: { warnings: readonly QuizWarning[]; questions: number }) {
  const flagged = warnings.length > 0;
  return (
    <div className={flagged ? quizStyles.warnings : quizStyles.noWarnings} role="status" aria-live="polite" aria-labelledby="lesson-quiz-warnings-title" data-testid="quiz-warnings">
      <h3 id="lesson-quiz-warnings-title" className={quizStyles.warningsTitle}>
        Before this quiz goes out
      </h3>
      {flagged ? (
        <ul className={quizStyles.warningList}>
          {warnings.map((warning) => (
            <li key={`${warning.kind}-${warning.questionIndex ?? "all"}`}>{warning.message}</li>
          ))}
        </ul>
      ) : (
        <p className={quizStyles.warningsNone}>{questions > 0 ? NO_WARNINGS : "Nothing to check yet: the lesson has no quiz."}</p>
      )}
    </div>
  );
}
