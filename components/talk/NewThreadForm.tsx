"use client";
// "Start a thread": category, title and body. Closed until asked for; guests are sent to sign in.
import { useRouter } from "next/navigation";
import { useState, type FormEvent } from "react";
import { TALK_LIMITS } from "@/lib/talk/limits";
import { ErrorLine } from "./ErrorLine";
import { talkRequest } from "@/lib/talk/client";
import { useTalkAction } from "./use-talk-action";
import styles from "./Talk.module.css";

export function NewThreadForm({ categories, initialCategory, signedIn, signInHref }: { categories: { slug: string; name: string }[]; initialCategory?: string; signedIn: boolean; signInHref: string }) {
  const router = useRouter();
  const [open, setOpen] = useState(false);
  const [category, setCategory] = useState(initialCategory ?? categories[0]?.slug ?? "");
  const [title, setTitle] = useState("");
  const [body, setBody] = useState("");
  const { busy, error, run } = useTalkAction();

  if (!signedIn) {
    return (
      <a href={signInHref} className="btn btn-pink">
        Sign in to start a thread
      </a>
    );
  }
  if (!open) {
    return (
      <button type="button" className="btn btn-pink" onClick={() => setOpen(true)}>
        Start a thread
      </button>
    );
  }

  async function submit(event: FormEvent) {
    event.preventDefault();
    const created = await run(() => talkRequest<{ url: string }>("/threads", "POST", { category, title, body }));
    if (created) router.push(created.url);
  }

  return (
    <form className={`${styles.editor} ${styles.newThread}`} onSubmit={submit} aria-labelledby="new-thread-title" data-testid="new-thread">
      <h2 id="new-thread-title" className={styles.editorTitle}>
        Start a thread
      </h2>
      <label className={styles.label} htmlFor="thread-category">
        Category
      </label>
      <select id="thread-category" value={category} onChange={(event) => setCategory(event.target.value)} className={styles.select}>
        {categories.map((option) => (
          <option key={option.slug} value={option.slug}>
            {option.name}
          </option>
        ))}
      </select>
      <label className={styles.label} htmlFor="thread-title">
        Title
      </label>
      <input id="thread-title" value={title} onChange={(event) => setTitle(event.target.value)} maxLength={TALK_LIMITS.titleMax} className={styles.input} aria-describedby="thread-title-help" />
      <p id="thread-title-help" className={styles.help}>
        {TALK_LIMITS.titleMin}–{TALK_LIMITS.titleMax} characters: a question or a clear topic works best.
      </p>
      <label className={styles.label} htmlFor="thread-body">
        Your post
      </label>
      <textarea id="thread-body" value={body} onChange={(event) => setBody(event.target.value)} rows={8} maxLength={TALK_LIMITS.bodyMax} className={styles.textarea} aria-describedby="thread-body-help" />
      <p id="thread-body-help" className={styles.help}>
        Markdown works: **bold**, *italic*, lists, &gt; quotes, `code` and links.
      </p>
      <ErrorLine error={error} />
      <div className={styles.buttons}>
        <button type="submit" className="btn btn-pink" disabled={busy}>
          Post thread
        </button>
        <button type="button" className="btn btn-outline" onClick={() => setOpen(false)}>
          Cancel
        </button>
      </div>
    </form>
  );
}
