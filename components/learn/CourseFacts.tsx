import type { LessonSummary } from "@/lib/learn/types";
import { courseFacts } from "@/lib/learn/facts";
import styles from "./Learn.module.css";

export function CourseFacts({ level, lessons }: { level: string; lessons: LessonSummary[] }) {
  return (
    <ul className={styles.facts} aria-label="About this course">
      {courseFacts(level, lessons).map((fact) => (
        <li key={fact}>{fact}</li>
      ))}
    </ul>
  );
}
