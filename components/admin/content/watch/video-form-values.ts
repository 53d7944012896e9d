// The video form's values, its checks before sending and its error summary: pure, so the hook that
// saves (use-video-editor.ts), the components and the tests share one idea of "what the editor
// typed". Refusals arrive as sentences by field (lib/watch/video-input.ts), already labelled.
import type { SummaryError } from "@/components/forms/ErrorSummary";
import type { VideoFormOptions } from "@/lib/admin/video-contract";
import { notSavedSentence } from "@/lib/content/field-errors";
import { SITE_PICTURE } from "@/lib/content/story-input";
import { VIDEO_FIELD_LABELS, videoFieldErrors, videoInputSchema, type VideoField, type VideoInput } from "@/lib/watch/video-input";
import { storyFieldId } from "../story-form-values";

export type VideoValues = VideoInput;
export type FieldErrors = Partial<Record<string, string>>;

/** The fields in the order the form shows them (the summary lists refusals in this order). */
const FIELD_ORDER: readonly VideoField[] = ["title", "description", "theme", "posterImage", "posterAlt", "products"];

/** The products' filter box: where the summary sends focus for a refused product. */
export const PRODUCTS_FILTER_ID = "video-products-filter";
export const SAVE_STATUS_ID = "video-save-status";

export const valuesOf = (fields: VideoInput): VideoValues => ({ ...fields, products: [...fields.products] });

/** One sentence for the save line: how many fields the refusal marked. */
export { notSavedSentence };

export type Checked = { ok: true; fields: VideoInput } | { ok: false; fields: FieldErrors; message: string };

/** The server's own rules, checked before sending so a half-typed field is not sent to be refused. */
export function checkValues(values: VideoValues): Checked {
  const parsed = videoInputSchema.safeParse(values);
  if (parsed.success) return { ok: true, fields: parsed.data };
  const fields = videoFieldErrors(parsed.error);
  return { ok: false, fields, message: notSavedSentence(Object.keys(fields).length) };
}

const isField = (key: string): key is VideoField => Object.hasOwn(VIDEO_FIELD_LABELS, key);

/** The control a summary line moves focus to: the field's own, the products' filter, or the title for anything else. */
export function targetOf(key: string): string {
  if (key === "products") return PRODUCTS_FILTER_ID;
  return storyFieldId(isField(key) ? key : "title");
}

/** The error summary's lines, in the order of the form; sentences the form has no field for come last. */
export function summaryOf(errors: FieldErrors): SummaryError[] {
  const keys = [...FIELD_ORDER.filter((field) => errors[field]), ...Object.keys(errors).filter((key) => !isField(key) && errors[key])];
  return keys.map((key) => ({ target: targetOf(key), text: errors[key] ?? "" }));
}

/** Whether a path is a site picture the preview may show (the rule the server applies). */
export const isSitePicture = (src: string) => SITE_PICTURE.test(src.trim()) && !src.includes("..");

/** The alt text the library or an earlier poster gives a picture, if it is one of the form's choices. */
export const knownAlt = (images: VideoFormOptions["images"], src: string) => images.find((image) => image.src === src.trim())?.alt;
