"use client";
// A new video's two files: the film (WebM or MP4) and its captions (WebVTT), each with the chosen
// file's name and size under it, so the field never looks empty once a file is chosen. The media
// library's picture field (../media/MediaFileField.tsx) takes only pictures, hence this one.
import { megabytesText } from "@/lib/media/image-check";
import { MAX_VIDEO_BYTES } from "@/lib/media/limits";
import { StoryFormField } from "../StoryField";
import { fileSizeText } from "../media/media-checks";
import { storyFieldId } from "../story-form-values";
import type { ChosenFiles, NewVideoFormState } from "./use-new-video-form";
import media from "../media/MediaLibrary.module.css";

interface FileFieldProps {
  field: keyof ChosenFiles;
  label: string;
  hint: string;
  accept: string;
  form: Pick<NewVideoFormState, "files" | "errors" | "choose">;
}

function FileField({ field, label, hint, accept, form }: FileFieldProps) {
  const file = form.files[field];
  const chosenId = `${storyFieldId(field)}-chosen`;
  return (
    <StoryFormField field={field} label={label} hint={hint} error={form.errors[field]}>
      {({ "aria-describedby": described, ...control }) => (
        <>
          <input
            {...control}
            type="file"
            accept={accept}
            required
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

export function NewVideoFiles({ form }: { form: FileFieldProps["form"] }) {
  return (
    <>
      <FileField field="video" label="Video file" hint={`WebM or MP4, at most ${megabytesText(MAX_VIDEO_BYTES)}. Its running time is read from the file.`} accept="video/webm,video/mp4,.webm,.mp4" form={form} />
      <FileField field="captions" label="Captions" hint="A WebVTT (.vtt) file. Every video on WATCH has captions and a transcript made from them." accept="text/vtt,.vtt" form={form} />
    </>
  );
}
