"use client";
// A new video's two files: the film (WebM or MP4) and its captions (WebVTT), each with the chosen
// file's name and size under it, so the field never looks empty once a file is chosen. The media
// library's picture field (../media/MediaFileField.tsx) takes only pictures, hence this one. The
// editor's "Replace files" (ReplaceVideoFiles.tsx) uses the same field.
import { megabytesText } from "@/lib/media/image-check";
import { MAX_VIDEO_BYTES } from "@/lib/media/limits";
import { StoryFormField } from "../StoryField";
import { fileSizeText } from "../media/media-checks";
import { storyFieldId } from "../story-form-values";
import type { ChosenFiles } from "./use-new-video-form";
import media from "../media/MediaLibrary.styles";

/** What a file field reads and tells: the chosen files, the refusals beside them, a new choice. */
export interface FileChoiceForm<K extends string> {
  files: Record<K, File | null>;
  errors: Partial<Record<K, string>>;
  choose: (field: K, file: File | null) => void;
}

interface FileFieldProps<K extends string> {
  field: K;
  /** The control's id stem, where the page may already use the field's name (defaults to `field`). */
  idStem?: string;
  label: string;
  hint: string;
  accept: string;
  /** False where the file is one of several the editor may choose (a replacement). */
  required?: boolean;
  form: FileChoiceForm<K>;
}

/** One file to choose, with its label, hint and refusal tied to it, and the chosen file's name and size under it. */
export function FileField<K extends string>({ field, idStem = field, label, hint, accept, required = true, form }: FileFieldProps<K>) {
  const file = form.files[field];
  const chosenId = `${storyFieldId(idStem)}-chosen`;
  return (
    <StoryFormField field={idStem} label={label} hint={hint} error={form.errors[field]}>
      {({ "aria-describedby": described, ...control }) => (
        <>
          <input
            {...control}
            type="file"
            accept={accept}
            required={required}
            aria-describedby={[described, file && chosenId].filter(Boolean).join(" ") || undefined}
            className={media.fileInput}
            onChange={(event) => form.choose(field, event.target.files?.[0] ?? null)}
          />
          {file && (
            <p id={chosenId} className={media.chosen}>
              Chosen: <span className={media.fileName}>{file.name}</span> ({fileSizeText(file.size)})
            </p>
          )}
        </>
      )}
    </StoryFormField>
  );
}

/** What both the new video's form and the editor's replacement accept, and say of the film. */
export const VIDEO_ACCEPT = "video/webm,video/mp4,.webm,.mp4";
export const CAPTIONS_ACCEPT = "text/vtt,.vtt";
export const VIDEO_FILE_HINT = `WebM or MP4, at most ${megabytesText(MAX_VIDEO_BYTES)}. Its running time is read from the file.`;

export function NewVideoFiles({ form }: { form: FileChoiceForm<keyof ChosenFiles> }) {
  return (
    <>
      <FileField field="video" label="Video file" hint={VIDEO_FILE_HINT} accept={VIDEO_ACCEPT} form={form} />
      <FileField field="captions" label="Captions" hint="A WebVTT (.vtt) file. Every video on WATCH has captions and a transcript made from them." accept={CAPTIONS_ACCEPT} form={form} />
    </>
  );
}
