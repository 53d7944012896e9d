"use client";
// "Replace files" in the video editor: a published video's new film, new captions or both. The
// files are checked as "Add a video" checks them (use-new-video-form.ts), so a 40 MB upload is not
// sent only to be refused; the editor is asked once, as viewers see the new files at once and the
// old ones are deleted; the answer's video goes back to the editor, whose facts then show it.
import { useEffect, useState } from "react";
import { useUnsavedWarning } from "@/components/forms/use-unsaved-warning";
import { replaceVideoFiles, type VideoFilesReplacement } from "@/lib/admin/video-client";
import type { VideoEditorData } from "@/lib/admin/video-contract";
import { storyFieldId } from "../story-form-values";
import { checkCaptionsFile, checkVideoFile, type ChosenFiles } from "./use-new-video-form";

type FileKey = keyof ChosenFiles;
export type FileErrors = Partial<Record<FileKey, string>>;

/** The controls' id stems: the editor's page already has a "story-video" elsewhere on the site. */
export const REPLACE_ID_STEMS: Record<FileKey, string> = { video: "replace-video", captions: "replace-captions" };
/** The error line and the status line, which take focus after a refusal or a replacement. */
export const REPLACE_ERROR_ID = "replace-video-files-error";
export const REPLACE_STATUS_ID = "replace-video-files-status";
export const CHOOSE_SOMETHING = "Choose a new video file, new captions, or both.";
export const FILES_REPLACED = "Files replaced. Viewers see them now.";

const NONE: ChosenFiles = { video: null, captions: null };
const KEYS: readonly FileKey[] = ["video", "captions"];

/** A refusal for each chosen file that cannot be sent, or a sentence when neither was chosen. */
export function checkReplacement(files: ChosenFiles): { errors: FileErrors; message?: string } {
  if (!files.video && !files.captions) return { errors: {}, message: CHOOSE_SOMETHING };
  return { errors: { video: files.video ? checkVideoFile(files.video) : undefined, captions: files.captions ? checkCaptionsFile(files.captions) : undefined } };
}

/** Only the files chosen: the API replaces just the parts it is sent. */
function partsOf(files: ChosenFiles): VideoFilesReplacement {
  return { ...(files.video && { video: files.video }), ...(files.captions && { captions: files.captions }) };
}

type FocusTarget = FileKey | "error" | "status";

/** `onSending` hears when an upload starts and ends, so the editor can hold its other writes meanwhile. */
export function useReplaceVideoFiles(slug: string, onReplaced: (video: VideoEditorData) => void, onSending?: (sending: boolean) => void) {
  const [files, setFiles] = useState<ChosenFiles>(NONE);
  const [errors, setErrors] = useState<FileErrors>({});
  // The error line's sentence (one no field carries), and whether the last replacement worked.
  const [message, setMessage] = useState<string | null>(null);
  const [replaced, setReplaced] = useState(false);
  // The fraction of the upload sent; null when nothing is being sent.
  const [progress, setProgress] = useState<number | null>(null);
  // A new round remounts the file inputs: a file input's choice cannot be cleared from React.
  const [round, setRound] = useState(0);
  // A new object each time, so the same target takes focus again after a second refusal.
  const [focus, setFocus] = useState<{ target: FocusTarget } | null>(null);

  useEffect(() => {
    if (!focus) return;
    const ids = { error: REPLACE_ERROR_ID, status: REPLACE_STATUS_ID, video: storyFieldId(REPLACE_ID_STEMS.video), captions: storyFieldId(REPLACE_ID_STEMS.captions) };
    document.getElementById(ids[focus.target])?.focus();
  }, [focus]);

  useUnsavedWarning(Boolean(files.video || files.captions));

  /** Shows refusals beside their fields, else the sentence in the error line, and moves focus to the first. */
  function refuse(fields: FileErrors, sentence: string) {
    const first = KEYS.find((key) => fields[key]);
    setErrors(fields);
    setMessage(first ? null : sentence);
    setFocus({ target: first ?? "error" });
  }

  function choose(field: FileKey, file: File | null) {
    setFiles((now) => ({ ...now, [field]: file }));
    setErrors((now) => ({ ...now, [field]: undefined }));
    setMessage(null);
    setReplaced(false);
  }

  /** "Replace files": checks the choice first, so the question (`open`) is asked only of files that can be sent. */
  function ask(open: () => void) {
    const checked = checkReplacement(files);
    setReplaced(false);
    if (checked.message || KEYS.some((key) => checked.errors[key])) refuse(checked.errors, checked.message ?? "");
    else open();
  }

  async function replace() {
    setProgress(0);
    onSending?.(true);
    // Never throws (lib/admin/video-client.ts): a network failure comes back as a refusal.
    const result = await replaceVideoFiles(slug, partsOf(files), setProgress);
    setProgress(null);
    onSending?.(false);
    if (!result.ok) {
      const { fields = {}, message: sentence } = result.refusal;
      refuse({ video: fields.video, captions: fields.captions }, sentence);
      return;
    }
    setFiles(NONE);
    setErrors({});
    setMessage(null);
    setRound((now) => now + 1);
    setReplaced(true);
    setFocus({ target: "status" });
    onReplaced(result.video);
  }

  return { files, errors, message, replaced, progress, round, choose, ask, replace };
}

export type ReplaceVideoFilesState = ReturnType<typeof useReplaceVideoFiles>;
