// @vitest-environment jsdom
// The newsroom's story editor (components/admin/content/StoryWorkspace.tsx) against a fake API:
// the slug following a new story's title, autosave for drafts only (2 s after typing stops, never
// for a published story), the server's refusals beside their fields, and the schedule form sending
// the UK time typed. The rich-text body editor is a plain textarea here, so TipTap is not needed.
import { act, cleanup, fireEvent, render, screen, within } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { StoryWorkspace } from "@/components/admin/content/StoryWorkspace";
import { RevisionDiff } from "@/components/admin/content/RevisionDiff";
import type { StoryEditorData, StoryFormOptions } from "@/lib/admin/content-contract";
import type { StoryStatus } from "@/lib/content/workflow";
import { provideCurrentToken } from "@/lib/auth/current-token";

const router = { push: vi.fn(), replace: vi.fn(), refresh: vi.fn(), prefetch: vi.fn(), back: vi.fn(), forward: vi.fn() };
vi.mock("next/navigation", async (importOriginal) => ({ ...(await importOriginal<typeof import("next/navigation")>()), useRouter: () => router }));

vi.mock("@/components/admin/content/editor/StoryBodyEditor", () => ({
  StoryBodyEditor: ({ id, label, initialMarkdown, onChange }: { id: string; label: string; initialMarkdown: string; onChange: (markdown: string) => void }) => (
    <div>
      <label htmlFor={id}>{label}</label>
      <textarea id={id} defaultValue={initialMarkdown} onChange={(event) => onChange(event.target.value)} />
    </div>
  ),
}));

const fetchMock = vi.fn<typeof fetch>();
const answer = (status: number, body: unknown) => fetchMock.mockResolvedValueOnce(new Response(JSON.stringify(body), { status, headers: { "content-type": "application/json" } }));
const sentBody = (call = 0) => JSON.parse(String(fetchMock.mock.calls[call][1]?.body));

const OPTIONS: StoryFormOptions = {
  authors: [{ slug: "ana-lopez", name: "Ana López" }],
  products: [{ slug: "botanical-spritz", name: "Botanical Spritz" }],
  videos: [{ slug: "garden-spritz-in-three-minutes", title: "Garden spritz in three minutes" }],
  images: [{ src: "/images/read/summer.svg", alt: "A glass on a garden table" }],
};

const FIELDS = {
  slug: "low-and-no-summer",
  title: "Low and no this summer",
  standfirst: "What to pour when the evenings are long.",
  section: "news" as const,
  topics: [],
  author: "ana-lopez",
  heroImage: "/images/read/summer.svg",
  heroAlt: "A glass on a garden table",
  products: [],
  video: "",
  seoTitle: "",
  seoDescription: "",
  body: "The first paragraph.",
};

function storyData(status: StoryStatus, changes: Partial<StoryEditorData> = {}): StoryEditorData {
  return {
    id: "st_123",
    status,
    fields: FIELDS,
    date: status === "published" ? "2026-11-20" : null,
    publishAt: null,
    publishedAt: status === "published" ? "2026-11-20T09:00:00.000Z" : null,
    updatedAt: "2026-11-25T10:00:00.000Z",
    revisions: [
      { id: 1, at: "2026-11-20T08:00:00.000Z", actor: { uid: "import", email: null } },
      { id: 2, at: "2026-11-25T10:00:00.000Z", actor: { uid: "u1", email: "ana@example.com" } },
    ],
    ...changes,
  };
}

/** The sentences tied to a control by aria-describedby, as a screen reader reads them. */
const describedText = (control: HTMLElement) =>
  (control.getAttribute("aria-describedby") ?? "")
    .split(" ")
    .map((id) => document.getElementById(id)?.textContent ?? "")
    .join(" ");

/** Lets timers and the fake API's promises run. */
const wait = (ms: number) => act(async () => void (await vi.advanceTimersByTimeAsync(ms)));

const typeTitle = (text: string) => fireEvent.change(screen.getByRole("textbox", { name: "Title" }), { target: { value: text } });

beforeEach(() => {
  vi.useFakeTimers();
  vi.setSystemTime(new Date("2026-11-26T14:02:10Z"));
  vi.stubGlobal("fetch", fetchMock);
  provideCurrentToken(async () => "editor-token");
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
  fetchMock.mockReset();
  Object.values(router).forEach((fn) => fn.mockReset());
  vi.unstubAllGlobals();
  provideCurrentToken(null);
});

describe("a new story", () => {
  it("fills the slug from the title until the slug is typed", () => {
    render(<StoryWorkspace story={null} options={OPTIONS} />);
    typeTitle("Café & Bar's Guide");
    const slug = screen.getByRole("textbox", { name: "Slug" });
    expect(slug).toHaveValue("cafe-and-bars-guide");
    fireEvent.change(slug, { target: { value: "my-own-slug" } });
    typeTitle("Another headline");
    expect(slug).toHaveValue("my-own-slug");
    expect(screen.getByRole("button", { name: "Create draft" })).toBeInTheDocument();
  });

  it("lets the editor leave an untouched new story without asking, and asks once a field is typed in", async () => {
    render(<StoryWorkspace story={null} options={OPTIONS} />);
    await wait(0);
    const leave = () => {
      const event = new Event("beforeunload", { cancelable: true });
      window.dispatchEvent(event);
      return event.defaultPrevented;
    };
    expect(leave()).toBe(false);
    typeTitle("Half a headline");
    expect(leave()).toBe(true);
  });

  it("creates a draft and opens its page", async () => {
    answer(201, { data: { story: storyData("draft", { id: "st_new" }) } });
    render(<StoryWorkspace story={null} options={{ ...OPTIONS }} />);
    typeTitle(FIELDS.title);
    fireEvent.change(screen.getByRole("textbox", { name: /Standfirst/ }), { target: { value: FIELDS.standfirst } });
    fireEvent.change(screen.getByRole("combobox", { name: /Hero image$/ }), { target: { value: FIELDS.heroImage } });
    fireEvent.change(screen.getByRole("textbox", { name: "Body" }), { target: { value: FIELDS.body } });
    fireEvent.change(screen.getByRole("combobox", { name: /^Video/ }), { target: { value: "garden-spritz-in-three-minutes" } });
    fireEvent.click(screen.getByRole("button", { name: "Create draft" }));
    await wait(0);
    expect(fetchMock.mock.calls[0][0]).toBe("/api/admin/content/stories");
    expect(sentBody()).toEqual({ fields: { ...FIELDS, slug: "low-and-no-this-summer", video: "garden-spritz-in-three-minutes" } });
    expect(router.push).toHaveBeenCalledWith("/admin/content/stories/st_new?created=1");
  });
});

describe("saving an existing story", () => {
  it("keeps a video that has left WATCH visible as such, with No video to take it out", () => {
    render(<StoryWorkspace story={storyData("draft", { fields: { ...FIELDS, video: "an-old-video" } })} options={OPTIONS} />);
    const video = screen.getByRole("combobox", { name: /^Video/ });
    expect(video).toHaveDisplayValue("an-old-video (no longer on WATCH)");
    expect(screen.getAllByRole("option", { name: "No video" })).toHaveLength(1);
  });

  it("a published story is updated only when asked: no autosave after typing", async () => {
    render(<StoryWorkspace story={storyData("published")} options={OPTIONS} />);
    expect(screen.getByRole("button", { name: "Update story" })).toBeInTheDocument();
    typeTitle("Low and no this summer, revised");
    await wait(10_000);
    expect(fetchMock).not.toHaveBeenCalled();
    expect(screen.getByText(/You have unsaved changes/)).toBeInTheDocument();
  });

  it("a draft saves itself once, 2 s after typing stops, marked as an autosave", async () => {
    answer(200, { data: { story: storyData("draft", { fields: { ...FIELDS, title: "Second try" }, updatedAt: "2026-11-26T14:32:00.000Z" }) } });
    render(<StoryWorkspace story={storyData("draft")} options={OPTIONS} />);
    typeTitle("First");
    await wait(1500);
    typeTitle("Second try");
    await wait(1900);
    expect(fetchMock).not.toHaveBeenCalled();
    await wait(200);
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(fetchMock.mock.calls[0][0]).toBe("/api/admin/content/stories/st_123");
    expect(fetchMock.mock.calls[0][1]).toMatchObject({ method: "PUT", headers: expect.objectContaining({ authorization: "Bearer editor-token" }) });
    expect(sentBody()).toEqual({ fields: { ...FIELDS, title: "Second try" }, autosave: true });
    expect(screen.getByTestId("story-save-status")).toHaveTextContent("Saved at 14:32");
    await wait(10_000);
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it("shows the server's refusal beside its field", async () => {
    const taken = "Another story already uses this slug.";
    answer(409, { code: "slugTaken", message: "That slug is taken.", fields: { slug: taken } });
    render(<StoryWorkspace story={storyData("draft")} options={OPTIONS} />);
    fireEvent.click(screen.getByRole("button", { name: "Save" }));
    await wait(0);
    expect(sentBody()).toEqual({ fields: FIELDS, autosave: false });
    const slug = screen.getByRole("textbox", { name: "Slug" });
    expect(slug).toHaveAttribute("aria-invalid", "true");
    expect(describedText(slug)).toContain(taken);
    expect(screen.getByRole("textbox", { name: "Title" })).not.toHaveAttribute("aria-invalid");
    expect(screen.getByTestId("story-save-status")).toHaveTextContent("That slug is taken.");
  });
});

describe("publishing", () => {
  it("schedules at the UK time typed, an hour ahead by default", async () => {
    answer(200, { data: { story: storyData("scheduled", { publishAt: "2026-12-01T09:30:00.000Z", updatedAt: "2026-11-26T14:03:00.000Z" }) } });
    render(<StoryWorkspace story={storyData("draft")} options={OPTIONS} />);
    const at = screen.getByLabelText("Publish at (UK time)");
    expect(at).toHaveValue("2026-11-26T15:05");
    fireEvent.change(at, { target: { value: "2026-12-01T09:30" } });
    fireEvent.click(screen.getByRole("button", { name: "Schedule" }));
    await wait(0);
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(fetchMock.mock.calls[0][0]).toBe("/api/admin/content/stories/st_123/status");
    expect(sentBody()).toEqual({ action: "schedule", at: "2026-12-01T09:30" });
    expect(screen.getByTestId("story-status")).toHaveTextContent("Scheduled");
    expect(screen.getByText("1 December 2026, 09:30 GMT")).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Cancel schedule" })).toBeInTheDocument();
  });

  it("saves typed changes before publishing, and shows a refusal as a sentence", async () => {
    answer(200, { data: { story: storyData("draft", { fields: { ...FIELDS, title: "New title" } }) } });
    answer(409, { code: "alreadyPublished", message: "This story is already published." });
    render(<StoryWorkspace story={storyData("draft")} options={OPTIONS} />);
    typeTitle("New title");
    fireEvent.click(screen.getByRole("button", { name: "Publish now" }));
    fireEvent.click(screen.getByRole("button", { name: "Yes, publish now" }));
    await wait(0);
    expect(sentBody(0)).toEqual({ fields: { ...FIELDS, title: "New title" }, autosave: false });
    expect(sentBody(1)).toEqual({ action: "publish" });
    expect(screen.getByRole("alert")).toHaveTextContent("This story is already published.");
  });
});

describe("revisions", () => {
  it("lists them newest first, naming the import", () => {
    render(<StoryWorkspace story={storyData("draft")} options={OPTIONS} />);
    const items = within(screen.getByRole("region", { name: "Revisions" })).getAllByRole("listitem");
    expect(items[0]).toHaveTextContent("ana@example.com");
    expect(items[1]).toHaveTextContent("Imported");
    expect(within(items[1]).getByRole("link", { name: /Compare with current/ })).toHaveAttribute("href", "/admin/content/stories/st_123/revisions?from=1");
  });

  it("marks added and removed words in words as well as colour", () => {
    const comparison = {
      older: { id: 1, at: "2026-11-20T08:00:00.000Z", actor: { uid: "import", email: null } },
      newer: null,
      changes: [{ field: "title" as const, label: "Title", parts: [{ kind: "same" as const, text: "Low and " }, { kind: "removed" as const, text: "no" }, { kind: "added" as const, text: "zero" }] }],
    };
    render(<RevisionDiff storyId="st_123" comparison={comparison} />);
    expect(screen.getByRole("heading", { name: "Title", level: 3 })).toBeInTheDocument();
    const title = screen.getByRole("region", { name: "Title" });
    expect(title.querySelector("del")).toHaveTextContent("removed: no");
    expect(title.querySelector("ins")).toHaveTextContent("added: zero");
  });

  it("says when there are no differences", () => {
    const comparison = { older: { id: 1, at: "2026-11-20T08:00:00.000Z", actor: { uid: "scheduler", email: null } }, newer: null, changes: [] };
    render(<RevisionDiff storyId="st_123" comparison={comparison} />);
    expect(screen.getByText(/No differences/)).toBeInTheDocument();
    expect(screen.getByText("From the version saved 20 November 2026, 08:00 GMT by the schedule to the story as it is now.")).toBeInTheDocument();
  });
});
