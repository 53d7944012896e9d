"use client";
// Show notes (sanitised HTML from a feed) whose links to this site navigate client-side, so a
// listener following a link from the notes keeps the episode playing.
import { useRouter } from "next/navigation";
import type { MouseEvent } from "react";

export function NotesHtml({ html, className }: { html: string; className?: string }) {
  const router = useRouter();
  function onClick(event: MouseEvent<HTMLDivElement>) {
    const link = (event.target as HTMLElement).closest("a");
    const href = link?.getAttribute("href");
    if (!link || !href || !href.startsWith("/") || href.startsWith("//")) return;
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey || link.target === "_blank") return;
    event.preventDefault();
    router.push(href);
  }
  return <div className={className} onClick={onClick} dangerouslySetInnerHTML={{ __html: html }} />;
}
