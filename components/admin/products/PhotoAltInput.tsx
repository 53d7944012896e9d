"use client";
import { MAX_ALT_LENGTH } from "@/lib/media/limits";

interface PhotoAltInputProps {
  id: string;
  value: string;
  onChange: (alt: string) => void;
  invalid: boolean;
  describedBy: string | undefined;
  disabled?: boolean;
  className?: string;
}

/** A photo's alt text box, the same when uploading (ProductPhotoUpload) and editing (ProductPhotoRow): required, at most the server's length. */
export function PhotoAltInput({ id, value, onChange, invalid, describedBy, disabled, className }: PhotoAltInputProps) {
  return (
    <input
      id={id}
      type="text"
      required
      maxLength={MAX_ALT_LENGTH}
      value={value}
      disabled={disabled}
      className={className}
      onChange={(event) => onChange(event.target.value)}
      aria-invalid={invalid ? true : undefined}
      aria-describedby={describedBy}
    />
  );
}
