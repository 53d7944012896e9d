// @vitest-environment jsdom
// The newsroom's story body editor (components/admin/content/editor/): it shows the story it is
// given, its toolbar says which marks are on, it refuses a picture without alt text and a link
// the site would not publish, and it counts words as the site does.
import { act, cleanup, fireEvent, render, screen, within } from "@testing-library/react";
import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { StoryBodyEditor } from "@/components/admin/content/editor/StoryBodyEditor";

const STORY = "## Start with four bottles\n\nMost alcohol-free spirits are **designed** to be mixed.";

beforeAll(() => {
  // ProseMirror measures the selection to scroll it into view; jsdom has no layout.
  const rect = { x: 0, y: 0, top: 0, left: 0, right: 0, bottom: 0, width: 0, height: 0, toJSON: () => ({}) };
  Range.prototype.getClientRects = () => Object.assign([], { item: () => null }) as unknown as DOMRectList;
  Range.prototype.getBoundingClientRect = () => rect as DOMRect;
  document.elementFromPoint = () => null;
});
afterEach(cleanup);

async function renderEditor(initialMarkdown = STORY, images?: { src: string; alt: string }[]) {
  const onChange = vi.fn<(markdown: string) => void>();
  render(<StoryBodyEditor id="story-body" label="Story" initialMarkdown={initialMarkdown} onChange={onChange} images={images} />);
  const toolbar = await screen.findByRole("toolbar", { name: "Formatting" });
  const editable = screen.getByRole("textbox", { name: "Story" });
  return { onChange, toolbar, editable };
}

const click = (element: HTMLElement) => act(async () => fireEvent.click(element));
const type = (element: HTMLElement, value: string) => act(async () => fireEvent.change(element, { target: { value } }));
const written = (onChange: ReturnType<typeof vi.fn>) => onChange.mock.calls.map(([markdown]) => String(markdown));

describe("StoryBodyEditor", () => {
  it("shows the story's heading and text in a labelled, multi-line editing area", async () => {
    const { editable } = await renderEditor();
    expect(editable).toHaveAttribute("id", "story-body");
    expect(editable).toHaveAttribute("aria-multiline", "true");
    expect(within(editable).getByRole("heading", { level: 2, name: "Start with four bottles" })).toBeInTheDocument();
    expect(within(editable).getByText("designed").tagName).toBe("STRONG");
  });

  it("reads out a refusal with the body and marks it invalid while the refusal stands", async () => {
    const props = { id: "story-body", label: "Story", initialMarkdown: STORY, onChange: () => undefined };
    const { rerender } = render(<StoryBodyEditor {...props} />);
    const editable = await screen.findByRole("textbox", { name: "Story" });
    expect(editable).not.toHaveAttribute("aria-invalid");
    rerender(<StoryBodyEditor {...props} errorId="body-error" />);
    expect(editable.getAttribute("aria-describedby")?.split(" ")).toContain("body-error");
    expect(editable).toHaveAttribute("aria-invalid", "true");
    rerender(<StoryBodyEditor {...props} />);
    expect(editable.getAttribute("aria-describedby")?.split(" ")).not.toContain("body-error");
    expect(editable).not.toHaveAttribute("aria-invalid");
  });

  it("gives every toolbar button a name, and one tab stop that the arrow keys move", async () => {
    const { toolbar } = await renderEditor();
    const names = within(toolbar).getAllByRole("button").map((button) => button.textContent);
    expect(names).toEqual(["Heading 2", "Heading 3", "Bold", "Italic", "Bullet list", "Numbered list", "Pull quote", "Link", "Image", "Undo", "Redo"]);
    const bold = within(toolbar).getByRole("button", { name: "Bold" });
    const first = within(toolbar).getByRole("button", { name: "Heading 2" });
    expect(first).toHaveAttribute("tabindex", "0");
    expect(bold).toHaveAttribute("tabindex", "-1");
    act(() => first.focus());
    await act(async () => fireEvent.keyDown(first, { key: "ArrowRight" }));
    await act(async () => fireEvent.keyDown(document.activeElement ?? first, { key: "ArrowRight" }));
    expect(bold).toHaveFocus();
    expect(bold).toHaveAttribute("tabindex", "0");
  });

  it("turns Bold on and off, and says so with aria-pressed", async () => {
    const { toolbar } = await renderEditor("Plain words.");
    const bold = within(toolbar).getByRole("button", { name: "Bold" });
    expect(bold).toHaveAttribute("aria-pressed", "false");
    await click(bold);
    expect(bold).toHaveAttribute("aria-pressed", "true");
    await click(bold);
    expect(bold).toHaveAttribute("aria-pressed", "false");
  });

  it("refuses a picture without alt text, visibly, and adds nothing to the story", async () => {
    const { toolbar, editable, onChange } = await renderEditor();
    await click(within(toolbar).getByRole("button", { name: "Image" }));
    const form = screen.getByRole("group", { name: "Image" });
    await type(within(form).getByLabelText("Picture address"), "/images/read/shelf.jpg");
    await click(within(form).getByRole("button", { name: "Insert image" }));
    expect(within(form).getByRole("alert")).toHaveTextContent(/alt text/i);
    expect(within(form).getByLabelText(/Alt text/)).toHaveAttribute("aria-invalid", "true");
    expect(editable.querySelector("img[src]")).toBeNull();
    expect(written(onChange).some((markdown) => markdown.includes("!["))).toBe(false);

    await type(within(form).getByLabelText(/Alt text/), "A shelf of bottles");
    await click(within(form).getByRole("button", { name: "Insert image" }));
    expect(screen.queryByRole("group", { name: "Image" })).toBeNull();
    expect(editable.querySelector("img[src]")).toHaveAttribute("alt", "A shelf of bottles");
    expect(written(onChange).at(-1)).toContain("![A shelf of bottles](/images/read/shelf.jpg)");
  });

  it("offers the story's own pictures, their alt text filled in", async () => {
    const { toolbar, onChange } = await renderEditor("Text.", [{ src: "/images/read/lemons.jpg", alt: "A bowl of lemons" }]);
    await click(within(toolbar).getByRole("button", { name: "Image" }));
    const form = screen.getByRole("group", { name: "Image" });
    await click(within(form).getByRole("button", { name: /A bowl of lemons/ }));
    expect(within(form).getByLabelText(/Alt text/)).toHaveValue("A bowl of lemons");
    await click(within(form).getByRole("button", { name: "Insert image" }));
    expect(written(onChange).at(-1)).toContain("![A bowl of lemons](/images/read/lemons.jpg)");
  });

  it("refuses a javascript: link with a message, and links to a page on the site", async () => {
    const { toolbar, editable, onChange } = await renderEditor("Read more.");
    const linkButton = within(toolbar).getByRole("button", { name: "Link" });
    await click(linkButton);
    expect(linkButton).toHaveAttribute("aria-expanded", "true");
    const form = screen.getByRole("group", { name: "Link" });
    await type(within(form).getByLabelText("Address"), "javascript:alert(1)");
    await click(within(form).getByRole("button", { name: "Apply link" }));
    expect(within(form).getByRole("alert")).toHaveTextContent(/web address/);
    expect(editable.querySelector("a")).toBeNull();
    expect(written(onChange).some((markdown) => /javascript/i.test(markdown))).toBe(false);

    await type(within(form).getByLabelText("Address"), "/learn/sleep");
    await click(within(form).getByRole("button", { name: "Apply link" }));
    expect(editable.querySelector("a")).toHaveAttribute("href", "/learn/sleep");
    expect(written(onChange).at(-1)).toContain("](/learn/sleep)");
  });

  it("opens hostile Markdown as inert text, in the browser as in Node", async () => {
    const { editable } = await renderEditor('Hi <img src=x onerror="alert(1)"> [x](javascript:alert(1))\n\n<script>alert(2)</script>');
    expect(editable.querySelector("img[src], script, a")).toBeNull();
    expect(editable).toHaveTextContent("Hi x");
  });

  it("counts the words and the reading time as the site does", async () => {
    // Counted by hand: Start with four bottles (4) + Most alcohol free spirits are designed to be mixed (9) = 13.
    await renderEditor();
    expect(screen.getByText("13 words · 1 min read")).toBeInTheDocument();
  });
});
