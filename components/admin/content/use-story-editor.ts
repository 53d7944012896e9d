"use client";
// The story form's state and saving. A new story is created once, with "Create draft", and opens
// its own page. An existing story that readers cannot see yet (a draft, a scheduled or an
// unpublished story) saves itself 2 s after the last change, one save at a time; a published
// story saves only when the editor says so ("Update story"), so readers never see half an edit.
import { useRouter } from "next/navigation";
import { useEffect, useEffectEvent, useRef, useState } from "react";
import { storyEditorPath, type StoryEditorData, type StoryFormOptions } from "@/lib/admin/content-contract";
import { createStory, saveStory } from "@/lib/admin/content-client";
import { slugFromTitle } from "@/lib/content/story-slugs";
import { autosavesIn, checkValues, initialValues, refusalOf, ukClock, type FieldErrors, type StoryField, type StoryValues } from "./story-form-values";
import { useUnsavedWarning } from "@/components/forms/use-unsaved-warning";

export const AUTOSAVE_DELAY_MS = 2000;

export type SaveState = { kind: "idle" } | { kind: "saving" } | { kind: "saved"; at: string } | { kind: "error"; message: string };

/** The line beside an editor's save button; idleText is what it says before anything is saved. */
export function saveLine(state: SaveState, idleText = ""): string {
  switch (state.kind) {
    case "saving":
      return "Saving…";
    case "saved":
      return `Saved at ${state.at}`;
    case "error":
      return state.message;
    case "idle":
      return idleText;
  }
}

export function useStoryEditor({ story, options }: { story: StoryEditorData | null; options: StoryFormOptions }) {
  const router = useRouter();
  const [current, setCurrent] = useState(story);
  const [values, setValues] = useState(() => initialValues(story, options));
  const [errors, setErrors] = useState<FieldErrors>({});
  const [saveState, setSaveState] = useState<SaveState>({ kind: "idle" });
  const [saving, setSaving] = useState(false);
  const [leaving, setLeaving] = useState(false);
  const [slugTouched, setSlugTouched] = useState(false);
  // The body editor reads its Markdown once: a new key gives it a restored story's body.
  const [bodyKey, setBodyKey] = useState(0);
  const [savedJson, setSavedJson] = useState(() => JSON.stringify(values));
  // The values a refused autosave sent: not sent again until the editor changes something.
  const [refusedJson, setRefusedJson] = useState<string | null>(null);
  const inFlight = useRef<Promise<boolean> | null>(null);
  const latest = useRef({ values, savedJson });
  useEffect(() => {
    latest.current = { values, savedJson };
  }, [values, savedJson]);

  const json = JSON.stringify(values);
  const dirty = json !== savedJson;
  const autosaves = current !== null && autosavesIn(current.status);

  /** Shows a story the server answered (a restore, a refreshed page) as it now is, body and all. */
  function adopt(next: StoryEditorData, withFields: boolean) {
    setCurrent(next);
    if (!withFields) return;
    const fresh = initialValues(next, options);
    setValues(fresh);
    setSavedJson(JSON.stringify(fresh));
    setErrors({});
    setRefusedJson(null);
    setBodyKey((key) => key + 1);
  }

  // The page re-rendered from the server with a newer story (after a status change or a restore):
  // take its status and revisions; take its fields too unless the editor has typed since.
  const [shownStory, setShownStory] = useState(story);
  if (story !== shownStory) {
    setShownStory(story);
    if (story && current && Date.parse(story.updatedAt) > Date.parse(current.updatedAt)) {
      adopt(story, !dirty && JSON.stringify(initialValues(story, options)) !== json);
    }
  }

  function set<K extends StoryField>(field: K, value: StoryValues[K]) {
    setValues((now) => ({ ...now, [field]: value }));
  }

  /** A new story's slug follows its title until the editor types a slug of their own. */
  function setTitle(title: string) {
    setValues((now) => ({ ...now, title, ...(story === null && !slugTouched ? { slug: slugFromTitle(title) } : {}) }));
  }

  function setSlug(slug: string) {
    setSlugTouched(true);
    set("slug", slug);
  }

  async function send(id: string, autosave: boolean): Promise<boolean> {
    const sent = latest.current.values;
    const sentJson = JSON.stringify(sent);
    const checked = checkValues(sent);
    if (!checked.ok) {
      setErrors(checked.fields);
      setRefusedJson(sentJson);
      setSaveState({ kind: "error", message: checked.message });
      return false;
    }
    setSaving(true);
    setSaveState({ kind: "saving" });
    try {
      const saved = await saveStory(id, sent, autosave);
      setCurrent(saved);
      setSavedJson(sentJson);
      latest.current.savedJson = sentJson;
      setErrors({});
      setRefusedJson(null);
      setSaveState({ kind: "saved", at: ukClock(saved.updatedAt) });
      return true;
    } catch (caught) {
      const refused = refusalOf(caught);
      setErrors(refused.fields);
      setRefusedJson(sentJson);
      setSaveState({ kind: "error", message: refused.message });
      return false;
    } finally {
      setSaving(false);
    }
  }

  /** One save at a time: a save asked for while another is sent waits for it, then sends what is there. */
  async function save(autosave: boolean, onlyIfDirty = false): Promise<boolean> {
    if (!current) return false;
    while (inFlight.current) await inFlight.current;
    if (onlyIfDirty && JSON.stringify(latest.current.values) === latest.current.savedJson) return true;
    const request = send(current.id, autosave);
    inFlight.current = request;
    try {
      return await request;
    } finally {
      inFlight.current = null;
    }
  }

  const autosave = useEffectEvent(() => void save(true, true));
  useEffect(() => {
    if (!autosaves || saving || !dirty || json === refusedJson) return;
    const timer = setTimeout(autosave, AUTOSAVE_DELAY_MS);
    return () => clearTimeout(timer);
  }, [autosaves, saving, dirty, json, refusedJson]);

  // Leaving with changes the server does not have yet asks first.
  useUnsavedWarning(dirty || saving);

  async function create() {
    const checked = checkValues(values);
    if (!checked.ok) {
      setErrors(checked.fields);
      setSaveState({ kind: "error", message: checked.message.replace("Not saved", "Not created") });
      return;
    }
    setSaving(true);
    setSaveState({ kind: "saving" });
    try {
      const created = await createStory(values);
      setLeaving(true);
      setSavedJson(json);
      router.push(`${storyEditorPath(created.id)}?created=1`);
    } catch (caught) {
      const refused = refusalOf(caught);
      setErrors(refused.fields);
      setSaveState({ kind: "error", message: refused.message });
    } finally {
      setSaving(false);
    }
  }

  return {
    current,
    values,
    errors,
    saveState,
    dirty,
    autosaves,
    busy: saving || leaving,
    bodyKey,
    set,
    setTitle,
    setSlug,
    save: () => save(false),
    /** Before a status change: saves what the editor typed, if anything; false when it was refused. */
    ensureSaved: () => save(false, true),
    create,
    adopt,
  };
}

export type StoryEditorState = ReturnType<typeof useStoryEditor>;
