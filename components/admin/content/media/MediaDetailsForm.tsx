"use client";
// A picture's words: its alt text (required), credit and licence. The fields are shared by the
// upload form and a card's "Edit details", which saves them with PATCH and answers the picture.
import { useEffect, useRef, useState, type FormEvent } from "react";
import { useFocusNext } from "@/components/forms/use-focus-next";
import { MAX_CREDIT_LENGTH, MAX_LICENCE_LENGTH, type LibraryImage, type MediaDetails } from "@/lib/media/library-contract";
import { updateLibraryImage } from "@/lib/media/library-client";
import { MAX_ALT_LENGTH, MIN_ALT_LENGTH } from "@/lib/media/limits";
import { StoryFormField } from "../StoryField";
import { storyFieldId } from "../story-form-values";
import { checkDetails, detailsOf, toFieldErrors, type MediaErrors } from "./media-checks";
import { MediaFormFooter } from "./MediaFormFooter";
import styles from "./MediaLibrary.styles";

interface MediaDetailsFieldsProps {
  /** Makes the fields' ids unique on the page: "media-upload", "media-12". */
  prefix: string;
  values: MediaDetails;
  errors: MediaErrors;
  onChange: (field: keyof MediaDetails, value: string) => void;
}

/** The id of one of the fields, for focus and the error summary's links. */
export const mediaFieldId = (prefix: string, field: string) => storyFieldId(`${prefix}-${field}`);

export function MediaDetailsFields({ prefix, values, errors, onChange }: MediaDetailsFieldsProps) {
  return (
    <>
      <StoryFormField
        field={`${prefix}-alt`}
        label="Alt text"
        hint={`Required, ${MIN_ALT_LENGTH}–${MAX_ALT_LENGTH} characters: what the picture shows, read aloud to readers who cannot see it (for example "Two glasses of alcohol-free spritz on a sunny table").`}
        error={errors.alt}
        count={{ length: values.alt.length, max: MAX_ALT_LENGTH }}
      >
        {(control) => <input {...control} type="text" className={styles.input} value={values.alt} maxLength={MAX_ALT_LENGTH} required autoComplete="off" onChange={(e) => onChange("alt", e.target.value)} />}
      </StoryFormField>
      <div className={styles.pair}>
        <StoryFormField field={`${prefix}-credit`} label="Credit" optional hint={'Who took or made it, for example "Photo: Jane Doe".'} error={errors.credit}>
          {(control) => <input {...control} type="text" className={styles.input} value={values.credit} maxLength={MAX_CREDIT_LENGTH} autoComplete="off" onChange={(e) => onChange("credit", e.target.value)} />}
        </StoryFormField>
        <StoryFormField field={`${prefix}-licence`} label="Licence" optional hint={'How we may use it, for example "CC BY 4.0" or "Our own".'} error={errors.licence}>
          {(control) => <input {...control} type="text" className={styles.input} value={values.licence} maxLength={MAX_LICENCE_LENGTH} autoComplete="off" onChange={(e) => onChange("licence", e.target.value)} />}
        </StoryFormField>
      </div>
    </>
  );
}

interface MediaDetailsFormProps {
  image: LibraryImage;
  onSaved: (image: LibraryImage) => void;
  onCancel: () => void;
}

/** A card's "Edit details": opens with focus on the alt text; refusals beside their fields, focus on the first. */
export function MediaDetailsForm({ image, onSaved, onCancel }: MediaDetailsFormProps) {
  const prefix = `media-${image.id}`;
  const [values, setValues] = useState<MediaDetails>(() => detailsOf(image));
  const [errors, setErrors] = useState<MediaErrors>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const failureRef = useRef<HTMLParagraphElement>(null);
  const focusNext = useFocusNext({ failure: failureRef });

  useEffect(() => document.getElementById(mediaFieldId(prefix, "alt"))?.focus(), [prefix]);

  const showErrors = (found: MediaErrors) => {
    setErrors(found);
    const first = (["alt", "credit", "licence"] as const).find((field) => found[field]);
    if (first) document.getElementById(mediaFieldId(prefix, first))?.focus();
  };

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setFailure(null);
    const checked = checkDetails(values);
    if ("errors" in checked) return showErrors(checked.errors);
    setErrors({});
    setBusy(true);
    try {
      onSaved(await updateLibraryImage(image.id, checked.details));
    } catch (error) {
      const refused = toFieldErrors(error, ["alt", "credit", "licence"]);
      setBusy(false);
      if (refused.failure) {
        setFailure(refused.failure);
        focusNext("failure");
      } else showErrors(refused.errors);
    }
  }

  return (
    <form className={styles.inlineForm} onSubmit={submit} noValidate aria-label={`Details of picture ${image.id}`} aria-busy={busy}>
      <MediaDetailsFields
        prefix={prefix}
        values={values}
        errors={errors}
        onChange={(field, value) => {
          setValues((current) => ({ ...current, [field]: value }));
          setErrors((current) => ({ ...current, [field]: undefined }));
        }}
      />
      <MediaFormFooter failure={failure} failureRef={failureRef} busy={busy} submitLabel="Save" busyLabel="Saving…" onCancel={onCancel} />
    </form>
  );
}
