// A product's description or tasting notes as the shop shows them: staff write Markdown, rendered
// by the members' safe renderer (raw HTML stays text, only a small tag subset survives), so the
// back office's preview and the product page are the same component and cannot drift apart.
import { SafeMarkdown } from "@/components/talk/SafeMarkdown";
import styles from "./ProductMarkdown.module.css";

export function ProductMarkdown({ markdown, testId }: { markdown: string; testId?: string }) {
  return (
    <div className={styles.prose} data-testid={testId}>
      <SafeMarkdown markdown={markdown} />
    </div>
  );
}
