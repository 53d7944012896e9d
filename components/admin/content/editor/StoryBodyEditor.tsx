"use client";

// The newsroom's rich-text editor for a story's body (issue 37). It reads and writes the Markdown
// the site renders, through the same conversion the round-trip test checks
// (lib/content/editor-markdown.ts), so saving an untouched story changes nothing on the page.
import { EditorContent, useEditor } from "@tiptap/react";
import { useEffect, useId, useRef, useState } from "react";
import type { StoryFormOptions } from "@/lib/admin/content-contract";
import { editorDocToMarkdown, markdownToEditorDoc, storyExtensions } from "@/lib/content/editor-markdown";
import { countWords, readingMinutes } from "@/lib/content/word-count";
import { ImageForm, LinkForm } from "./StoryInsertForms";
import { StoryToolbar, type StoryPanel } from "./StoryToolbar";
import styles from "./StoryBodyEditor.styles";

export interface StoryBodyEditorProps {
  /** The editable area's id, for labels and error summaries that point at it. */
  id: string;
  label: string;
  initialMarkdown: string;
  onChange: (markdown: string) => void;
  /** Pictures already uploaded for this story, offered by the Image button. */
  images?: StoryFormOptions["images"];
  /** The id of the refusal shown under the editor, when there is one: read out with the body. */
  errorId?: string;
}

/** "612 words · 3 min read", as the site counts them. */
export function readingSummary(markdown: string): string {
  const words = countWords(markdown);
  return `${words} ${words === 1 ? "word" : "words"} · ${readingMinutes(words)} min read`;
}

export function StoryBodyEditor({ id, label, initialMarkdown, onChange, images = [], errorId }: StoryBodyEditorProps) {
  const labelId = useId();
  const summaryId = useId();
  const [markdown, setMarkdown] = useState(initialMarkdown);
  const [panel, setPanel] = useState<StoryPanel>(null);
  // The latest onChange, so the editor (created once) never calls a stale one.
  const onChangeRef = useRef(onChange);
  useEffect(() => {
    onChangeRef.current = onChange;
  }, [onChange]);

  // Built once: new option objects on every render would make TipTap reconfigure the editor.
  const [setup] = useState(() => ({
    extensions: storyExtensions(),
    content: markdownToEditorDoc(initialMarkdown),
    editorProps: {
      attributes: {
        id,
        role: "textbox",
        "aria-multiline": "true",
        "aria-labelledby": labelId,
        "aria-describedby": summaryId,
        class: styles.editable,
        spellcheck: "true",
      },
    },
  }));

  const editor = useEditor({
    ...setup,
    // Next renders this component on the server too, where there is no editor to draw.
    immediatelyRender: false,
    onUpdate: ({ editor: current }) => {
      const next = editorDocToMarkdown(current.getJSON());
      setMarkdown(next);
      onChangeRef.current(next);
    },
  });

  // The editor is built once; its refusal is tied to it (and marks it invalid) as it comes and goes.
  useEffect(() => {
    if (!editor) return;
    const attributes = { ...setup.editorProps.attributes, "aria-describedby": errorId ? `${summaryId} ${errorId}` : summaryId, ...(errorId ? { "aria-invalid": "true" } : {}) };
    editor.setOptions({ editorProps: { ...setup.editorProps, attributes } });
  }, [editor, errorId, setup, summaryId]);

  function closePanel() {
    setPanel(null);
    editor?.commands.focus();
  }

  return (
    <div className={styles.editor}>
      <p id={labelId} className={styles.label}>
        {label}
      </p>
      {editor ? (
        <>
          <StoryToolbar editor={editor} controls={id} panel={panel} onPanel={setPanel} />
          {panel === "link" ? <LinkForm editor={editor} onClose={closePanel} /> : null}
          {panel === "image" ? <ImageForm editor={editor} images={images} onClose={closePanel} /> : null}
        </>
      ) : (
        <div className={styles.toolbarPlaceholder} aria-hidden="true" />
      )}
      <EditorContent editor={editor} className={styles.surface} />
      <p id={summaryId} className={styles.summary}>
        {readingSummary(markdown)}
      </p>
    </div>
  );
}
