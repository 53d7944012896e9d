"use client";

// The story editor's toolbar: one tab stop, arrow keys move between buttons (the ARIA toolbar
// pattern). Buttons that cannot act stay focusable with aria-disabled, so the arrow keys never
// skip over them and a screen reader still announces them.
import { useEditorState, type Editor } from "@tiptap/react";
import { useRef, useState, type KeyboardEvent } from "react";
import styles from "./StoryBodyEditor.styles";

export type StoryPanel = "link" | "image" | null;

interface ToolbarState {
  heading2: boolean;
  heading3: boolean;
  bold: boolean;
  italic: boolean;
  bulletList: boolean;
  orderedList: boolean;
  blockquote: boolean;
  canUndo: boolean;
  canRedo: boolean;
}

interface Tool {
  label: string;
  /** Whether the button is on: only toggles have one, and get aria-pressed. */
  pressed?: (state: ToolbarState) => boolean;
  enabled?: (state: ToolbarState) => boolean;
  run: (editor: Editor) => void;
  className?: string;
}

function readState(editor: Editor): ToolbarState {
  return {
    heading2: editor.isActive("heading", { level: 2 }),
    heading3: editor.isActive("heading", { level: 3 }),
    bold: editor.isActive("bold"),
    italic: editor.isActive("italic"),
    bulletList: editor.isActive("bulletList"),
    orderedList: editor.isActive("orderedList"),
    blockquote: editor.isActive("blockquote"),
    canUndo: editor.can().undo(),
    canRedo: editor.can().redo(),
  };
}

function tools(openPanel: (panel: StoryPanel) => void): Tool[] {
  return [
    { label: "Heading 2", pressed: (s) => s.heading2, run: (e) => e.chain().focus().toggleHeading({ level: 2 }).run() },
    { label: "Heading 3", pressed: (s) => s.heading3, run: (e) => e.chain().focus().toggleHeading({ level: 3 }).run() },
    { label: "Bold", pressed: (s) => s.bold, run: (e) => e.chain().focus().toggleBold().run(), className: styles.boldTool },
    { label: "Italic", pressed: (s) => s.italic, run: (e) => e.chain().focus().toggleItalic().run(), className: styles.italicTool },
    { label: "Bullet list", pressed: (s) => s.bulletList, run: (e) => e.chain().focus().toggleBulletList().run() },
    { label: "Numbered list", pressed: (s) => s.orderedList, run: (e) => e.chain().focus().toggleOrderedList().run() },
    { label: "Pull quote", pressed: (s) => s.blockquote, run: (e) => e.chain().focus().toggleBlockquote().run() },
    // Link and Image open a form below the toolbar, so they say whether it is open, not pressed.
    { label: "Link", run: () => openPanel("link") },
    { label: "Image", run: () => openPanel("image") },
    { label: "Undo", enabled: (s) => s.canUndo, run: (e) => e.chain().focus().undo().run() },
    { label: "Redo", enabled: (s) => s.canRedo, run: (e) => e.chain().focus().redo().run() },
  ];
}

const MOVES: Record<string, (index: number, count: number) => number> = {
  ArrowRight: (index, count) => (index + 1) % count,
  ArrowLeft: (index, count) => (index - 1 + count) % count,
  Home: () => 0,
  End: (_index, count) => count - 1,
};

export function StoryToolbar({
  editor,
  controls,
  panel,
  onPanel,
}: {
  editor: Editor;
  controls: string;
  panel: StoryPanel;
  onPanel: (panel: StoryPanel) => void;
}) {
  const state = useEditorState({ editor, selector: ({ editor: current }) => readState(current) });
  const [focusIndex, setFocusIndex] = useState(0);
  const buttons = useRef<(HTMLButtonElement | null)[]>([]);
  const list = tools((next) => onPanel(panel === next ? null : next));

  function onKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    const move = MOVES[event.key];
    if (!move) return;
    event.preventDefault();
    const next = move(focusIndex, list.length);
    setFocusIndex(next);
    buttons.current[next]?.focus();
  }

  return (
    <div role="toolbar" aria-label="Formatting" aria-controls={controls} className={styles.toolbar} onKeyDown={onKeyDown}>
      {list.map((tool, index) => {
        const enabled = tool.enabled ? tool.enabled(state) : true;
        return (
          <button
            key={tool.label}
            ref={(element) => {
              buttons.current[index] = element;
            }}
            type="button"
            className={[styles.tool, tool.className].filter(Boolean).join(" ")}
            tabIndex={index === focusIndex ? 0 : -1}
            aria-pressed={tool.pressed ? tool.pressed(state) : undefined}
            aria-expanded={tool.label === "Link" ? panel === "link" : tool.label === "Image" ? panel === "image" : undefined}
            aria-disabled={enabled ? undefined : true}
            onFocus={() => setFocusIndex(index)}
            onClick={() => {
              if (enabled) tool.run(editor);
            }}
          >
            {tool.label}
          </button>
        );
      })}
    </div>
  );
}
