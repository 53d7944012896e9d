// One question of a lesson's quiz: its options as radio buttons, and once marked, the right answer
// and the learner's wrong one tagged, with the verdict that describes the fieldset.
import type { MarkedQuestion } from "@/lib/learn/schema";
import type { PublicQuestion } from "@/lib/learn/types";
import styles from "./Learn.module.css";

interface QuizQuestionProps {
  question: PublicQuestion;
  index: number;
  answer: number | null;
  /** The server's marking of this question, once the answers are checked. */
  marked: MarkedQuestion | undefined;
  locked: boolean;
  onChoose: (choice: number) => void;
}

export function QuizQuestion({ question, index, answer, marked, locked, onChoose }: QuizQuestionProps) {
  return (
    <fieldset className={styles.question} disabled={locked} aria-describedby={marked ? `quiz-verdict-${index}` : undefined}>
      <legend>
        {index + 1}. {question.question}
      </legend>
      <div className={styles.options}>
        {question.options.map((option, choice) => {
          const isRight = marked !== undefined && choice === marked.answer;
          const isWrongChoice = marked !== undefined && !isRight && choice === marked.chosen;
          const verdict = isRight ? styles.right : isWrongChoice ? styles.wrong : "";
          return (
            <label key={option} className={`${styles.option} ${verdict}`}>
              <input type="radio" name={`question-${index}`} value={choice} checked={answer === choice} onChange={() => onChoose(choice)} />
              <span>{option}</span>
              {isRight ? <span className={styles.optionTag}>✓ Right answer</span> : isWrongChoice ? <span className={styles.optionTag}>✗ Your answer</span> : null}
            </label>
          );
        })}
      </div>
      {marked ? (
        <p id={`quiz-verdict-${index}`} className={`${styles.verdict} ${marked.right ? "" : styles.isWrong}`} data-testid="quiz-verdict">
          <strong>{marked.right ? "Right. " : `Not quite: the answer is “${question.options[marked.answer]}”. `}</strong>
          {/* The chosen option's own explanation when it has one (a common misconception), else the question's. */}
          {marked.why ?? marked.explanation}
        </p>
      ) : null}
    </fieldset>
  );
}
