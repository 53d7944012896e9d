"use client";
// "Add a video"'s state and sending: the video editor's form (../use-publish-now-form.ts) with an
// address suggested from the title (../AddressField.tsx) and the two files it uploads. The files
// are checked here before sending (chosen, the right kind, within the limits) so a 40 MB upload is
// not sent only to be refused; the server still judges everything, and its sentences land on the
// same fields. Published at once, the new video then opens in its own editor.
import { useRouter } from "next/navigation";
import { useState } from "react";
import type { SummaryError } from "@/components/forms/ErrorSummary";
import { useUnsavedWarning } from "@/components/forms/use-unsaved-warning";
import { AdminActionError } from "@/lib/admin/client";
import { createVideo } from "@/lib/admin/video-client";
import { videoEditorPath, type VideoCreateField, type VideoEditorData, type VideoFormOptions } from "@/lib/admin/video-contract";
import { notSavedSentence } from "@/lib/content/field-errors";
import { VIDEO_THEMES } from "@/lib/content/schema";
import { megabytesText } from "@/lib/media/image-check";
import { MAX_CAPTIONS_BYTES, MAX_VIDEO_BYTES } from "@/lib/media/limits";
import { videoSlugSchema, type VideoInput } from "@/lib/watch/video-input";
import { useSuggestedAddress } from "../AddressField";
import { fileSizeText } from "../media/media-checks";
import { storyFieldId } from "../story-form-values";
import { usePublishNowForm } from "../use-publish-now-form";
import { checkValues, knownAlt, targetOf, type FieldErrors, type VideoValues } from "./video-form-values";

export const NEW_VIDEO_STATUS_ID = "new-video-save-status";

const BLANK: VideoValues = { title: "", description: "", theme: VIDEO_THEMES[0], products: [], posterImage: "", posterAlt: "" };

export interface ChosenFiles {
  video: File | null;
  captions: File | null;
}

/** The fields in the order the form shows them: the summary lists refusals in this order. */
const FIELD_ORDER: readonly VideoCreateField[] = ["slug", "title", "description", "theme", "video", "captions", "posterImage", "posterAlt", "products"];

/** Why this address cannot be the video's ("Address is required."), or undefined: the server's rule and sentence. */
export function checkSlug(slug: string): string | undefined {
  const parsed = videoSlugSchema.safeParse(slug);
  return parsed.success ? undefined : `Address ${parsed.error.issues[0].message}.`;
}

// The kind is judged by name or declared type here; the server reads the file itself.
const isVideoFile = (file: File) => /\.(webm|mp4)$/i.test(file.name) || ["video/webm", "video/mp4"].includes(file.type);
const isCaptionsFile = (file: File) => /\.vtt$/i.test(file.name) || file.type === "text/vtt";

export function checkVideoFile(file: File | null): string | undefined {
  if (!file) return "Choose the video file: a WebM or MP4 file.";
  if (!isVideoFile(file)) return `${file.name} is not a WebM or MP4 file; export the video as one of those.`;
  if (file.size > MAX_VIDEO_BYTES) return `The video file is ${megabytesText(file.size)}; the limit is ${megabytesText(MAX_VIDEO_BYTES)}. Export it again for the web, smaller.`;
  return undefined;
}

export function checkCaptionsFile(file: File | null): string | undefined {
  if (!file) return "Choose the captions file: a WebVTT (.vtt) file.";
  if (!isCaptionsFile(file)) return `${file.name} is not a WebVTT (.vtt) file; choose the video's captions.`;
  if (file.size > MAX_CAPTIONS_BYTES) return `The captions file is ${fileSizeText(file.size)}; the limit is ${fileSizeText(MAX_CAPTIONS_BYTES)}.`;
  return undefined;
}

type Checked = { ok: true; fields: VideoInput } | { ok: false; fields: FieldErrors; message: string };

/** The editor's fields, the address and the files, checked together so one summary lists every problem. */
export function checkNewVideo(values: VideoValues, slug: string, files: ChosenFiles): Checked {
  const checked = checkValues(values);
  const errors: FieldErrors = { ...(checked.ok ? {} : checked.fields), slug: checkSlug(slug), video: checkVideoFile(files.video), captions: checkCaptionsFile(files.captions) };
  const count = Object.values(errors).filter(Boolean).length;
  return checked.ok && count === 0 ? checked : { ok: false, fields: errors, message: notSavedSentence(count) };
}

const OWN_CONTROLS: readonly string[] = ["slug", "video", "captions"];

/** The summary's lines in the form's order, each moving focus to its control; sentences the form has no field for come last. */
export function newVideoSummary(errors: FieldErrors): SummaryError[] {
  const known: readonly string[] = FIELD_ORDER;
  const keys = [...FIELD_ORDER.filter((field) => errors[field]), ...Object.keys(errors).filter((key) => !known.includes(key) && errors[key])];
  return keys.map((key) => ({ target: OWN_CONTROLS.includes(key) ? storyFieldId(key) : targetOf(key), text: errors[key] ?? "" }));
}

export function useNewVideoForm(options: VideoFormOptions) {
  const router = useRouter();
  const { addressOf, type } = useSuggestedAddress();
  const [files, setFiles] = useState<ChosenFiles>({ video: null, captions: null });
  // The fraction of the upload sent; null when nothing is being sent.
  const [progress, setProgress] = useState<number | null>(null);

  async function send(fields: VideoInput): Promise<VideoEditorData> {
    const { video, captions } = files;
    // checkNewVideo has already refused a form without both files.
    if (!video || !captions) throw new AdminActionError(notSavedSentence(1), 0, null);
    setProgress(0);
    try {
      const result = await createVideo({ slug: addressOf(fields.title).trim(), fields, video, captions }, setProgress);
      if (result.ok) return result.video;
      throw new AdminActionError(result.refusal.message, 0, result.refusal.code, result.refusal.fields as Record<string, string> | undefined);
    } finally {
      setProgress(null);
    }
  }

  const form = usePublishNowForm({
    initial: BLANK,
    check: (values: VideoValues) => checkNewVideo(values, addressOf(values.title), files),
    send,
    statusId: NEW_VIDEO_STATUS_ID,
    after: (saved) => router.push(videoEditorPath(saved.slug)),
  });
  const { values, set, clear } = form;
  // Chosen files are unsaved input too, until the video is published.
  useUnsavedWarning(Boolean(files.video || files.captions) && form.saveState.kind !== "saved");

  /** A new poster; one of the form's pictures brings its alt text unless the editor wrote their own. */
  function setPoster(src: string) {
    const alt = knownAlt(options.images, src);
    const ownAlt = values.posterAlt.trim() !== "" && values.posterAlt !== knownAlt(options.images, values.posterImage);
    set("posterImage", src);
    if (alt && !ownAlt) set("posterAlt", alt);
  }

  function choose(field: keyof ChosenFiles, file: File | null) {
    setFiles((now) => ({ ...now, [field]: file }));
    clear(field);
  }

  /** A new title is a new suggested address, so the address's refusal goes with the old one. */
  function setField<K extends keyof VideoValues>(field: K, value: VideoValues[K]) {
    set(field, value);
    if (field === "title") clear("slug");
  }

  function typeSlug(slug: string) {
    type(slug);
    clear("slug");
  }

  return { ...form, set: setField, slug: addressOf(values.title), typeSlug, files, choose, progress, setPoster };
}

export type NewVideoFormState = ReturnType<typeof useNewVideoForm>;
