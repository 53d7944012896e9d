// The story form's values and the checks it makes before sending: pure, so the hook that saves
// (use-story-editor.ts) and the tests share one idea of "what the editor typed".
import type { StoryEditorData, StoryFormOptions } from "@/lib/admin/content-contract";
import { AdminActionError } from "@/lib/admin/client";
import { notSavedSentence } from "@/lib/content/field-errors";
import { storyFieldErrors, storyInputSchema, type StoryInput } from "@/lib/content/story-input";
import { utcToUkLocalInput } from "@/lib/content/uk-time";
import type { StoryStatus } from "@/lib/content/workflow";

export type StoryValues = StoryInput;
export type StoryField = keyof StoryValues;
export type FieldErrors = Partial<Record<string, string>>;

/** Statuses whose edits readers cannot see yet, so the editor saves them as it goes. */
const AUTOSAVED: readonly StoryStatus[] = ["draft", "scheduled", "unpublished"];
export const autosavesIn = (status: StoryStatus) => AUTOSAVED.includes(status);

export const storyFieldId = (field: string) => `story-${field}`;

/** A new story's blank form: the first author and the news section chosen, nothing else. */
export function blankStory(options: StoryFormOptions): StoryValues {
  return {
    slug: "",
    title: "",
    standfirst: "",
    section: "news",
    topics: [],
    author: options.authors[0]?.slug ?? "",
    heroImage: "",
    heroAlt: "",
    products: [],
    video: "",
    seoTitle: "",
    seoDescription: "",
    body: "",
  };
}

export const initialValues = (story: StoryEditorData | null, options: StoryFormOptions): StoryValues =>
  story ? { ...story.fields, topics: [...story.fields.topics], products: [...story.fields.products] } : blankStory(options);

export type Checked = { ok: true } | { ok: false; fields: FieldErrors; message: string };

/** The server's own rules, checked before sending so a half-typed field is not sent to be refused. */
export function checkValues(values: StoryValues): Checked {
  const parsed = storyInputSchema.safeParse(values);
  if (parsed.success) return { ok: true };
  const fields = storyFieldErrors(parsed.error);
  return { ok: false, fields, message: notSavedSentence(Object.keys(fields).length) };
}

/** A refused write as the form shows it: sentences beside the fields it names, one for the save line. */
export function refusalOf(caught: unknown): { fields: FieldErrors; message: string } {
  if (!(caught instanceof AdminActionError)) return { fields: {}, message: "Something went wrong. Nothing was saved; try again." };
  const fields = caught.fields ?? {};
  return { fields, message: caught.message };
}

/** "14:32": the UK clock time of an instant, for "Saved at 14:32". */
export const ukClock = (iso: string) => utcToUkLocalInput(new Date(iso)).slice(11);
