"use client";
// The product form's state and saving: the values as typed, the refusals beside their fields (the
// schema's before sending, the server's after), focus on the summary after a refused save, rows
// added and removed. A new product opens its page; a saved edit says so and the page re-renders
// (or moves to the new address when the name, and so the slug, changed).
import { useRouter } from "next/navigation";
import { useEffect, useRef, useState, useTransition } from "react";
import { AdminActionError, saveProductRequest } from "@/lib/admin/client";
import { adminProductPath } from "@/lib/admin/contract";
import {
  CONFLICT_FIELDS,
  bodyFromEditor,
  checkEditor,
  editorFromInput,
  placeErrors,
  type PlacedErrors,
  type ProductEditorValues,
} from "@/lib/admin/product-editor-form";

/** Rows the form can add to and remove from. */
export type RowList = "packs" | "standsInFor" | "serve";

const NO_ERRORS: PlacedErrors = { fields: {}, other: [] };

/** The server's refusal as the form shows it: beside fields when it names them, else above the buttons. */
function refusalOf(caught: unknown, values: ProductEditorValues): PlacedErrors {
  if (!(caught instanceof AdminActionError)) return { fields: {}, other: ["Something went wrong. Nothing was saved; try again."] };
  const placed = placeErrors(caught.fields, values);
  const conflictField = caught.code ? CONFLICT_FIELDS[caught.code] : undefined;
  if (Object.keys(placed.fields).length === 0 && conflictField) placed.fields[conflictField] = caught.message;
  else if (Object.keys(placed.fields).length === 0 && placed.other.length === 0) placed.other.push(caught.message);
  return placed;
}

export function useProductEditor({ slug, initial }: { slug: string | null; initial: ProductEditorValues }) {
  const router = useRouter();
  const [values, setValues] = useState(initial);
  const [errors, setErrors] = useState<PlacedErrors>(NO_ERRORS);
  const [done, setDone] = useState("");
  const [sending, setSending] = useState(false);
  const [leaving, setLeaving] = useState(false);
  const [refreshing, startRefresh] = useTransition();
  const [attempt, setAttempt] = useState(0);
  const summaryRef = useRef<HTMLDivElement>(null);

  // The product changed on the server (a price saved in its own form, another member's edit):
  // show it as it is now, unless staff have typed something here that is not saved yet.
  const initialBody = JSON.stringify(bodyFromEditor(initial));
  const [shownInitial, setShownInitial] = useState(initialBody);
  if (shownInitial !== initialBody) {
    setShownInitial(initialBody);
    if (JSON.stringify(bodyFromEditor(values)) === shownInitial) setValues(initial);
  }

  // Each refused save moves focus to the summary (read out; Tab goes on to its links).
  useEffect(() => {
    if (attempt) summaryRef.current?.focus();
  }, [attempt]);

  /** Changes one value; the refusal beside it stays until the next save, which checks it again. */
  function set<K extends keyof ProductEditorValues>(field: K, value: ProductEditorValues[K]) {
    setValues((current) => ({ ...current, [field]: value }));
    setDone("");
  }

  function setRow<L extends RowList>(list: L, index: number, patch: Partial<ProductEditorValues[L][number]>) {
    setValues((current) => ({ ...current, [list]: current[list].map((row, at) => (at === index ? { ...row, ...patch } : row)) }));
    setDone("");
  }

  function addRow<L extends RowList>(list: L, row: ProductEditorValues[L][number]) {
    setValues((current) => ({ ...current, [list]: [...current[list], row] }));
  }

  // A removed row's refusals would point at the row after it, so they go until the next save.
  function removeRow(list: RowList, index: number) {
    setValues((current) => ({ ...current, [list]: current[list].filter((_, at) => at !== index) }));
    setErrors((current) => ({ ...current, fields: Object.fromEntries(Object.entries(current.fields).filter(([key]) => !key.startsWith(list === "packs" ? "packs." : `facts.${list}.`))) }));
  }

  function refuse(found: PlacedErrors) {
    setErrors(found);
    setAttempt((count) => count + 1);
  }

  async function submit(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setDone("");
    const checked = checkEditor(values);
    if (!checked.ok) return refuse(checked.errors);
    setErrors(NO_ERRORS);
    setSending(true);
    try {
      const saved = await saveProductRequest(slug, checked.body);
      if (slug === null || saved.slug !== slug) {
        setLeaving(true);
        router.push(slug === null ? `${adminProductPath(saved.slug)}?created=1` : adminProductPath(saved.slug));
        if (slug === null) return;
      }
      setValues(editorFromInput(saved.input));
      setDone(`Saved. ${saved.name} shows as it is now in the shop at the next visit.`);
      if (saved.slug === slug) startRefresh(() => router.refresh());
    } catch (caught) {
      refuse(refusalOf(caught, values));
    } finally {
      setSending(false);
    }
  }

  return { values, errors, done, busy: sending || leaving || refreshing, summaryRef, set, setRow, addRow, removeRow, submit };
}

export type ProductEditorState = ReturnType<typeof useProductEditor>;
