import styles from "./ThemeList.module.css";

interface ThemeListProps {
  items: readonly { title: string; text: string }[];
  headingLevel?: 2 | 3;
}

/** A simple grid of titled points (not links): themes, tips or guidelines. */
export function ThemeList({ items, headingLevel = 3 }: ThemeListProps) {
  const Heading = headingLevel === 2 ? "h2" : "h3";
  return (
    <ul className={styles.list}>
      {items.map((item) => (
        <li key={item.title} className={styles.item}>
          <Heading className={styles.title}>{item.title}</Heading>
          <p className={styles.text}>{item.text}</p>
        </li>
      ))}
    </ul>
  );
}
