import type { ReactNode } from "react";
import { FeedLink } from "@/components/read/FeedLink";

// Every READ page announces the stories' RSS feed.
export default function ReadLayout({ children }: { children: ReactNode }) {
  return (
    <>
      <FeedLink />
      {children}
    </>
  );
}
