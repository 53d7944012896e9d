"use client";
// The reply box at the foot of a thread, for signed-in members; "Quote" on a post drops the quoted
// text in here. What the member wrote stays in the box until the server has accepted it.
import { useRouter } from "next/navigation";
import { useEffect, useRef, useState, type FormEvent } from "react";
import { TALK_LIMITS } from "@/lib/talk/limits";
import { ErrorLine } from "./ErrorLine";
import { talkRequest } from "@/lib/talk/client";
import { useTalkAction } from "./use-talk-action";
import styles from "./Talk.module.css";

export const QUOTE_EVENT = "talk:quote";
export interface QuoteDetail {
  postId: number;
  author: string;
  body: string;
}

/** The quoted post as a Markdown blockquote naming its author. */
export function quoteMarkdown(author: string, body: string): string {
  const excerpt = body.length > 600 ? `${body.slice(0, 600).trimEnd()}…` : body;
  return `> **${author}** wrote:\n>\n${excerpt
    .split("\n")
    .map((line) => `> ${line}`.trimEnd())
    .join("\n")}\n\n`;
}

export function ReplyEditor({ threadId }: { threadId: number }) {
  const router = useRouter();
  const [body, setBody] = useState("");
  const [quoteOf, setQuoteOf] = useState<number | undefined>();
  const { busy, error, run } = useTalkAction();
  const field = useRef<HTMLTextAreaElement>(null);

  useEffect(() => {
    const onQuote = (event: Event) => {
      const { postId, author, body: quoted } = (event as CustomEvent<QuoteDetail>).detail;
      setQuoteOf(postId);
      setBody((current) => quoteMarkdown(author, quoted) + current);
      field.current?.scrollIntoView({ block: "center" });
      field.current?.focus();
    };
    window.addEventListener(QUOTE_EVENT, onQuote);
    return () => window.removeEventListener(QUOTE_EVENT, onQuote);
  }, []);

  async function submit(event: FormEvent) {
    event.preventDefault();
    const posted = await run(() => talkRequest<{ url: string }>(`/threads/${threadId}/posts`, "POST", { body, ...(quoteOf && body.includes("wrote:") ? { quoteOf } : {}) }));
    if (!posted) return;
    setBody("");
    setQuoteOf(undefined);
    router.push(posted.url);
    router.refresh();
  }

  const left = TALK_LIMITS.bodyMax - body.length;
  return (
    <form className={styles.editor} onSubmit={submit} aria-labelledby="reply-title" data-testid="reply-editor">
      <h2 id="reply-title" className={styles.editorTitle}>
        Your reply
      </h2>
      <label htmlFor="reply-body" className="visually-hidden">
        Your reply
      </label>
      <textarea
        id="reply-body"
        ref={field}
        value={body}
        onChange={(event) => setBody(event.target.value)}
        rows={6}
        maxLength={TALK_LIMITS.bodyMax}
        className={styles.textarea}
        aria-describedby="reply-help"
      />
      <p id="reply-help" className={styles.help}>
        Markdown works: **bold**, *italic*, lists, &gt; quotes, `code` and links. {left < 500 ? `${left} characters left.` : ""}
      </p>
      <ErrorLine error={error} />
      <div className={styles.buttons}>
        <button type="submit" className="btn btn-pink" disabled={busy}>
          Post reply
        </button>
      </div>
    </form>
  );
}
