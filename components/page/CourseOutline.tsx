import styles from "./CourseOutline.module.css";

/** A course's topics as a numbered outline. */
export function CourseOutline({ topics }: { topics: string[] }) {
  return (
    <ol className={styles.outline}>
      {topics.map((topic) => (
        <li key={topic} className={styles.topic}>
          {topic}
        </li>
      ))}
    </ol>
  );
}
