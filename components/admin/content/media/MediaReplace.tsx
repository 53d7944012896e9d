"use client";
// A card's "Replace…": new bytes behind the same address (same id, version + 1), so every story,
// hero and portrait that shows the picture shows the new one without an edit. The file is checked
// here as the upload's is; the server's refusal shows beside the file input.
import { useEffect, useRef, useState, type FormEvent } from "react";
import { useFocusNext } from "@/components/forms/use-focus-next";
import { megabytesText } from "@/lib/media/image-check";
import type { LibraryImage } from "@/lib/media/library-contract";
import { replaceLibraryImage } from "@/lib/media/library-client";
import { MAX_PHOTO_BYTES } from "@/lib/media/limits";
import { mediaFieldId } from "./MediaDetailsForm";
import { MediaFileField } from "./MediaFileField";
import { checkPictureFile, toFieldErrors } from "./media-checks";
import { MediaFormFooter } from "./MediaFormFooter";
import styles from "./MediaLibrary.styles";

interface MediaReplaceProps {
  image: LibraryImage;
  onReplaced: (image: LibraryImage) => void;
  onCancel: () => void;
}

export function MediaReplace({ image, onReplaced, onCancel }: MediaReplaceProps) {
  const prefix = `media-${image.id}`;
  const fileId = mediaFieldId(prefix, "file");
  const [file, setFile] = useState<File | null>(null);
  const [error, setError] = useState<string | undefined>(undefined);
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const failureRef = useRef<HTMLParagraphElement>(null);
  const focusNext = useFocusNext({ failure: failureRef });

  useEffect(() => document.getElementById(fileId)?.focus(), [fileId]);

  const refuse = (message: string) => {
    setError(message);
    document.getElementById(fileId)?.focus();
  };

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (busy) return;
    setFailure(null);
    const problem = await checkPictureFile(file);
    if (problem || !file) return refuse(problem ?? "Choose the new picture.");
    setError(undefined);
    setBusy(true);
    try {
      onReplaced(await replaceLibraryImage(image.id, file));
    } catch (thrown) {
      setBusy(false);
      const refused = toFieldErrors(thrown, ["file"]);
      if (refused.errors.file) return refuse(refused.errors.file);
      setFailure(refused.failure);
      focusNext("failure");
    }
  }

  return (
    <form className={styles.inlineForm} onSubmit={submit} noValidate aria-label={`Replace picture ${image.id}`} aria-busy={busy}>
      <MediaFileField
        field={`${prefix}-file`}
        label="New picture (JPEG, PNG or WebP)"
        hint={`The new picture takes this one's place in every story that uses it. Up to ${megabytesText(MAX_PHOTO_BYTES)}; the alt text, credit and licence stay as they are.`}
        file={file}
        error={error}
        disabled={busy}
        onChoose={(chosen) => {
          setFile(chosen);
          setError(undefined);
        }}
      />
      <MediaFormFooter failure={failure} failureRef={failureRef} busy={busy} submitLabel="Replace picture" busyLabel="Replacing…" onCancel={onCancel} />
    </form>
  );
}
