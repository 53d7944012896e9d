"use client";

// The small forms the toolbar opens below itself: a link's address, and a picture's source and
// alt text. Each refuses what the site would not publish, saying why beside the field, and
// changes nothing in the story until it is valid.
import type { Editor } from "@tiptap/react";
import { useId, useState, type KeyboardEvent } from "react";
import type { StoryFormOptions } from "@/lib/admin/content-contract";
import { isSafeHref, isSafeImageSrc } from "@/lib/content/editor-markdown";
import styles from "./StoryBodyEditor.styles";

export const LINK_REFUSED =
  "Use a web address (https://…), an email address (mailto:…) or a page on this site (starting with /).";
export const IMAGE_SOURCE_REFUSED = "Choose a picture, or give its address on this site (starting with /).";
export const ALT_REQUIRED =
  "Describe the picture in the alt text: readers who cannot see it hear this instead. A picture without it cannot be added.";

function FormShell({
  title,
  onSubmit,
  onCancel,
  submitLabel,
  children,
}: {
  title: string;
  onSubmit: () => void;
  onCancel: () => void;
  submitLabel: string;
  children: React.ReactNode;
}) {
  const titleId = useId();
  // Not a <form>: the editor usually sits inside the story's own form, and forms cannot nest.
  // Enter in a field applies this panel instead of saving the story; Escape closes it.
  function onKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    if (event.key === "Escape") {
      event.preventDefault();
      onCancel();
    } else if (event.key === "Enter" && event.target instanceof HTMLInputElement) {
      event.preventDefault();
      onSubmit();
    }
  }
  return (
    <div role="group" className={styles.panel} aria-labelledby={titleId} onKeyDown={onKeyDown}>
      <h3 id={titleId} className={styles.panelTitle}>
        {title}
      </h3>
      {children}
      <div className={styles.panelButtons}>
        <button type="button" className={styles.primary} onClick={onSubmit}>
          {submitLabel}
        </button>
        <button type="button" className={styles.secondary} onClick={onCancel}>
          Cancel
        </button>
      </div>
    </div>
  );
}

function FieldError({ id, message }: { id: string; message: string | null }) {
  return (
    <p id={id} className={styles.fieldError} role="alert" hidden={!message}>
      {message}
    </p>
  );
}

export function LinkForm({ editor, onClose }: { editor: Editor; onClose: () => void }) {
  const fieldId = useId();
  const errorId = useId();
  const current = editor.getAttributes("link").href;
  const [href, setHref] = useState(typeof current === "string" ? current : "");
  const [error, setError] = useState<string | null>(null);

  function apply() {
    const value = href.trim();
    if (!isSafeHref(value)) {
      setError(LINK_REFUSED);
      return;
    }
    const chain = editor.chain().focus().extendMarkRange("link");
    // With nothing selected, the address itself becomes the link's words.
    if (editor.state.selection.empty && !editor.isActive("link")) {
      chain.insertContent({ type: "text", text: value, marks: [{ type: "link", attrs: { href: value } }] }).run();
    } else {
      chain.setLink({ href: value }).run();
    }
    onClose();
  }

  function remove() {
    editor.chain().focus().extendMarkRange("link").unsetLink().run();
    onClose();
  }

  return (
    <FormShell title="Link" submitLabel="Apply link" onSubmit={apply} onCancel={onClose}>
      <div className={styles.field}>
        <label htmlFor={fieldId}>Address</label>
        <input
          id={fieldId}
          type="text"
          inputMode="url"
          autoComplete="off"
          value={href}
          placeholder="https://… or /learn/…"
          aria-invalid={error ? true : undefined}
          aria-describedby={errorId}
          onChange={(event) => setHref(event.target.value)}
        />
        <FieldError id={errorId} message={error} />
      </div>
      {editor.isActive("link") ? (
        <button type="button" className={styles.secondary} onClick={remove}>
          Remove link
        </button>
      ) : null}
    </FormShell>
  );
}

export function ImageForm({
  editor,
  images,
  onClose,
}: {
  editor: Editor;
  images: StoryFormOptions["images"];
  onClose: () => void;
}) {
  const srcId = useId();
  const srcErrorId = useId();
  const altId = useId();
  const altErrorId = useId();
  const [src, setSrc] = useState("");
  const [alt, setAlt] = useState("");
  const [srcError, setSrcError] = useState<string | null>(null);
  const [altError, setAltError] = useState<string | null>(null);

  function choose(image: { src: string; alt: string }) {
    setSrc(image.src);
    if (!alt.trim()) setAlt(image.alt);
  }

  function insert() {
    const source = src.trim();
    const description = alt.trim();
    setSrcError(isSafeImageSrc(source) ? null : IMAGE_SOURCE_REFUSED);
    setAltError(description ? null : ALT_REQUIRED);
    if (!isSafeImageSrc(source) || !description) return;
    editor.chain().focus().setImage({ src: source, alt: description }).run();
    onClose();
  }

  return (
    <FormShell title="Image" submitLabel="Insert image" onSubmit={insert} onCancel={onClose}>
      {images.length > 0 ? (
        <fieldset className={styles.choices}>
          <legend>Pictures for this story</legend>
          {images.map((image) => (
            <button
              key={image.src}
              type="button"
              className={styles.choice}
              aria-pressed={src === image.src}
              onClick={() => choose(image)}
            >
              {/* eslint-disable-next-line @next/next/no-img-element -- a small preview of a site file */}
              <img src={image.thumb ?? image.src} alt="" width={48} height={48} loading="lazy" />
              <span>{image.alt || image.src}</span>
            </button>
          ))}
        </fieldset>
      ) : null}
      <div className={styles.field}>
        <label htmlFor={srcId}>Picture address</label>
        <input
          id={srcId}
          type="text"
          autoComplete="off"
          value={src}
          placeholder="/images/read/…"
          aria-invalid={srcError ? true : undefined}
          aria-describedby={srcErrorId}
          onChange={(event) => setSrc(event.target.value)}
        />
        <FieldError id={srcErrorId} message={srcError} />
      </div>
      <div className={styles.field}>
        <label htmlFor={altId}>Alt text (required)</label>
        <input
          id={altId}
          type="text"
          autoComplete="off"
          value={alt}
          aria-invalid={altError ? true : undefined}
          aria-describedby={altErrorId}
          onChange={(event) => setAlt(event.target.value)}
        />
        <FieldError id={altErrorId} message={altError} />
      </div>
    </FormShell>
  );
}
