// Shown above a story in an editor's preview (draft mode): what state it is in, that readers
// cannot see it yet (unless it is published), and the way back to the editor.
import { STATUS_LABELS, STORY_STATUSES, type StoryStatus } from "@/lib/content/workflow";
import styles from "./PreviewBanner.module.css";

const isStatus = (value: string): value is StoryStatus => (STORY_STATUSES as readonly string[]).includes(value);

export function PreviewBanner({ storyId, status }: { storyId: string; status: string }) {
  const label = isStatus(status) ? STATUS_LABELS[status] : status;
  return (
    <aside className={styles.banner} aria-label="Preview">
      <p>
        <strong>Preview: {label}.</strong>{" "}
        {status === "published" ? "This is the story as readers see it now, with your latest saved changes." : "Readers cannot see this story. This is how it will look when it is published."}
      </p>
      <a className={styles.exit} href={`/api/admin/content/preview/exit?story=${storyId}`}>
        Exit preview
      </a>
    </aside>
  );
}
