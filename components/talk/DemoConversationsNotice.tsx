// TALK's demo conversations (content/talk) load only with DEMO_DATA; while they do, every TALK page
// says they are examples, so no invented member reads as a real person (issue 37.7).
import { demoDataEnabled } from "@/lib/demo-data";
import styles from "./Talk.module.css";

export function DemoConversationsNotice() {
  if (!demoDataEnabled()) return null;
  return (
    <p className={styles.demoNotice} role="note" data-testid="talk-demo-notice">
      Example conversations: our team wrote these threads to show what TALK is for, and their members are invented.
    </p>
  );
}
