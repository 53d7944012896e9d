"use client";
// PostActions' state and requests: the like count, the open editor or report dialog with their
// text, and a thank-you line after a report. Each change goes to /api/talk; when the server accepts
// it, the page re-renders from the server.
import { useRouter } from "next/navigation";
import { useState, type FormEvent } from "react";
import { talkRequest } from "@/lib/talk/client";
import { QUOTE_EVENT, type QuoteDetail } from "./ReplyEditor";
import { useTalkAction } from "./use-talk-action";

interface PostFacts {
  postId: number;
  author: string;
  body: string;
  likes: number;
  liked: boolean;
  hidden: boolean;
}

export function usePostActions({ postId, author, body, likes, liked, hidden }: PostFacts) {
  const router = useRouter();
  const [state, setState] = useState({ likes, liked });
  const [editing, setEditing] = useState(false);
  const [draft, setDraft] = useState(body);
  const [reporting, setReporting] = useState(false);
  const [reason, setReason] = useState("");
  const { busy, error, run } = useTalkAction();
  const [notice, setNotice] = useState<string | null>(null);

  /** Runs a change; when the server accepts it, hands over its answer and re-renders the page. */
  async function act<T>(work: () => Promise<T>, after?: (result: T) => void): Promise<boolean> {
    const result = await run(work);
    if (result === null) return false;
    after?.(result);
    router.refresh();
    return true;
  }

  const toggleLike = () =>
    act(() => talkRequest<{ likes: number; liked: boolean }>(`/posts/${postId}/like`, state.liked ? "DELETE" : "POST"), (result) => setState(result));

  function quote() {
    window.dispatchEvent(new CustomEvent<QuoteDetail>(QUOTE_EVENT, { detail: { postId, author, body } }));
  }

  async function saveEdit(event: FormEvent) {
    event.preventDefault();
    if (await act(() => talkRequest(`/posts/${postId}`, "PATCH", { body: draft }))) setEditing(false);
  }

  async function sendReport(event: FormEvent) {
    event.preventDefault();
    if (await act(() => talkRequest(`/posts/${postId}/report`, "POST", { reason }))) {
      setReporting(false);
      setNotice("Thanks for telling us. A moderator will take a look.");
    }
  }

  const remove = () => {
    if (window.confirm("Delete this post? It will show as deleted by its author.")) void act(() => talkRequest(`/posts/${postId}`, "DELETE"));
  };

  const moderate = () => act(() => talkRequest(`/moderation/posts/${postId}`, "POST", { action: hidden ? "restore" : "hide" }));

  return { state, editing, setEditing, draft, setDraft, reporting, setReporting, reason, setReason, busy, error, notice, toggleLike, quote, saveEdit, sendReport, remove, moderate };
}
