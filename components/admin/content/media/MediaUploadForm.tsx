"use client";
// "Add a picture": a file and its words, checked here as the server will check them (the file's
// size and type by its first bytes, the alt text, credit and licence) so most refusals need no
// round trip. Refusals sit beside their fields, listed in a summary that takes focus; once the
// server has the picture the form empties and says so.
import { useId, useRef, useState, type FormEvent } from "react";
import { ErrorSummary, type SummaryError } from "@/components/forms/ErrorSummary";
import { useFocusNext } from "@/components/forms/use-focus-next";
import { megabytesText } from "@/lib/media/image-check";
import type { LibraryImage, MediaDetails } from "@/lib/media/library-contract";
import { uploadLibraryImage } from "@/lib/media/library-client";
import { MAX_PHOTO_BYTES } from "@/lib/media/limits";
import { MediaDetailsFields, mediaFieldId } from "./MediaDetailsForm";
import { MediaFileField } from "./MediaFileField";
import { checkDetails, checkPictureFile, EMPTY_DETAILS, toFieldErrors, type MediaErrors, type MediaField } from "./media-checks";
import { MediaFormFooter } from "./MediaFormFooter";
import styles from "./MediaLibrary.styles";

const PREFIX = "media-upload";
const ORDER: MediaField[] = ["file", "alt", "credit", "licence"];

const summaryOf = (errors: MediaErrors): SummaryError[] =>
  ORDER.flatMap((field) => (errors[field] ? [{ text: errors[field], target: mediaFieldId(PREFIX, field) }] : []));

export function MediaUploadForm({ onAdded }: { onAdded: (image: LibraryImage) => void }) {
  const id = useId();
  const formRef = useRef<HTMLFormElement>(null);
  const summaryRef = useRef<HTMLDivElement>(null);
  const failureRef = useRef<HTMLParagraphElement>(null);
  const statusRef = useRef<HTMLParagraphElement>(null);
  const focusNext = useFocusNext({ summary: summaryRef, failure: failureRef, status: statusRef });
  const [file, setFile] = useState<File | null>(null);
  const [values, setValues] = useState<MediaDetails>(EMPTY_DETAILS);
  const [errors, setErrors] = useState<MediaErrors>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [status, setStatus] = useState("");
  const [busy, setBusy] = useState(false);

  const refuse = (found: MediaErrors) => {
    setErrors(found);
    focusNext("summary");
  };

  async function send(chosen: File, details: MediaDetails) {
    setBusy(true);
    try {
      const image = await uploadLibraryImage(chosen, details);
      formRef.current?.reset();
      setFile(null);
      setValues(EMPTY_DETAILS);
      setStatus("Picture added.");
      focusNext("status");
      onAdded(image);
    } catch (error) {
      const refused = toFieldErrors(error, ORDER);
      if (refused.failure) {
        setFailure(refused.failure);
        focusNext("failure");
      } else refuse(refused.errors);
    } finally {
      setBusy(false);
    }
  }

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (busy) return;
    setStatus("");
    setFailure(null);
    const fileProblem = await checkPictureFile(file);
    const checked = checkDetails(values);
    const found: MediaErrors = { ...(fileProblem ? { file: fileProblem } : {}), ...("errors" in checked ? checked.errors : {}) };
    if (Object.keys(found).length > 0 || !file || "errors" in checked) return refuse(found);
    setErrors({});
    await send(file, checked.details);
  }

  const summary = summaryOf(errors);
  return (
    <form ref={formRef} className={styles.uploadForm} onSubmit={submit} noValidate aria-label="Add a picture" aria-busy={busy} data-testid="media-upload-form">
      {summary.length > 0 && <ErrorSummary id={`${id}-upload`} errors={summary} summaryRef={summaryRef} level="h3" />}
      <MediaFileField
        field={`${PREFIX}-file`}
        label="Picture (JPEG, PNG or WebP)"
        hint={`Up to ${megabytesText(MAX_PHOTO_BYTES)}. It keeps one address for life, even when you replace it later.`}
        file={file}
        error={errors.file}
        disabled={busy}
        onChoose={(chosen) => {
          setFile(chosen);
          setStatus("");
          setErrors((current) => ({ ...current, file: undefined }));
        }}
      />
      <MediaDetailsFields
        prefix={PREFIX}
        values={values}
        errors={errors}
        onChange={(field, value) => {
          setValues((current) => ({ ...current, [field]: value }));
          setErrors((current) => ({ ...current, [field]: undefined }));
        }}
      />
      <MediaFormFooter
        failure={failure}
        failureRef={failureRef}
        busy={busy}
        submitLabel="Upload picture"
        busyLabel="Uploading…"
        after={
          <p ref={statusRef} className={status ? styles.done : "visually-hidden"} role="status" tabIndex={-1}>
            {status}
          </p>
        }
      />
    </form>
  );
}
