import styles from "./Talk.module.css";

/** A refusal or failure in words, read out as it appears. */
export function ErrorLine({ error }: { error: string | null }) {
  return error ? (
    <p className={styles.error} role="alert">
      {error}
    </p>
  ) : null;
}
