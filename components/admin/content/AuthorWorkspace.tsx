"use client";
// An existing author's editor: their details (AuthorForm.tsx) beside their saved versions
// (AuthorRevisions.tsx), laid out as the video editor is. The two share one thing: whether the form
// holds changes not yet saved, so that restoring a version warns that those changes will be lost.
import { useState } from "react";
import type { AuthorRevisionSummary } from "@/lib/admin/content-contract";
import type { AuthorInput } from "@/lib/content/author-input";
import { Panel } from "../Panel";
import { AuthorForm } from "./AuthorForm";
import { AuthorRevisions } from "./AuthorRevisions";
import story from "./StoryWorkspace.styles";

export function AuthorWorkspace({ author, avatars, revisions }: { author: AuthorInput; avatars: string[]; revisions: AuthorRevisionSummary[] }) {
  const [unsaved, setUnsaved] = useState(false);
  return (
    <div className={story.grid}>
      <div className={story.main}>
        <Panel id="author-details" title="Details">
          <AuthorForm author={author} avatars={avatars} onDirtyChange={setUnsaved} />
        </Panel>
      </div>
      <div className={story.side}>
        <AuthorRevisions slug={author.slug} revisions={revisions} unsaved={unsaved} />
      </div>
    </div>
  );
}
