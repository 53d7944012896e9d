"use client";
// A picture's file input (uploading one, or replacing one): JPEG, PNG or WebP, with the chosen
// file's name and size written under it, so the field never looks empty once a file is chosen.
import type { ReactNode } from "react";
import { StoryFormField } from "../StoryField";
import { storyFieldId } from "../story-form-values";
import { fileSizeText } from "./media-checks";
import styles from "./MediaLibrary.styles";

export const PICTURE_TYPES = "image/jpeg,image/png,image/webp";

interface MediaFileFieldProps {
  /** The field's name; its id is storyFieldId(field). */
  field: string;
  label: string;
  hint: ReactNode;
  file: File | null;
  error: string | undefined;
  disabled: boolean;
  onChoose: (file: File | null) => void;
}

export function MediaFileField({ field, label, hint, file, error, disabled, onChoose }: MediaFileFieldProps) {
  const chosenId = `${storyFieldId(field)}-chosen`;
  return (
    <StoryFormField field={field} label={label} hint={hint} error={error}>
      {(control) => (
        <>
          <input
            {...control}
            aria-describedby={[control["aria-describedby"], file ? chosenId : null].filter(Boolean).join(" ") || undefined}
            type="file"
            accept={PICTURE_TYPES}
            required
            className={styles.fileInput}
            disabled={disabled}
            onChange={(event) => onChoose(event.target.files?.[0] ?? null)}
          />
          {file && (
            <p id={chosenId} className={styles.chosen}>
              Chosen: <span className={styles.fileName}>{file.name}</span> ({fileSizeText(file.size)})
            </p>
          )}
        </>
      )}
    </StoryFormField>
  );
}
