// The newsroom's rich-text body editor as a plain textarea, for component tests that do not need
// TipTap: vi.mock("@/components/admin/content/editor/StoryBodyEditor", () => import("./support/plain-body-editor")).
export function StoryBodyEditor({ id, label, initialMarkdown, onChange }: { id: string; label: string; initialMarkdown: string; onChange: (markdown: string) => void }) {
  return (
    <div>
      <label htmlFor={id}>{label}</label>
      <textarea id={id} defaultValue={initialMarkdown} onChange={(event) => onChange(event.target.value)} />
    </div>
  );
}
