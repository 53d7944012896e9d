"use client";
// A new piece's address (a lesson's, a playlist's): suggested from its title until the editor types
// one, and fixed once published, which the hint says with the page it will have.
import { useState } from "react";
import { slugFromTitle } from "@/lib/content/story-slugs";
import { StoryFormField } from "./StoryField";
import story from "./StoryWorkspace.styles";

/** The address a title suggests, until the editor types their own (`type`). */
export function useSuggestedAddress() {
  // null: the address follows the title.
  const [typed, setTyped] = useState<string | null>(null);
  return { addressOf: (title: string) => typed ?? slugFromTitle(title), type: setTyped };
}

export interface AddressFieldProps {
  address: string;
  /** Where it will be seen ("The lesson's page: /learn/…/reading-labels"). */
  where: string;
  error?: string;
  onType: (address: string) => void;
}

export function AddressField({ address, where, error, onType }: AddressFieldProps) {
  return (
    <StoryFormField field="slug" label="Address" hint={`${where}${where.endsWith("…") ? "" : "."} Suggested from the title until you change it; it cannot change once published.`} error={error}>
      {(control) => <input {...control} className={story.input} value={address} autoCapitalize="off" spellCheck={false} onChange={(event) => onType(event.target.value)} />}
    </StoryFormField>
  );
}
