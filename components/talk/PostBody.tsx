// A post's Markdown through the site's safe renderer (./SafeMarkdown.tsx: raw HTML shown as text,
// unsafe links dropped, only a small safe subset of elements), in TALK's post styles.
import { SafeMarkdown } from "./SafeMarkdown";
import styles from "./Talk.module.css";

export function PostBody({ markdown }: { markdown: string }) {
  return (
    <div className={styles.postBody} data-post-body>
      <SafeMarkdown markdown={markdown} />
    </div>
  );
}
